/** The Knowledge area's two pages: what the brain remembers, and the documents it reads. */
import { SectionNav } from '@duet/design-system';
import { useLocation, useNavigate } from 'react-router-dom';

const ITEMS = [
  { label: 'Memories', href: '/knowledge' },
  { label: 'Documents', href: '/knowledge/documents' },
] as const;

export function KnowledgeNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.startsWith('/knowledge/documents') ? '/knowledge/documents' : '/knowledge';
  return <SectionNav label="Knowledge" items={ITEMS} current={current} onNavigate={(href) => navigate(href)} />;
}
