/** Protected screens whose content comes in the next issue: the right layout and title. */
import { EmptyState } from '@duet/design-system';
import { useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { requireViewer } from '../../session/AppViewer';
import { titleForPath } from '../../layouts/page-title';
import styles from './PlaceholderRoute.module.css';

const DESCRIPTIONS: Record<string, string> = {
  '/twin': 'Your public twin: what it knows about you and how it answers visitors.',
  '/story': 'Your story, told through the moments you choose to keep.',
  '/discover': 'Find people and twins worth talking to.',
  '/knowledge': 'What your private brain knows: memories, files and notes.',
  '/monitoring': 'How your brain and twin are doing: runs, tools and errors.',
  '/roadmap': 'What we are building next.',
  '/settings': 'Your account, profile and privacy settings.',
  '/dashboard': 'Your activity at a glance.',
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

export function PlaceholderRoute() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <div className={styles.root}>
      <EmptyState title={titleForPath(path)} description={DESCRIPTIONS[path]} />
    </div>
  );
}
