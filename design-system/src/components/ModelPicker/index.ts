export { ModelPicker } from './ModelPicker';
export type { ModelChoice, ModelPickerProps } from './ModelPicker';
