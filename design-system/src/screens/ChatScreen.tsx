import { useLingui } from '@lingui/react/macro';
import { AnswerSources, ChatMessage, FeedbackButtons, MessageComposer, ToolActivity } from '../index';
import { answerSources, conversation, memorySearch, threads } from './sample-data';
import { SignedInFrame } from './SignedInFrame';
import styles from './Screens.module.css';

const ignore = () => {};

/** Chat with the private brain: the conversation, what the brain looked up and read, the composer. */
export function ChatScreen() {
  const { t } = useLingui();
  const last = conversation[conversation.length - 1]!.id;
  // Ada's own name for the conversation (sample data), as the sidebar lists it.
  const thread = threads.find(({ id }) => id === 'thread_lisbon')!;
  return (
    <SignedInFrame title={thread.name} activePath="/chat/thread_lisbon" activeThreadId="thread_lisbon" scrolls={false}>
      <div className={styles.scroll}>
        <div className={styles.column} role="log" aria-label={t`Messages`}>
          {conversation.map((message) => (
            <ChatMessage
              key={message.id}
              author={message.author}
              content={message.content}
              toolCalls={message.id === last ? <ToolActivity items={memorySearch} /> : undefined}
              sources={message.id === last ? <AnswerSources sources={answerSources} onNavigate={ignore} /> : undefined}
              actions={
                message.author === 'assistant' ? (
                  <FeedbackButtons rating={message.id === last ? 'up' : null} onRate={ignore} />
                ) : undefined
              }
              copyable={message.author === 'assistant'}
            />
          ))}
        </div>
      </div>
      <div className={styles.composer}>
        <MessageComposer onSend={ignore} placeholder={t`Message your brain`} />
      </div>
    </SignedInFrame>
  );
}
