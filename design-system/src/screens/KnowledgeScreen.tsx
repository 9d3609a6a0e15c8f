import {
  Button,
  MemoryChanges,
  MemorySuggestions,
  Page,
  PageHeading,
  PageSection,
  Switch,
  Tag,
  TextArea,
} from '../index';
import { changes, memories, suggestions } from './sample-data';
import { SignedInFrame } from './SignedInFrame';
import styles from './Screens.module.css';

const ignore = () => {};
const href = (threadId: string, stepId: string | null = null) => `/chat/${threadId}${stepId ? `?step=${stepId}` : ''}`;

/** Knowledge: what the brain found to remember, adding a memory, the memories, what changed. */
export function KnowledgeScreen() {
  return (
    <SignedInFrame title="Knowledge" activePath="/knowledge">
      <Page
        intro={
          <>
            What your private brain remembers about you, from your chats, your stories and what you add here. Memories
            are <strong>private</strong> unless you make them <strong>public</strong>: public memories are the only
            facts your twin may tell visitors.
          </>
        }
      >
        <MemorySuggestions suggestions={suggestions} onRemember={ignore} onDismiss={ignore} conversationHref={href} />
        <PageSection as="form" titleId="add-memory-title" title="Add a memory" onSubmit={(e) => e.preventDefault()}>
          <TextArea
            label="New memory"
            hideLabel
            placeholder="Something your brain should know, e.g. “I prefer morning meetings.”"
            rows={2}
          />
          <div className={styles.row}>
            <Switch label="Public" description="Your twin may share it with visitors." />
            <Button type="submit">Add memory</Button>
          </div>
        </PageSection>
        <PageHeading>Memories</PageHeading>
        <ul className={styles.memories} aria-label="Memories">
          {memories.map((memory) => (
            <li key={memory.id} className={styles.memory}>
              <span>{memory.content}</span>
              <Tag tone={memory.visibility === 'public' ? 'accent' : 'neutral'}>
                {memory.visibility === 'public' ? 'Public' : 'Private'}
              </Tag>
            </li>
          ))}
        </ul>
        <MemoryChanges className={styles.changes} changes={changes} conversationHref={(id) => href(id)} />
      </Page>
    </SignedInFrame>
  );
}
