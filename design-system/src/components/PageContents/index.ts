export { PageContents } from './PageContents';
export type { PageContentsItem, PageContentsProps } from './PageContents';
