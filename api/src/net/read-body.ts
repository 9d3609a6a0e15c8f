/**
 * The last step of a safe fetch (api/src/net/safe-fetch.ts): what kind of document an answer is
 * (HTML, text or PDF, nothing else), and its body read under a byte cap that is counted as the bytes
 * arrive, after decompression, whatever Content-Length announced.
 */
import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { said } from '../words/said.js';
import { formatBytes, SafeFetchError } from './safe-fetch-error.js';

export type FetchKind = 'html' | 'text' | 'pdf';

/** The media types Duet reads, and what each is to the reader. */
const KINDS: Record<string, FetchKind> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
  'text/markdown': 'text',
  'text/x-markdown': 'text',
  'text/csv': 'text',
  'application/pdf': 'pdf',
};

/** What the Accept header asks for: the same list. */
export const ACCEPT = 'text/html, application/xhtml+xml, text/markdown, text/plain, text/csv, application/pdf;q=0.9';

export interface DocumentType {
  /** The media type without parameters, lower-cased: "text/html". */
  contentType: string;
  kind: FetchKind;
  /** The charset parameter, when the server named one. */
  charset: string | null;
}

/** Reads Content-Type; anything but HTML, text or PDF is refused before the body is read. */
export function documentType(header: string | undefined): DocumentType {
  const [media = '', ...params] = (header ?? '').split(';');
  const contentType = media.trim().toLowerCase();
  if (contentType === '') {
    throw new SafeFetchError(
      'unsupported_type',
      said(
        /*i18n*/ {
          id: 'error.net.type-unsaid',
          message: 'Duet reads web pages, text and PDF files, and this address did not say what it sends.',
        },
      ),
    );
  }
  const kind = KINDS[contentType];
  if (!kind) {
    throw new SafeFetchError(
      'unsupported_type',
      said(
        /*i18n*/ { id: 'error.net.unsupported-type', message: 'Duet reads web pages, text and PDF files, not {type}.' },
        { type: contentType },
      ),
    );
  }
  const charsetParam = params.map((p) => p.trim()).find((p) => /^charset=/i.test(p));
  const charset = charsetParam ? charsetParam.slice('charset='.length).replace(/^"|"$/g, '').trim() : null;
  return { contentType, kind, charset: charset || null };
}

/** The body as text in its declared charset (UTF-8 when none is named or the name is unknown). */
export function decodeText(bytes: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const tooLarge = (maxBytes: number) =>
  new SafeFetchError(
    'too_large',
    said(
      /*i18n*/ { id: 'error.net.page-too-large', message: 'The page is larger than {size}.' },
      { size: formatBytes(maxBytes) },
    ),
  );

/** The stream of the body's real bytes: the response itself, or it through a decompressor. */
function decoded(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decompress =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (decompress) {
    // pipeline destroys both when either fails or is destroyed: the errors reach the loop below.
    return pipeline(res, decompress, () => {});
  }
  if (encoding !== 'identity' && encoding !== '') {
    throw new SafeFetchError(
      'unsupported_encoding',
      said(
        /*i18n*/ { id: 'error.net.unsupported-encoding', message: 'Duet cannot read a page sent as {encoding}.' },
        { encoding },
      ),
    );
  }
  return res;
}

/**
 * Reads the whole body, refusing it as soon as it passes `maxBytes`: at once when Content-Length
 * says so, else when the count of bytes received (decompressed) does. The response is destroyed
 * whenever the body is not read to its end.
 */
export async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const announced = Number(res.headers['content-length']);
  const encoded = (res.headers['content-encoding'] ?? 'identity') !== 'identity';
  if (!encoded && Number.isFinite(announced) && announced > maxBytes) {
    res.destroy();
    throw tooLarge(maxBytes);
  }
  let source: Readable = res;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    source = decoded(res);
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(buffer);
    }
  } finally {
    if (!res.complete || source !== res) {
      source.destroy();
      res.destroy();
    }
  }
  return Buffer.concat(chunks, total);
}
