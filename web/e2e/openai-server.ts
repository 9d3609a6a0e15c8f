/**
 * A real OpenAI-compatible server on 127.0.0.1 for the AI models journey: it lists its models,
 * wants its key (401 otherwise), answers each chat completion with "Hello from <model>." (streamed
 * or not) and makes small vectors for embeddings. It keeps the models each completion asked for.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startOpenAIServer(options: { key: string; models: string[] }) {
  const asked: string[] = [];
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as { model?: string; stream?: boolean; input?: string | string[] }) : {};
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `Bearer ${options.key}`) {
      json(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      return;
    }
    if (req.url?.endsWith('/models')) {
      json(200, { object: 'list', data: options.models.map((id) => ({ id, object: 'model' })) });
      return;
    }
    if (req.url?.endsWith('/embeddings')) {
      const inputs = Array.isArray(body.input) ? body.input : [body.input ?? ''];
      const data = inputs.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: [text.length % 7, 1, (text.charCodeAt(0) || 0) % 5],
      }));
      json(200, { object: 'list', model: body.model, data, usage: { prompt_tokens: 1, total_tokens: 1 } });
      return;
    }
    const model = String(body.model);
    if (!options.models.includes(model)) {
      json(404, { error: { message: `The model \`${model}\` does not exist` } });
      return;
    }
    asked.push(model);
    const text = `Hello from ${model}.`;
    if (!body.stream) {
      json(200, {
        id: 'c',
        object: 'chat.completion',
        created: 1,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const word of text.split(/(?<= )/)) res.write(chunk({ content: word }));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** The model of each chat completion, in order. */
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
