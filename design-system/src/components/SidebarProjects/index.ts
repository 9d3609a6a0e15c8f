export { SidebarProjects, THREAD_DRAG_TYPE } from './SidebarProjects';
export type { SidebarProject, SidebarProjectsProps } from './SidebarProjects';
