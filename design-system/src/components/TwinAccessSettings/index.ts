export { TwinAccessSettings } from './TwinAccessSettings';
export type { TwinAccess, TwinAccessSettingsProps, TwinAccessValue, TwinStyle } from './TwinAccessSettings';
