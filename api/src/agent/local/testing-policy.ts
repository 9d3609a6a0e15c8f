/** The local testing agent: echoes, or tells the time, through a tool so the UI shows a tool call. */
import { i18nFor } from '../../words/i18n.js';
import { answer, callTools, resultOf, type LocalDecision } from './local-decision.js';
import type { PromptView } from './prompt-reading.js';

export function testingPolicy(view: PromptView): LocalDecision {
  const wantsTime = /\b(?:time|clock|date)\b/i.test(view.userText);
  if (view.toolResults === null) {
    return wantsTime
      ? callTools({ toolName: 'get_time', input: {} })
      : callTools({ toolName: 'echo', input: { text: view.userText } });
  }
  const i18n = i18nFor(view.hints.locale);
  const time = resultOf<{ iso: string }>(view.toolResults, 'get_time');
  if (time)
    return answer(i18n._({ id: 'testing.time', message: 'The server time is {time}.', values: { time: time.iso } }));
  const echo = resultOf<{ text: string }>(view.toolResults, 'echo');
  return answer(
    echo
      ? i18n._({ id: 'testing.echo', message: 'Echo: {text}', values: { text: echo.text } })
      : i18n._({ id: 'testing.no-echo', message: 'The echo tool did not answer.' }),
  );
}
