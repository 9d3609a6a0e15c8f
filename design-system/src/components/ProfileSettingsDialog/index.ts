export { DEFAULT_SECTION_VISIBILITY, ProfileSettingsDialog } from './ProfileSettingsDialog';
export type { ProfileSettingsDialogProps, ProfileSettingsValues, SectionVisibility } from './ProfileSettingsDialog';
