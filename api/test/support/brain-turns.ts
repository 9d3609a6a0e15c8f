/** A person's turns with their private brain over REST, as the web app sends them, and what they leave. */
import { expect } from 'vitest';
import { readSse } from './sse.js';
import type { TestClient } from './app-client.js';

export const newBrainThread = async (client: TestClient) =>
  (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;

export interface BrainTurn {
  /** The tools called, in order. */
  tools: string[];
  /** What each returned, in order. */
  outputs: Array<{ name: string; output: any; isError: boolean }>;
  text: string;
}

/** One message (in a new thread unless one is given), read to its end. */
export async function brainTurn(
  client: TestClient,
  input: string,
  { elements, thread, regenerate }: { elements?: unknown[]; thread?: string; regenerate?: string } = {},
): Promise<BrainTurn> {
  const query = new URLSearchParams({
    thread_id: thread ?? (await newBrainThread(client)),
    input,
    ...(elements ? { elements: JSON.stringify(elements) } : {}),
    ...(regenerate ? { regenerate_step_id: regenerate } : {}),
  });
  const res = await client.raw('GET', `/api/v1/chat/stream?${query}`);
  expect(res.status).toBe(200);
  const events = [];
  for await (const m of readSse(res)) events.push(JSON.parse(m.data));
  expect(events.at(-1).type).toBe('done');
  const names = new Map<string, string>(
    events.filter((e) => e.type === 'tool_called').map((e) => [e.tool_called.id, e.tool_called.name]),
  );
  return {
    tools: events.filter((e) => e.type === 'tool_called').map((e) => e.tool_called.name as string),
    outputs: events
      .filter((e) => e.type === 'tool_output')
      .map((e) => ({
        name: names.get(e.tool_output.id) ?? '',
        output: e.tool_output.output,
        isError: e.tool_output.is_error,
      })),
    text: events
      .filter((e) => e.type === 'delta')
      .map((e) => e.delta)
      .join(''),
  };
}

/** The person's memories as the Knowledge page reads them, newest first. */
export const memoriesOf = async (client: TestClient) =>
  ((await client.gql('{ viewer { memories { content } } }')).data.viewer.memories as { content: string }[]).map(
    (m) => m.content,
  );
