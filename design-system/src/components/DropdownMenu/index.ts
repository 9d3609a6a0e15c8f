export { DropdownMenu } from './DropdownMenu';
export type { DropdownMenuEntry, DropdownMenuProps, DropdownMenuRadioOption } from './DropdownMenu';
