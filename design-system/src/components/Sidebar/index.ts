export { Sidebar } from './Sidebar';
export type { SidebarNavEntry, SidebarProps } from './Sidebar';
export { groupThreads, recentThreads, threadTitle } from './sidebar-threads';
export type { SidebarThread, ThreadGroup } from './sidebar-threads';
