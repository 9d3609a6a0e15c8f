export { EmbedSettings } from './EmbedSettings';
export type { EmbedSettingsProps } from './EmbedSettings';
