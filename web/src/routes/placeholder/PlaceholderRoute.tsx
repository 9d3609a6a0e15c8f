/** Protected screens whose content comes in the next issue: the right layout and title. */
import { EmptyState } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { requireViewer } from '../../session/AppViewer';
import { titleForPath } from '../../layouts/page-title';
import styles from './PlaceholderRoute.module.css';

const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  '/twin': msg`Your public twin: what it knows about you and how it answers visitors.`,
  '/story': msg`Your story, told through the moments you choose to keep.`,
  '/discover': msg`Find people and twins worth talking to.`,
  '/knowledge': msg`What your private brain knows: memories, files and notes.`,
  '/monitoring': msg`How your brain and twin are doing: runs, tools and errors.`,
  '/roadmap': msg`What we are building next.`,
  '/settings': msg`Your account, profile and privacy settings.`,
  '/dashboard': msg`Your activity at a glance.`,
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

export function PlaceholderRoute() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const description = DESCRIPTIONS[path];
  return (
    <div className={styles.root}>
      <EmptyState title={titleForPath(path)} description={description && i18n._(description)} />
    </div>
  );
}
