/** Reads server-sent events from a fetch Response, as a browser's EventSource would. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

export async function* readSse(response: Response): AsyncGenerator<SseMessage> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const msg: SseMessage = { event: 'message', data: '' };
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') msg.event = val;
          else if (field === 'data') data.push(val);
          else if (field === 'id') msg.id = val;
        }
        msg.data = data.join('\n');
        if (data.length > 0 || msg.event !== 'message') yield msg;
      }
    }
  } finally {
    // Stop reading without cancelling: a client that goes away aborts its request
    // (the server then ends the stream), as a browser does when a page closes.
    reader.releaseLock();
  }
}

export async function collectSse(response: Response, until?: (m: SseMessage) => boolean): Promise<SseMessage[]> {
  const out: SseMessage[] = [];
  for await (const m of readSse(response)) {
    out.push(m);
    if (until?.(m)) break;
  }
  return out;
}
