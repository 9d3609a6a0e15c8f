/**
 * Subscriptions over SSE (graphql-sse's distinct-connections mode at
 * /graphql) with one stage per event: the answer's events go from the run to
 * the response without Yoga's result pipeline.
 *
 * Yoga passes every event of a subscription through two mapAsyncIterator
 * layers (envelop's onNext hooks, Yoga's error mapping), its SSE processor and
 * a @whatwg-node ReadableStream read through a Node Readable: ~10 KB of
 * allocations and a dozen promises per event, half the garbage of a server
 * streaming 10,000 events a second (bench/RESULTS.md). Here the request still
 * goes through Yoga's envelop — its parser and validation cache, the token,
 * depth and cost limits, the context — and the subscription is set up as
 * Yoga's would be (graphql-js source stream, each event executed by
 * graphql-jit); then each event is one JSON string and one chunk.
 *
 * Anything else, and anything that goes wrong before the stream exists
 * (parse or validation errors, bad variables, a refused subscription setup),
 * is handed to Yoga unchanged, so errors keep Yoga's exact responses.
 */
import {
  getOperationAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../../context/context.js';
import { wellFormed } from '../../limits/well-formed.js';
import type { ServerContext } from '../graphql.js';
import { subscribeCompiled } from './jit-subscriptions.js';
import { inOperationSpan } from '../graphql-traces.js';
import type { Locale } from '../../../../common/locales.js';
import { errorsInLanguage } from '../graphql-said.js';

export interface Params {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  extensions?: Record<string, unknown>;
}

const HEADERS = {
  'content-type': 'text/event-stream',
  connection: 'keep-alive',
  'cache-control': 'no-cache',
  'content-encoding': 'none',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function paramsOf(value: unknown): Params | null {
  if (!isObject(value) || typeof value.query !== 'string') return null;
  const { query, variables, operationName, extensions } = value;
  if (variables != null && !isObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isObject(extensions)) return null;
  // Unpaired surrogates become U+FFFD, as in Yoga's own path (http/graphql.ts).
  return wellFormed({
    query,
    variables: (variables as Record<string, unknown> | null) ?? undefined,
    operationName: (operationName as string | null) ?? undefined,
    extensions: (extensions as Record<string, unknown> | null) ?? undefined,
  });
}

/** What to do with the request: a response, or the request (as it came) for Yoga. */
type Outcome = { response: Response } | { request: Request };

export interface SseSubscriptions {
  handle(request: Request, serverContext: ServerContext): Promise<Outcome>;
}

export function createSseSubscriptions(
  yoga: YogaServerInstance<ServerContext, Context>,
  options: {
    /** Yoga's error masking, for errors inside an event (none are expected). */
    maskError: (error: GraphQLError) => GraphQLError;
    /** A comment line keeps proxies from closing a quiet stream (Yoga: 12 s). */
    pingMs: number;
    /** The subscription's set-up in a span (http/graphql-traces.ts), with traces on. */
    traced?: boolean;
    /**
     * Charges the subscription to the request allowance (http/graphql-allowance.ts): the
     * extensions its first event carries, or null when it is refused (Yoga answers the refusal).
     */
    admit?: (ctx: Context, schema: GraphQLSchema, document: DocumentNode, params: Params) => Promise<object | null>;
  },
): SseSubscriptions {
  const encoder = new TextEncoder();
  const PING = encoder.encode(':\n\n');
  const COMPLETE = encoder.encode('event: complete\ndata:\n\n');

  const frame = (result: ExecutionResult, extensions: object | null, locale: Locale) => {
    let body: ExecutionResult = result.errors
      ? errorsInLanguage({ ...result, errors: result.errors.map((e) => options.maskError(e)) }, locale)
      : result;
    if (extensions) body = { ...body, extensions: { ...body.extensions, ...extensions } };
    return encoder.encode(`event: next\ndata: ${JSON.stringify(body)}\n\n`);
  };

  async function readParams(request: Request): Promise<{ params: Params | null; forYoga: () => Request }> {
    if (request.method === 'GET') {
      const url = new URL(request.url);
      const json = (name: string) => {
        const raw = url.searchParams.get(name);
        if (raw === null) return undefined;
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          return Symbol.for('invalid');
        }
      };
      return {
        forYoga: () => request,
        params: paramsOf({
          query: url.searchParams.get('query'),
          variables: json('variables'),
          operationName: url.searchParams.get('operationName') ?? undefined,
          extensions: json('extensions'),
        }),
      };
    }
    if (request.method !== 'POST' || !request.headers.get('content-type')?.includes('application/json')) {
      return { forYoga: () => request, params: null };
    }
    // The body can be read once: if Yoga has to answer, it gets a copy of the request.
    const text = await request.text();
    const forYoga = () =>
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: text,
        signal: request.signal,
      });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { forYoga, params: null };
    }
    return { forYoga, params: paramsOf(parsed) };
  }

  return {
    async handle(request, serverContext) {
      if (!request.headers.get('accept')?.includes('text/event-stream')) return { request };
      const read = await readParams(request);
      const { params } = read;
      if (!params) return { request: read.forYoga() };

      const enveloped = yoga.getEnveloped({ ...serverContext, request, params } as never);
      let document;
      try {
        document = enveloped.parse(params.query);
      } catch {
        return { request: read.forYoga() };
      }
      if (enveloped.validate(enveloped.schema, document).length > 0) return { request: read.forYoga() };
      if (getOperationAST(document, params.operationName)?.operation !== 'subscription') {
        return { request: read.forYoga() };
      }
      let extensions = options.admit
        ? await options.admit(serverContext.ctx, enveloped.schema, document, params)
        : null;
      if (options.admit && !extensions) return { request: read.forYoga() };
      let subscribed: Awaited<ReturnType<typeof subscribeCompiled>>;
      const subscribe = async () =>
        subscribeCompiled({
          schema: enveloped.schema,
          document,
          contextValue: await enveloped.contextFactory(),
          variableValues: params.variables,
          operationName: params.operationName,
        });
      try {
        // The answer's run starts here (sendMessage): in this span, its spans are in the same trace.
        subscribed = await (options.traced ? inOperationSpan(document, params.operationName, subscribe) : subscribe());
      } catch {
        // Not an error a resolver reports (those come back as results): Yoga answers it, masked.
        return { request: read.forYoga() };
      }
      let iterator: AsyncIterator<ExecutionResult>;
      if (Symbol.asyncIterator in subscribed) iterator = subscribed[Symbol.asyncIterator]();
      else if (subscribed.errors?.some((e) => e.path !== undefined)) {
        // The subscribe resolver ran and failed: answer here (Yoga would run it again), as Yoga does.
        let sent = false;
        iterator = {
          next: async () =>
            sent ? { done: true, value: undefined } : ((sent = true), { done: false, value: subscribed }),
        };
      } else {
        // Not started and no resolver ran (e.g. variables of the wrong type): Yoga answers it.
        return { request: read.forYoga() };
      }

      let ping: NodeJS.Timeout | undefined;
      const stop = () => clearInterval(ping);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          // Some browsers hold the response until its first bytes.
          controller.enqueue(PING);
          ping = setInterval(() => {
            if ((controller.desiredSize ?? 0) > 0) controller.enqueue(PING);
          }, options.pingMs);
        },
        async pull(controller) {
          try {
            const next = await iterator.next();
            if (next.done) {
              stop();
              controller.enqueue(COMPLETE);
              controller.close();
              return;
            }
            controller.enqueue(frame(next.value, extensions, serverContext.ctx.locale));
            extensions = null;
          } catch (error) {
            stop();
            controller.error(error);
          }
        },
        async cancel() {
          stop();
          await iterator.return?.();
        },
      });
      return { response: new Response(stream, { status: 200, headers: HEADERS }) };
    },
  };
}
