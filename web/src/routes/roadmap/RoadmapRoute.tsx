/** /roadmap: what Duet does today and what comes next (static, honest, short). */
import { Page, PageHeading, Tag } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type LoaderFunctionArgs } from 'react-router-dom';
import { requireViewer } from '../../session/AppViewer';
import styles from './RoadmapRoute.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

/** A feature's name and what it does. */
type Item = readonly [MessageDescriptor, MessageDescriptor];

const NOW: readonly Item[] = [
  [
    msg`Private brain`,
    msg`Chat in threads; it remembers what you tell it, searches your memories and uses tools, streaming as it thinks.`,
  ],
  [
    msg`Public twin`,
    msg`Anyone can chat with your twin on your public page. It answers only from what you made public, and asks you about what it cannot answer.`,
  ],
  [msg`Knowledge`, msg`See, edit and delete every memory, and choose which ones are public.`],
  [msg`My Story`, msg`Write stories in your own words; Duet proposes profile updates from them for you to accept.`],
  [
    msg`Your choice of AI`,
    msg`A built-in offline model, or any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp).`,
  ],
];

const NEXT: readonly Item[] = [
  [msg`Voice`, msg`Talk to your brain and let visitors talk to your twin, with speech in and out.`],
  [
    msg`Twin-to-twin`,
    msg`Let your twin meet other twins to find shared interests and set up introductions, with you approving each step.`,
  ],
  [
    msg`Richer stories`,
    msg`Photos and timelines in stories, and proposals that suggest projects and posts, not only interests and skills.`,
  ],
  [msg`Imports`, msg`Bring in notes, documents and calendars so your brain knows more without retyping.`],
];

function Items({ items, tone }: { items: readonly Item[]; tone: 'success' | 'accent' }) {
  const { i18n, t } = useLingui();
  return (
    <ul className={styles.list}>
      {items.map(([title, text]) => (
        <li key={title.id} className={styles.item}>
          <div className={styles.itemTop}>
            <h3 className={styles.itemTitle}>{i18n._(title)}</h3>
            <Tag tone={tone}>{tone === 'success' ? t`Available` : t`Planned`}</Tag>
          </div>
          <p className={styles.itemText}>{i18n._(text)}</p>
        </li>
      ))}
    </ul>
  );
}

export function RoadmapRoute() {
  return (
    <Page intro={<Trans>Where Duet stands. Plans change as we learn; nothing below “Next” has a date.</Trans>}>
      <section aria-labelledby="roadmap-now" className={styles.group}>
        <PageHeading id="roadmap-now">
          <Trans>Now</Trans>
        </PageHeading>
        <Items items={NOW} tone="success" />
      </section>
      <section aria-labelledby="roadmap-next" className={styles.group}>
        <PageHeading id="roadmap-next">
          <Trans>Next</Trans>
        </PageHeading>
        <Items items={NEXT} tone="accent" />
      </section>
    </Page>
  );
}
