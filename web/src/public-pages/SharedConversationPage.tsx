/** /share/{token}: a conversation someone shared, read-only, for anyone with the link. */
import { Brand, SharedTranscript, type SharedTranscriptProps } from '@duet/design-system';
import { sharedOn, type SharedConversationData } from './shared-data';
import styles from './SharedConversationPage.module.css';

export function SharedConversationPage({
  share,
  renderText,
}: {
  share: SharedConversationData;
  renderText?: SharedTranscriptProps['renderText'];
}) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Brand />
      </header>
      <main className={styles.main}>
        <SharedTranscript
          title={share.title}
          sharedBy={share.shared_by}
          sharedOn={sharedOn(share.created_at)}
          sharedAt={share.created_at}
          messages={share.messages}
          renderText={renderText}
        />
      </main>
    </div>
  );
}
