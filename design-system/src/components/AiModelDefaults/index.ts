export { AiModelDefaults } from './AiModelDefaults';
export type { AiModelDefaultsProps, AiModelOption, AiModelRole, AiModelSetting } from './AiModelDefaults';
