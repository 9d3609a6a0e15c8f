export { Tag } from './Tag';
export type { TagProps, TagTone } from './Tag';
