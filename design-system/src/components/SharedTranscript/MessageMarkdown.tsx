import { Markdown } from '../ChatMessage/Markdown';
import chat from '../ChatMessage/ChatMessage.module.css';

/** A message's Markdown, rendered and styled as the chat shows it (e.g. SharedTranscript's `renderText`). */
export function MessageMarkdown({ text }: { text: string }) {
  return (
    <div className={chat.markdown}>
      <Markdown>{text}</Markdown>
    </div>
  );
}
