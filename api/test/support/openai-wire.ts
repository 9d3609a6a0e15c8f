/**
 * The OpenAI chat-completions wire format, as our test servers on 127.0.0.1 speak it
 * (scripted-openai.ts for the tests, scripted-model-server.ts for the eval).
 */
import type http from 'node:http';

/** One streamed chunk (`data: {…}`) of a chat completion. */
export const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'scripted',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

/** Whether a request was made with these instructions (a title, a judgement…): its system message starts with them. */
export function asksFor(body: Record<string, unknown>, instructions: string): boolean {
  const first = (body.messages as Array<{ role?: string; content?: unknown }> | undefined)?.[0];
  return first?.role === 'system' && typeof first.content === 'string' && first.content.startsWith(instructions);
}

/** A whole (not streamed) completion with this text. */
export function completion(res: http.ServerResponse, content: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-side',
      object: 'chat.completion',
      created: 1,
      model: 'scripted',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      // What a provider reports (api/test/usage-recording.test.ts reads it back).
      usage: { prompt_tokens: 11, completion_tokens: 3, total_tokens: 14 },
    }),
  );
}

/** An OpenAI-style error answer. */
export function failure(res: http.ServerResponse, status: number, message = 'scripted failure') {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'server_error' } }));
}

/** An embeddings answer: one vector per input, in order. */
export function embeddings(
  res: http.ServerResponse,
  model: unknown,
  input: string[],
  embed: (text: string) => number[],
) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      object: 'list',
      model,
      data: input.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
      usage: { prompt_tokens: input.length, total_tokens: input.length },
    }),
  );
}

/** The texts of an embeddings request (`input` is one string or a list). */
export const embeddingInput = (body: Record<string, unknown>): string[] =>
  typeof body.input === 'string' ? [body.input] : (body.input as string[]);

/** A streamed tool call: its name, then its arguments in two pieces, as real servers split them. */
export function writeToolCalls(
  res: http.ServerResponse,
  calls: ReadonlyArray<{ id: string; name: string; args: string }>,
) {
  for (const [index, call] of calls.entries()) {
    res.write(
      chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }),
    );
    for (const part of [call.args.slice(0, 5), call.args.slice(5)]) {
      res.write(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
    }
  }
  res.write(chunk({}, 'tool_calls'));
  res.end('data: [DONE]\n\n');
}

export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const c of req) body += c;
  return JSON.parse(body || '{}') as Record<string, unknown>;
}
