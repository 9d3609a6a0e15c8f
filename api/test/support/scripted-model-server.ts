/**
 * An OpenAI-compatible server on 127.0.0.1 whose chat model is the tests' scripted one
 * (scripted-model.ts): chat completions (streamed or not, with tool calls) are answered by its
 * rules, which read only the tools a request offers and the tool results it carries; the
 * judgements Duet asks for as structured output (memories, stories, facts, titles, summaries) by
 * the rules the local provider uses for them; embeddings by the local embedding. The eval runs
 * against it (`npm run eval -- --scripted`), so the whole OpenAI-compatible path (HTTP, streaming,
 * tool calls, JSON schemas, embeddings) is exercised offline: its scores say what our side does with
 * a model that only quotes what its tools found, not how good any model is.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV4Prompt, LanguageModelV4FunctionTool } from '@ai-sdk/provider';
import { FACT_INSTRUCTIONS } from '../../src/agent/fact-picking.js';
import { LocalLanguageModel, textChunks } from '../../src/agent/local/local-model.js';
import { FORGET_INSTRUCTIONS, JUDGE_INSTRUCTIONS } from '../../src/agent/memory-judgements.js';
import { SUMMARY_INSTRUCTIONS } from '../../src/agent/providers.js';
import { STORY_INSTRUCTIONS } from '../../src/agent/story-reading.js';
import { localTitle, TITLE_INSTRUCTIONS } from '../../src/agent/titles.js';
import type { KnownFact } from '../../src/agent/ports.js';
import { ruleForget, ruleJudge } from '../../src/memories/memory-judge.js';
import { localEmbedding } from '../../src/recall/local-embedding.js';
import { readStoriesByRules } from '../../src/agent/local/story-rules.js';
import { scriptedPolicy } from './scripted-model.js';
import {
  asksFor,
  chunk,
  completion,
  embeddingInput,
  embeddings,
  failure,
  readJson,
  writeToolCalls,
} from './openai-wire.js';

interface WireMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content?: string | Array<{ type: string; text?: string }> | null;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

const textOf = (content: WireMessage['content']) =>
  typeof content === 'string'
    ? content
    : (content ?? []).map((p) => (p.type === 'text' ? (p.text ?? '') : '')).join('');

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The chat-completions messages as the AI SDK's LanguageModelV4 prompt (what the local model reads). */
export function promptOf(messages: readonly WireMessage[]): LanguageModelV4Prompt {
  const toolNames = new Map<string, string>();
  return messages.map((m): LanguageModelV4Prompt[number] => {
    if (m.role === 'system') return { role: 'system', content: textOf(m.content) };
    if (m.role === 'user') return { role: 'user', content: [{ type: 'text', text: textOf(m.content) }] };
    if (m.role === 'assistant') {
      const calls = (m.tool_calls ?? []).map((c) => {
        toolNames.set(c.id, c.function.name);
        return {
          type: 'tool-call' as const,
          toolCallId: c.id,
          toolName: c.function.name,
          input: parsed(c.function.arguments),
        };
      });
      return { role: 'assistant', content: [{ type: 'text', text: textOf(m.content) }, ...calls] };
    }
    const value = parsed(textOf(m.content));
    return {
      role: 'tool',
      content: [
        {
          type: 'tool-result',
          toolCallId: m.tool_call_id ?? '',
          toolName: toolNames.get(m.tool_call_id ?? '') ?? '',
          output: typeof value === 'string' ? { type: 'text', value } : { type: 'json', value: value as never },
        },
      ],
    };
  });
}

/** "1. text" or "1: text" lines, as the judgement prompts number what they show. */
const numbered = (block: string): KnownFact[] =>
  [...block.matchAll(/^(\d+)[.:] (.*)$/gm)].map((m) => ({ id: m[1]!, content: m[2]! }));

/** The structured answers Duet asks for, given by the local provider's rules; null: not such a request. */
async function judgement(body: Record<string, unknown>): Promise<unknown> {
  const prompt = textOf((body.messages as WireMessage[])[1]?.content);
  if (asksFor(body, JUDGE_INSTRUCTIONS)) {
    const [, fact = '', list = ''] = /^New fact: ([\s\S]*?)\n\nMemories:\n([\s\S]*)$/.exec(prompt) ?? [];
    const verdict = await ruleJudge(fact, numbered(list));
    return verdict.action === 'add'
      ? { action: 'add', memory: null }
      : { action: verdict.action, memory: Number(verdict.id) };
  }
  if (asksFor(body, FORGET_INSTRUCTIONS)) {
    const [, about = '', list = ''] = /^Forget: ([\s\S]*?)\n\nMemories:\n([\s\S]*)$/.exec(prompt) ?? [];
    return { memories: (await ruleForget(about, numbered(list))).map(Number) };
  }
  if (asksFor(body, STORY_INSTRUCTIONS)) {
    const stories = prompt.split(/\n\n(?=Story \d+:\n)/).map((s) => {
      const [, n = '0', content = ''] = /^Story (\d+):\n([\s\S]*)$/.exec(s) ?? [];
      return { id: n, content };
    });
    const found = readStoriesByRules(stories);
    const cite = (list: typeof found.interests) => list.map((f) => ({ value: f.value, story: Number(f.storyId) }));
    return {
      interests: cite(found.interests),
      skills: cite(found.skills),
      achievements: cite(found.achievements),
      bio: found.bio ? { value: found.bio.value, story: Number(found.bio.storyId) } : null,
    };
  }
  if (asksFor(body, FACT_INSTRUCTIONS)) {
    // The local provider keeps every statement its rules gathered, as written.
    return { facts: numbered(prompt).map((f) => ({ statement: Number(f.id), fact: f.content })) };
  }
  return null;
}

export interface ScriptedModelServer {
  baseUrl: string;
  /** Duet's settings to use this server as its OpenAI-compatible provider. */
  env: Record<string, string>;
  /** Requests answered, by kind. */
  counts: { chat: number; structured: number; embeddings: number };
  close(): Promise<void>;
}

export async function startScriptedModelServer(): Promise<ScriptedModelServer> {
  const model = new LocalLanguageModel({ modelId: 'scripted-over-http', chunkDelayMs: 0, decide: scriptedPolicy });
  const counts = { chat: 0, structured: 0, embeddings: 0 };
  const server = http.createServer(async (req, res) => {
    try {
      const body = await readJson(req);
      if (req.url?.endsWith('/embeddings')) {
        counts.embeddings++;
        embeddings(res, body.model, embeddingInput(body), localEmbedding);
        return;
      }
      if (!req.url?.endsWith('/chat/completions')) return failure(res, 404, `no route ${req.url}`);
      if (asksFor(body, TITLE_INSTRUCTIONS)) {
        counts.structured++;
        const user =
          /^User: ([\s\S]*?)\n\nAssistant:/.exec(textOf((body.messages as WireMessage[])[1]?.content))?.[1] ?? '';
        return completion(res, localTitle(user) ?? 'Conversation');
      }
      if (asksFor(body, SUMMARY_INSTRUCTIONS)) {
        // The local provider's summary keeps the start of the transcript; so does this one.
        counts.structured++;
        return completion(
          res,
          textOf((body.messages as WireMessage[])[1]?.content)
            .split('\n')
            .slice(0, 10)
            .join('\n'),
        );
      }
      const structured = await judgement(body);
      if (structured !== null) {
        counts.structured++;
        return completion(res, JSON.stringify(structured));
      }
      counts.chat++;
      const tools = (
        (body.tools as Array<{ function: { name: string; description?: string; parameters: object } }>) ?? []
      ).map((t): LanguageModelV4FunctionTool => ({
        type: 'function',
        name: t.function.name,
        description: t.function.description,
        inputSchema: t.function.parameters,
      }));
      const result = await model.doGenerate({ prompt: promptOf(body.messages as WireMessage[]), tools });
      const calls = result.content.flatMap((c) =>
        c.type === 'tool-call' ? [{ id: c.toolCallId, name: c.toolName, args: c.input }] : [],
      );
      const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
      if (body.stream !== true) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-local',
            object: 'chat.completion',
            created: 1,
            model: body.model,
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  content: text || null,
                  ...(calls.length
                    ? {
                        tool_calls: calls.map((c) => ({
                          id: c.id,
                          type: 'function',
                          function: { name: c.name, arguments: c.args },
                        })),
                      }
                    : {}),
                },
                finish_reason: calls.length ? 'tool_calls' : 'stop',
              },
            ],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      if (calls.length) return writeToolCalls(res, calls);
      for (const piece of textChunks(text, 3)) res.write(chunk({ content: piece }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    } catch (error) {
      if (!res.headersSent) failure(res, 500, error instanceof Error ? error.message : String(error));
      else res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return {
    baseUrl,
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'eval',
      AI_MODEL: 'scripted-over-http',
      AI_EMBEDDING_MODEL: 'duet-local-embed-2',
      AI_MAX_RETRIES: '0',
    },
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
