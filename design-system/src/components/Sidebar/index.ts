export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export { recentThreads, threadTitle } from './sidebar-threads';
export type { SidebarThread } from './sidebar-threads';
