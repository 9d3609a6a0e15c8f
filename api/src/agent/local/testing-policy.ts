/** The local testing agent: echoes, or tells the time, through a tool so the UI shows a tool call. */
import { answer, callTools, resultOf, type LocalDecision } from './local-decision.js';
import type { PromptView } from './prompt-reading.js';

export function testingPolicy(view: PromptView): LocalDecision {
  const wantsTime = /\b(?:time|clock|date)\b/i.test(view.userText);
  if (view.toolResults === null) {
    return wantsTime
      ? callTools({ toolName: 'get_time', input: {} })
      : callTools({ toolName: 'echo', input: { text: view.userText } });
  }
  const time = resultOf<{ iso: string }>(view.toolResults, 'get_time');
  if (time) return answer(`The server time is ${time.iso}.`);
  const echo = resultOf<{ text: string }>(view.toolResults, 'echo');
  return answer(echo ? `Echo: ${echo.text}` : 'The echo tool did not answer.');
}
