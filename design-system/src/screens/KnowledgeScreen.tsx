import { Trans, useLingui } from '@lingui/react/macro';
import {
  AddLinkForm,
  Button,
  DocumentDropzone,
  DocumentRow,
  KnowledgeQuota,
  MemoryChanges,
  MemorySuggestions,
  Page,
  PageHeading,
  PageSection,
  Switch,
  Tag,
  TextArea,
} from '../index';
import { changes, libraryDocuments, libraryQuota, memories, suggestions, uploads } from './sample-data';
import { SignedInFrame } from './SignedInFrame';
import styles from './Screens.module.css';

const ignore = () => {};
const added = () => Promise.resolve();
const href = (threadId: string, stepId: string | null = null) => `/chat/${threadId}${stepId ? `?step=${stepId}` : ''}`;

/**
 * Knowledge: what the brain found to remember, adding a memory, the memories, what changed; then the
 * library of documents and links: how full it is, adding files and pages, each one and its reading.
 */
export function KnowledgeScreen() {
  const { t } = useLingui();
  return (
    <SignedInFrame title={t`Knowledge`} activePath="/knowledge">
      <Page
        intro={
          <Trans>
            What your private brain remembers about you, from your chats, your stories and what you add here, and the
            documents and links it reads. All are <strong>private</strong> unless you make them <strong>public</strong>:
            public ones are the only things your twin may tell visitors.
          </Trans>
        }
      >
        <MemorySuggestions suggestions={suggestions} onRemember={ignore} onDismiss={ignore} conversationHref={href} />
        <PageSection as="form" titleId="add-memory-title" title={t`Add a memory`} onSubmit={(e) => e.preventDefault()}>
          <TextArea
            label={t`New memory`}
            hideLabel
            placeholder={t`Something your brain should know, e.g. “I prefer morning meetings.”`}
            rows={2}
          />
          <div className={styles.row}>
            <Switch
              label={t({ message: 'Public', context: 'memory' })}
              description={t`Your twin may share it with visitors.`}
            />
            <Button type="submit">
              <Trans>Add memory</Trans>
            </Button>
          </div>
        </PageSection>
        <PageHeading>
          <Trans>Memories</Trans>
        </PageHeading>
        <ul className={styles.memories} aria-label={t`Memories`}>
          {memories.map((memory) => (
            <li key={memory.id} className={styles.memory}>
              <span>{memory.content}</span>
              <Tag tone={memory.visibility === 'public' ? 'accent' : 'neutral'}>
                {memory.visibility === 'public' ? (
                  <Trans context="memory">Public</Trans>
                ) : (
                  <Trans context="memory">Private</Trans>
                )}
              </Tag>
            </li>
          ))}
        </ul>
        <MemoryChanges className={styles.changes} changes={changes} conversationHref={(id) => href(id)} />
        <PageSection
          className={styles.library}
          titleId="library-title"
          title={t`Documents and links`}
          note={t`Files and web pages your brain reads to answer you. Public ones your twin may answer from too.`}
        >
          <KnowledgeQuota {...libraryQuota} />
          <DocumentDropzone
            onFiles={ignore}
            uploads={uploads}
            maxFileBytes={50 * 1024 * 1024}
            onDismissUpload={ignore}
          />
          <AddLinkForm onSubmit={added} />
        </PageSection>
        <ul className={styles.documents} aria-label={t`Documents and links`}>
          {libraryDocuments.map(({ id, ...document }) => (
            <li key={id}>
              <DocumentRow
                {...document}
                href={`/knowledge/documents/${id}`}
                onTogglePublic={ignore}
                onReread={ignore}
                onDelete={ignore}
              />
            </li>
          ))}
        </ul>
      </Page>
    </SignedInFrame>
  );
}
