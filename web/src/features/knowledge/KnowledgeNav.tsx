/** The Knowledge area's two pages: what the brain remembers, and the documents it reads. */
import { SectionNav } from '@duet/design-system';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';

const ITEMS = [
  { label: msg`Memories`, href: '/knowledge' },
  { label: msg`Documents`, href: '/knowledge/documents' },
] as const;

export function KnowledgeNav() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.startsWith('/knowledge/documents') ? '/knowledge/documents' : '/knowledge';
  const items = ITEMS.map(({ label, href }) => ({ label: i18n._(label), href }));
  return <SectionNav label={t`Knowledge`} items={items} current={current} onNavigate={(href) => navigate(href)} />;
}
