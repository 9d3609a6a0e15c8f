import { Trans, useLingui } from '@lingui/react/macro';
import { Folder, Plus } from 'lucide-react';
import { forwardRef, useState, type DragEvent, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { IconButton } from '../IconButton';
import styles from './SidebarProjects.module.css';

/** What a conversation dragged from the sidebar's Recent list carries (its id). */
export const THREAD_DRAG_TYPE = 'application/x-duet-thread';

export interface SidebarProject {
  id: string;
  name: string;
}

export interface SidebarProjectsProps extends HTMLAttributes<HTMLElement> {
  projects: readonly SidebarProject[];
  activeProjectId?: string | null;
  /** Where a project's link leads (its page). */
  projectHref: (id: string) => string;
  onNavigate: NavigateHandler;
  onNewProject: () => void;
  /** A conversation dragged from Recent was dropped on a project (the thread menu does the same by keyboard). */
  onDropThread?: (threadId: string, projectId: string) => void;
}

const carriesThread = (event: DragEvent) => event.dataTransfer.types.includes(THREAD_DRAG_TYPE);

/**
 * The person's projects above Recent in the sidebar: each opens its page, and takes a conversation
 * dropped on it. New project beside the heading.
 */
export const SidebarProjects = forwardRef<HTMLElement, SidebarProjectsProps>(function SidebarProjects(
  { projects, activeProjectId, projectHref, onNavigate, onNewProject, onDropThread, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const [over, setOver] = useState<string | null>(null);
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby="sidebar-projects-heading" {...rest}>
      <div className={styles.header}>
        <h2 id="sidebar-projects-heading" className={styles.heading}>
          <Trans>Projects</Trans>
        </h2>
        <IconButton label={t`New project`} icon={<Plus />} size="sm" onClick={onNewProject} />
      </div>
      {projects.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Keep related chats together, with their own instructions and files.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {projects.map((project) => (
            <li key={project.id}>
              <a
                className={styles.link}
                aria-current={project.id === activeProjectId ? 'page' : undefined}
                data-drop-over={over === project.id || undefined}
                onDragOver={(event) => {
                  if (!onDropThread || !carriesThread(event)) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setOver(project.id);
                }}
                onDragLeave={() => setOver((id) => (id === project.id ? null : id))}
                onDrop={(event) => {
                  setOver(null);
                  const threadId = event.dataTransfer.getData(THREAD_DRAG_TYPE);
                  if (!onDropThread || !threadId) return;
                  event.preventDefault();
                  onDropThread(threadId, project.id);
                }}
                {...linkProps(projectHref(project.id), onNavigate)}
              >
                <Folder aria-hidden="true" className={styles.icon} />
                <span className={styles.name}>
                  <bdi>{project.name}</bdi>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
