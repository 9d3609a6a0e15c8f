/**
 * What an answer was written from: a twin's public facts and documents ("Based on"), or the
 * passages of the person's documents the brain read ("Sources"), each opening at the passage.
 */
import { AnswerSources, BasedOn } from '@duet/design-system';
import { graphql, readInlineData } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { StepSources_step$key } from '../../__generated__/StepSources_step.graphql';

// Inline: read from the message's own data (ChatStep.tsx), with no store subscription of its own.
const StepSourcesFragment = graphql`
  fragment StepSources_step on Step @inline {
    basedOn
    sources {
      documentId
      title
      where
      href
    }
  }
`;

export function StepSources({ step, twin }: { step: StepSources_step$key; twin: boolean }) {
  const data = readInlineData(StepSourcesFragment, step);
  const navigate = useNavigate();
  const onNavigate = (href: string) =>
    href.startsWith('/') ? navigate(href) : window.open(href, '_blank', 'noopener');
  const documents = data.sources.map((s) => ({ ...s, label: s.where ? `${s.title} · ${s.where}` : s.title }));
  if (twin) {
    const items = [...data.basedOn, ...documents.map((d) => ({ label: d.label, href: d.href }))];
    return items.length > 0 ? <BasedOn sources={items} /> : null;
  }
  if (documents.length === 0) return data.basedOn.length > 0 ? <BasedOn sources={data.basedOn} /> : null;
  return (
    <AnswerSources
      sources={documents.map((d) => ({
        id: `${d.documentId}-${d.where ?? ''}`,
        title: d.title,
        where: d.where,
        href: d.href,
      }))}
      onNavigate={(href) => onNavigate(href)}
    />
  );
}
