/** A person's turns that call their MCP tools (api/src/mcp/), read over REST as the web app reads them. */
import { expect } from 'vitest';
import type { TestClient } from './app-client.js';
import { readSse } from './sse.js';

export type RunEvents = any[];

async function read(res: Response): Promise<RunEvents> {
  expect(res.status).toBe(200);
  const events: RunEvents = [];
  for await (const m of readSse(res)) events.push(JSON.parse(m.data));
  expect(events.at(-1)?.type).toBe('done');
  return events;
}

/** Sends a message and reads its answer to the end. */
export async function ask(client: TestClient, thread: string, input: string): Promise<RunEvents> {
  const query = new URLSearchParams({ thread_id: thread, input });
  return read(await client.raw('GET', `/api/v1/chat/stream?${query}`));
}

/** Follows the thread's latest answer from its start (a reload: a new connection), to its end. */
export async function follow(client: TestClient, thread: string): Promise<RunEvents> {
  return read(await client.raw('GET', `/api/v1/chat/stream?thread_id=${thread}&after_seq=0`));
}

/** The request an answer stopped for, as its events told it. */
export function approvalOf(events: RunEvents): string | null {
  const update = events.find(
    (e) => e.type === 'tool_status_update' && e.tool_status_update.status === 'awaiting_approval',
  );
  return update?.tool_status_update.approval_id ?? null;
}

export const text = (events: RunEvents) =>
  events
    .filter((e) => e.type === 'delta')
    .map((e) => e.delta)
    .join('');

export const outputs = (events: RunEvents) =>
  events.filter((e) => e.type === 'tool_output').map((e) => e.tool_output as { output: any; is_error: boolean });

export const decide = (client: TestClient, id: string, decision: string) =>
  client.request('POST', `/api/v1/tools/approvals/${id}/decision`, { json: { decision } });
