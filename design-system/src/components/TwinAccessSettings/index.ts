export { TwinAccessSettings } from './TwinAccessSettings';
export type { TwinAccess, TwinAccessSettingsProps, TwinAccessValue, TwinStyle } from './TwinAccessSettings';
export type { TwinModelOption } from './TwinModelField';
