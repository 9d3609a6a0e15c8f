/**
 * The wire: one POST over node:http with keep-alive, its response read as server-sent events in
 * place, and the SDK's errors (APICallError, with its message and retry flag) when it fails.
 */
import http from 'node:http';
import https from 'node:https';
import { APICallError } from '@ai-sdk/provider';
import { isObject } from './chunk-mapper.js';

/** Keep-alive agents: one TCP connection per concurrent answer, reused by the next. */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** An error body ({ error: { message } } as OpenAI sends it) as the SDK's APICallError. */
export function apiError(
  url: string,
  body: unknown,
  status: number,
  statusText: string,
  headers: Record<string, string>,
  text: string,
) {
  let message = statusText || `HTTP ${status}`;
  let data: unknown;
  try {
    data = JSON.parse(text);
    if (isObject(data) && isObject(data.error) && typeof data.error.message === 'string') message = data.error.message;
  } catch {
    data = undefined;
  }
  return new APICallError({
    message,
    url,
    requestBodyValues: body,
    statusCode: status,
    responseHeaders: headers,
    responseBody: text,
    data,
  });
}

/**
 * Server-sent events parsed in place: `data:` lines are joined, a blank line
 * ends an event; other fields and comments are ignored (what the chat
 * completions stream uses of the format).
 */
export class SseLines {
  private buffer = '';
  private data: string | null = null;
  constructor(private readonly onData: (data: string) => void) {}

  push(text: string) {
    const buffer = this.buffer + text;
    let start = 0;
    for (;;) {
      const nl = buffer.indexOf('\n', start);
      if (nl < 0) break;
      const end = nl > start && buffer.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      if (end === start) {
        if (this.data !== null) {
          const data = this.data;
          this.data = null;
          this.onData(data);
        }
      } else if (buffer.startsWith('data:', start)) {
        const from = buffer.charCodeAt(start + 5) === 32 ? start + 6 : start + 5;
        const value = buffer.slice(from, end);
        this.data = this.data === null ? value : `${this.data}\n${value}`;
      }
      start = nl + 1;
    }
    this.buffer = start === 0 ? buffer : buffer.slice(start);
  }
}

/** POSTs the body; resolves with the response (any status), rejects as the SDK does when the server cannot be reached. */
export function send(url: URL, headers: Record<string, string>, body: unknown, signal: AbortSignal | undefined) {
  // No closure here holds the payload or the body: the request object lives as long as the
  // answer streams, and so would they (~10 KB of prompt per live answer).
  const payload = JSON.stringify(body);
  const req = (url.protocol === 'https:' ? https : http).request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
    agent: agents[url.protocol as 'http:' | 'https:'],
    signal,
  });
  const response = responseOf(req, url.href, signal);
  req.end(payload);
  return response;
}

function responseOf(req: http.ClientRequest, url: string, signal: AbortSignal | undefined) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const onError = (error: Error) => {
      if (signal?.aborted) reject(signal.reason);
      else
        reject(
          new APICallError({
            message: `Cannot connect to API: ${error.message}`,
            cause: error,
            url,
            requestBodyValues: undefined,
            isRetryable: true,
          }),
        );
    };
    req.on('error', onError);
    req.on('response', (response) => {
      // From here on the response reports failures (see doStream).
      req.off('error', onError);
      req.on('error', () => undefined);
      resolve(response);
    });
  });
}
