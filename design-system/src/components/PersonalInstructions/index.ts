export { PersonalInstructions } from './PersonalInstructions';
export type { PersonalInstructionsProps, PersonalInstructionsValue } from './PersonalInstructions';
