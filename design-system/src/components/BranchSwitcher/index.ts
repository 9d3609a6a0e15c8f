export { BranchSwitcher } from './BranchSwitcher';
export type { BranchSwitcherProps } from './BranchSwitcher';
