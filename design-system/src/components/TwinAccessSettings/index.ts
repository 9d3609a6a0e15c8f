export { TwinAccessSettings } from './TwinAccessSettings';
export type { TwinAccess, TwinAccessSettingsProps, TwinAccessValue, TwinStyle, TwinVoice } from './TwinAccessSettings';
export type { TwinModelOption } from './TwinModelField';
