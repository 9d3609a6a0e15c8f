/**
 * Checks real REST answers against the OpenAPI document Duet serves (api/src/rest/openapi/): the
 * answer's status must be one the operation documents (or its `default`), and a JSON body must
 * validate against that response's schema (JSON Schema 2020-12, by Ajv). Remembers which
 * operations were seen answering, so a test can say what it covered.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { App } from '../../src/app.js';
import { TestClient, type Answer } from './app-client.js';

type Json = Record<string, any>;

export class DocumentedAnswers {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: Array<{ path: string; pattern: RegExp; params: number }>;
  /** "GET /chat/threads/{id}" → the statuses seen, each checked. */
  readonly seen = new Map<string, Set<number>>();

  constructor(private readonly doc: Json) {
    this.templates = Object.keys(doc.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
      }))
      // A path without a parameter wins (/chat/threads/search before /chat/threads/{id}), as in the router.
      .sort((a, b) => a.params - b.params);
  }

  /** The operation's path in the document for a request's URL (/api/v1/… with its query). */
  operationOf(method: string, url: string): string {
    const path = new URL(url, 'http://duet.test').pathname.replace(/^\/api\/v1/, '') || '/';
    const template = this.templates.find((t) => t.pattern.test(path) && this.doc.paths[t.path][method.toLowerCase()]);
    if (!template) throw new Error(`${method} ${path} is in no operation of the document`);
    return `${method.toUpperCase()} ${template.path}`;
  }

  /** Throws unless the answer is one the document describes for this request. */
  check(method: string, url: string, answer: Pick<Answer, 'status' | 'headers' | 'body'>): void {
    const key = this.operationOf(method, url);
    const [, path] = key.split(' ') as [string, string];
    const op = this.doc.paths[path][method.toLowerCase()];
    const documented = op.responses[String(answer.status)] ?? op.responses.default;
    if (!op.responses[String(answer.status)] && answer.status < 500) {
      throw new Error(`${key} answered ${answer.status}, which the document does not list`);
    }
    const response = documented.$ref ? this.resolve(documented.$ref) : documented;
    const type = answer.headers.get('content-type')?.split(';')[0] ?? null;
    const content = response.content ?? {};
    if (type === null || Object.keys(content).length === 0) {
      if (Object.keys(content).length > 0) throw new Error(`${key} ${answer.status}: no content type`);
    } else {
      // A range (*/*, image/*) documents every type in it.
      const media = [type, `${type.split('/')[0]}/*`, '*/*'].find((m) => content[m]);
      if (!media) throw new Error(`${key} ${answer.status}: ${type} is not documented`);
      if (type === 'application/json' && content[media].schema) {
        const validate = this.validator(`${key} ${answer.status}`, content[media].schema);
        if (!validate(answer.body)) {
          throw new Error(
            `${key} ${answer.status} does not match its schema: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 2000)}`,
          );
        }
      }
    }
    const statuses = this.seen.get(key) ?? new Set<number>();
    statuses.add(answer.status);
    this.seen.set(key, statuses);
  }

  /** Every operation of the document, as "METHOD /path". */
  operations(): string[] {
    return Object.entries(this.doc.paths).flatMap(([path, item]) =>
      Object.keys(item as Json).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  private resolve(ref: string): Json {
    return ref
      .slice(2)
      .split('/')
      .reduce((node: Json, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')], this.doc);
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      // The schema's references (#/components/schemas/…) resolve in the document's components.
      validate = this.ajv.compile({ ...schema, components: this.doc.components });
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/**
 * A client whose every answer is checked against the document: `call` sends a request as the
 * TestClient does and returns its answer once it passed.
 */
export function checkedClient(client: TestClient, answers: DocumentedAnswers) {
  const call = async (
    method: string,
    url: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const answer = await client.request(method, url, init);
    answers.check(method, url, answer);
    return answer;
  };
  return {
    call,
    get: (url: string) => call('GET', url),
    post: (url: string, json: unknown = {}) => call('POST', url, { json }),
    put: (url: string, json: unknown = {}) => call('PUT', url, { json }),
    patch: (url: string, json: unknown = {}) => call('PATCH', url, { json }),
    delete: (url: string, json?: unknown) => call('DELETE', url, json === undefined ? {} : { json }),
    client,
  };
}

/** The app served on 127.0.0.1, and clients that talk to it over real HTTP as TestClient does in-process. */
export async function servedOverHttp(app: App) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.hono.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const overHttp = {
    fetch: (request: Request) => {
      const url = new URL(request.url);
      return fetch(`${base}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        duplex: 'half',
      } as RequestInit);
    },
  } as App;
  return {
    base,
    client: () => new TestClient(overHttp),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
