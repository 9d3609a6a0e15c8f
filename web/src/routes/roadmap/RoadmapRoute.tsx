/** /roadmap: what Duet does today and what comes next (static, honest, short). */
import { Page, PageHeading, Tag } from '@duet/design-system';
import { type LoaderFunctionArgs } from 'react-router-dom';
import { requireViewer } from '../../session/AppViewer';
import styles from './RoadmapRoute.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

const NOW = [
  [
    'Private brain',
    'Chat in threads; it remembers what you tell it, searches your memories and uses tools, streaming as it thinks.',
  ],
  [
    'Public twin',
    'Anyone can chat with your twin on your public page. It answers only from what you made public, and asks you about what it cannot answer.',
  ],
  ['Knowledge', 'See, edit and delete every memory, and choose which ones are public.'],
  ['My Story', 'Write stories in your own words; Duet proposes profile updates from them for you to accept.'],
  ['Your choice of AI', 'A built-in offline model, or any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp).'],
] as const;

const NEXT = [
  ['Voice', 'Talk to your brain and let visitors talk to your twin, with speech in and out.'],
  [
    'Twin-to-twin',
    'Let your twin meet other twins to find shared interests and set up introductions, with you approving each step.',
  ],
  [
    'Richer stories',
    'Photos and timelines in stories, and proposals that suggest projects and posts, not only interests and skills.',
  ],
  ['Imports', 'Bring in notes, documents and calendars so your brain knows more without retyping.'],
] as const;

function Items({ items, tone }: { items: readonly (readonly [string, string])[]; tone: 'success' | 'accent' }) {
  return (
    <ul className={styles.list}>
      {items.map(([title, text]) => (
        <li key={title} className={styles.item}>
          <div className={styles.itemTop}>
            <h3 className={styles.itemTitle}>{title}</h3>
            <Tag tone={tone}>{tone === 'success' ? 'Available' : 'Planned'}</Tag>
          </div>
          <p className={styles.itemText}>{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function RoadmapRoute() {
  return (
    <Page intro={<>Where Duet stands. Plans change as we learn; nothing below “Next” has a date.</>}>
      <section aria-labelledby="roadmap-now" className={styles.group}>
        <PageHeading id="roadmap-now">Now</PageHeading>
        <Items items={NOW} tone="success" />
      </section>
      <section aria-labelledby="roadmap-next" className={styles.group}>
        <PageHeading id="roadmap-next">Next</PageHeading>
        <Items items={NEXT} tone="accent" />
      </section>
    </Page>
  );
}
