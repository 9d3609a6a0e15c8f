export { ProjectSettings } from './ProjectSettings';
export type { ProjectSettingsProps, ProjectSettingsValue } from './ProjectSettings';
