export { TwinAccessSettings } from './TwinAccessSettings';
export type { TwinAccess, TwinAccessSettingsProps, TwinAccessValue } from './TwinAccessSettings';
