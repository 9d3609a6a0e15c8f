export { TwinEmbedFrame } from './TwinEmbedFrame';
export type { TwinEmbedFrameProps } from './TwinEmbedFrame';
