export { ChatCallToAction } from './ChatCallToAction';
export type { ChatCallToActionProps } from './ChatCallToAction';
