/**
 * Elements attached to a message (docs/product.md §5): text needs content (warning
 * above 10,000 characters), file needs file_path or url (warning above
 * 100 MB), tool_call needs a name. Files may name an upload of the sender.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { SqlExec } from '../db/hot-writes/index.js';
import { statements, type Params } from '../db/typed-sql/statement.js';
import { ValidationError } from '../errors/domain-errors.js';
import type { Actor } from './actor.js';
import { said } from '../words/said.js';

export const TEXT_WARNING_CHARS = 10_000;
export const FILE_WARNING_BYTES = 100 * 1024 * 1024;

const element = z
  .object({
    type: z.enum(['text', 'file', 'tool_call', 'other'], {
      error: 'element type must be text, file, tool_call or other',
    }),
    name: z.string().max(255).nullish(),
    content: z.string().max(100_000, 'element content cannot be more than 100,000 characters').nullish(),
    url: z.string().max(2048).nullish(),
    file_path: z.string().max(1024).nullish(),
    mime_type: z.string().max(255).nullish(),
    file_size: z.number().int().nonnegative().nullish(),
    upload_id: z.string().max(64).nullish(),
    properties: z.record(z.string(), z.unknown()).nullish(),
  })
  .superRefine((e, ctx) => {
    if (e.type === 'text' && !e.content)
      ctx.addIssue({ code: 'custom', message: 'A text element needs content', path: ['content'] });
    if (e.type === 'file' && !e.url && !e.file_path && !e.upload_id)
      ctx.addIssue({ code: 'custom', message: 'A file element needs a file_path or a url', path: ['url'] });
    if (e.type === 'tool_call' && !e.name)
      ctx.addIssue({ code: 'custom', message: 'A tool call element needs a name', path: ['name'] });
  });

export const elementsRule = z
  .array(element)
  .max(20, said(/*i18n*/ { id: 'error.chat.too-many-elements', message: 'At most 20 elements per message' }));
export type ElementInput = z.output<typeof element>;

export interface ElementCreate {
  position: number;
  elementType: string;
  name: string | null;
  content: string | null;
  url: string | null;
  filePath: string | null;
  mimeType: string | null;
  fileSize: number | null;
  uploadId: string | null;
  properties: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** Resolves uploads (the sender's own only) and records the docs/product.md §5 warnings in metadata. */
export async function prepareElements(db: Db, actor: Actor, input: ElementInput[]): Promise<ElementCreate[]> {
  const out: ElementCreate[] = [];
  for (const [position, e] of input.entries()) {
    let { url, file_path: filePath, mime_type: mimeType, file_size: fileSize, name } = e;
    if (e.upload_id) {
      const upload = await db.upload.findUnique({ where: { id: e.upload_id } });
      const mine =
        upload &&
        ((actor.userId && upload.userId === actor.userId) || (actor.anonId && upload.anonId === actor.anonId));
      if (!mine) {
        throw ValidationError.of(
          `elements.${position}.upload_id`,
          said(/*i18n*/ { id: 'error.chat.unknown-upload', message: 'Unknown upload' }),
        );
      }
      url = `/api/v1/upload/files/${upload.id}`;
      mimeType = upload.mimeType;
      fileSize = upload.size;
      name ??= upload.originalName;
      filePath = null;
    }
    const warnings: string[] = [];
    if (e.type === 'text' && (e.content?.length ?? 0) > TEXT_WARNING_CHARS)
      warnings.push('text above 10,000 characters');
    if (e.type === 'file' && (fileSize ?? 0) > FILE_WARNING_BYTES) warnings.push('file above 100 MB');
    out.push({
      position,
      elementType: e.type,
      name: name ?? null,
      content: e.content ?? null,
      url: url ?? null,
      filePath: filePath ?? null,
      mimeType: mimeType ?? null,
      fileSize: fileSize ?? null,
      uploadId: e.upload_id ?? null,
      properties: { ...(e.properties ?? {}), ...(name ? { filename: name } : {}) },
      metadata: warnings.length ? { warnings } : {},
    });
  }
  return out;
}

/** An element as the hot writes insert it (a message's attachments, an answer's tool calls). */
export type ElementInsert = Omit<ElementCreate, 'properties' | 'metadata'> & {
  id: string;
  stepId: string;
  /** JSON text. */
  properties: string;
  metadata: string;
  createdAt: Date;
};

/** Element rows of `n` elements, in one INSERT. */
const insertElementRows = statements((qb, p: Params<{ rows: readonly ElementInsert[] }>, n: number) =>
  qb.insertInto('Element').values(
    Array.from({ length: n }, (_, i) => ({
      id: p.field('rows', i, 'id'),
      stepId: p.field('rows', i, 'stepId'),
      position: p.field('rows', i, 'position'),
      elementType: p.field('rows', i, 'elementType'),
      name: p.field('rows', i, 'name'),
      content: p.field('rows', i, 'content'),
      url: p.field('rows', i, 'url'),
      filePath: p.field('rows', i, 'filePath'),
      mimeType: p.field('rows', i, 'mimeType'),
      fileSize: p.field('rows', i, 'fileSize'),
      uploadId: p.field('rows', i, 'uploadId'),
      properties: p.field('rows', i, 'properties'),
      metadata: p.field('rows', i, 'metadata'),
      createdAt: p.field('rows', i, 'createdAt'),
    })),
  ),
);

/** An element to add to a step: what is not given is empty. */
export type NewElement = Partial<ElementCreate> & Pick<ElementCreate, 'position' | 'elementType'> & { stepId: string };

/** Writes elements to their steps, inside a hot write's transaction (db/hot-writes/). */
export async function insertElements(exec: SqlExec, elements: readonly NewElement[], now: Date) {
  if (elements.length === 0) return;
  const rows = elements.map((e): ElementInsert => ({
    id: randomUUID(),
    stepId: e.stepId,
    position: e.position,
    elementType: e.elementType,
    name: e.name ?? null,
    content: e.content ?? null,
    url: e.url ?? null,
    filePath: e.filePath ?? null,
    mimeType: e.mimeType ?? null,
    fileSize: e.fileSize ?? null,
    uploadId: e.uploadId ?? null,
    properties: JSON.stringify(e.properties ?? {}),
    metadata: JSON.stringify(e.metadata ?? {}),
    createdAt: now,
  }));
  await exec.run(insertElementRows(rows.length), { rows });
}
