/**
 * Who may talk to a twin (docs/product.md §11): everyone, signed-in people only, or nobody (the
 * public page stays visible; the twin is off). The owner also sets how many messages a day each
 * anonymous visitor may send, within the server's maximum (TWIN_QUOTA_ANON), how strictly the
 * twin keeps to the words of the public facts, who it speaks as, and whether visitors may talk to
 * it by voice (off by default: twin/voice-chat.ts).
 */
import { z } from 'zod';
import type { Actor } from '../chat/actor.js';
import type { Db } from '../db/client.js';
import { ForbiddenError, NotFoundError } from '../errors/domain-errors.js';
import { nameVisitorsKnow } from '../profile/profile-rules.js';
import { said } from '../words/said.js';
import { PROFILE_NOT_FOUND } from '../errors/shared-sentences.js';

export const TWIN_ACCESS = ['everyone', 'signed_in', 'nobody'] as const;
export type TwinAccessMode = (typeof TWIN_ACCESS)[number];
/** How the twin words the public facts: strict, as written; adaptive, phrased and combined (nothing added). */
export const TWIN_STYLES = ['strict', 'adaptive'] as const;
export type TwinStyle = (typeof TWIN_STYLES)[number];
/** Who the twin speaks as: third, about the owner ("Maya builds apps"); first, as them ("I build apps"). */
export const TWIN_VOICES = ['third', 'first'] as const;
export type TwinVoice = (typeof TWIN_VOICES)[number];

export interface TwinAccessSettings {
  mode: TwinAccessMode;
  /** The owner's limit; null: the server's maximum. */
  anonymousDailyLimit: number | null;
  style: TwinStyle;
  voice: TwinVoice;
  /** Visitors may talk by voice (recordings written down, answers read aloud, at the owner's cost). */
  voiceChat: boolean;
}

export const twinAccessOf = (row: {
  twinAccess: string;
  twinAnonymousDailyLimit: number | null;
  twinStyle: string;
  twinVoice: string;
  twinVoiceChat: boolean;
}): TwinAccessSettings => ({
  mode: (TWIN_ACCESS as readonly string[]).includes(row.twinAccess) ? (row.twinAccess as TwinAccessMode) : 'everyone',
  anonymousDailyLimit: row.twinAnonymousDailyLimit,
  style: row.twinStyle === 'strict' ? 'strict' : 'adaptive',
  voice: row.twinVoice === 'first' ? 'first' : 'third',
  voiceChat: row.twinVoiceChat,
});

/** The daily limit that applies to each anonymous visitor: the owner's, never above the server's. */
export const anonymousLimit = (settings: TwinAccessSettings, serverMax: number) =>
  Math.min(serverMax, settings.anonymousDailyLimit ?? serverMax);

/** The twin does not take this visitor's messages: it is off, or it talks to signed-in people only. */
export class TwinClosedError extends ForbiddenError {
  constructor(
    readonly reason: 'twin_off' | 'sign_in_required',
    name: string,
  ) {
    super(
      reason === 'twin_off'
        ? said(
            /*i18n*/ { id: 'error.twin.closed', message: "{name}'s twin is not taking conversations right now." },
            {
              name,
            },
          )
        : said(
            /*i18n*/ {
              id: 'error.twin.signed-in-only',
              message: "{name}'s twin talks with signed-in people only. Sign in to chat.",
            },
            { name },
          ),
    );
    this.name = 'TwinClosedError';
  }
}

/** Throws when the owner's setting keeps this visitor out (the owner may always talk to their own twin). */
export function assertMayTalk(settings: TwinAccessSettings, actor: Actor, ownerId: string, name: string): void {
  if (actor.userId === ownerId) return;
  if (settings.mode === 'nobody') throw new TwinClosedError('twin_off', name);
  if (settings.mode === 'signed_in' && !actor.userId) throw new TwinClosedError('sign_in_required', name);
}

/** The owner's setting and the name visitors know them by. */
export async function loadTwinAccess(
  db: Pick<Db, 'profile'>,
  ownerId: string,
): Promise<{ settings: TwinAccessSettings; name: string }> {
  const row = await db.profile.findUnique({
    where: { userId: ownerId },
    select: {
      twinAccess: true,
      twinAnonymousDailyLimit: true,
      twinStyle: true,
      twinVoice: true,
      twinVoiceChat: true,
      user: { select: { username: true, displayName: true } },
    },
  });
  if (!row)
    return {
      settings: { mode: 'everyone', anonymousDailyLimit: null, style: 'adaptive', voice: 'third', voiceChat: false },
      name: said(/*i18n*/ { id: 'error.twin.this-person', message: 'This person' }),
    };
  return { settings: twinAccessOf(row), name: nameVisitorsKnow(row.user) };
}

const DAILY_LIMIT_WHOLE = said(
  /*i18n*/ {
    id: 'error.twin.daily-limit-whole-number',
    message: 'The daily limit must be a whole number',
  },
);

/** A change to who may talk to the twin and how it answers; `serverMax` caps the daily limit. */
export const twinAccessInput = (serverMax: number) =>
  z
    .object({
      mode: z.enum(TWIN_ACCESS, { error: 'Choose everyone, signed_in or nobody' }).optional(),
      anonymousDailyLimit: z
        .number({ error: DAILY_LIMIT_WHOLE })
        .int(DAILY_LIMIT_WHOLE)
        .min(0, said(/*i18n*/ { id: 'error.twin.daily-limit-negative', message: 'The daily limit cannot be negative' }))
        .max(
          serverMax,
          said(
            /*i18n*/ { id: 'error.twin.daily-limit-too-high', message: 'The daily limit can be at most {max}' },
            {
              max: serverMax,
            },
          ),
        )
        .nullable()
        .optional(),
      style: z.enum(TWIN_STYLES, { error: 'Choose strict or adaptive' }).optional(),
      voice: z.enum(TWIN_VOICES, { error: 'Choose first or third' }).optional(),
      voiceChat: z.boolean({ error: 'Voice chat is on (true) or off (false)' }).optional(),
    })
    .strict();

export type TwinAccessInput = z.output<ReturnType<typeof twinAccessInput>>;

/** Saves who may talk to the twin; fields left out stay as they are. */
export async function updateTwinAccess(db: Db, ownerId: string, input: TwinAccessInput): Promise<TwinAccessSettings> {
  const found = await db.profile.findUnique({ where: { userId: ownerId }, select: { id: true } });
  if (!found) throw new NotFoundError(PROFILE_NOT_FOUND);
  const row = await db.profile.update({
    where: { userId: ownerId },
    data: {
      ...(input.mode !== undefined ? { twinAccess: input.mode } : {}),
      ...(input.anonymousDailyLimit !== undefined ? { twinAnonymousDailyLimit: input.anonymousDailyLimit } : {}),
      ...(input.style !== undefined ? { twinStyle: input.style } : {}),
      ...(input.voice !== undefined ? { twinVoice: input.voice } : {}),
      ...(input.voiceChat !== undefined ? { twinVoiceChat: input.voiceChat } : {}),
    },
    select: {
      twinAccess: true,
      twinAnonymousDailyLimit: true,
      twinStyle: true,
      twinVoice: true,
      twinVoiceChat: true,
    },
  });
  return twinAccessOf(row);
}
