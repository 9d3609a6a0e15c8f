/**
 * Personal instructions (Settings › Personalisation): what the person wants Duet to know about
 * them, and how they want it to answer. They go into the system prompt of every private
 * conversation (the brain's, Profile Pal's: agent/runtime.ts) and never into a twin's, whose
 * prompt holds only what the owner made public. The offline brain follows what it can of them:
 * the length of its answers (agent/local/answer-style.ts).
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { said } from '../words/said.js';

/** Each of the two, at most. */
export const INSTRUCTIONS_MAX_CHARS = 1500;

export interface PersonalInstructions {
  /** "What should Duet know about you?" */
  about: string | null;
  /** "How should Duet answer?" */
  style: string | null;
}

/**
 * The limit is written out in the sentence (INSTRUCTIONS_MAX_CHARS, as en-US writes it), so that each
 * language writes the number its own way (1.500, 1 500): change it with the constant.
 */
const tooLong = (what: string) =>
  said(/*i18n*/ { id: 'error.personalisation.too-long', message: '{what} can be at most 1,500 characters' }, { what });
/** Absent: left as it is; empty or spaces: cleared. */
const field = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .refine((s) => s.length <= INSTRUCTIONS_MAX_CHARS, { message: tooLong(what) })
    .nullish();

export const instructionsInput = z.object({
  about: field(said(/*i18n*/ { id: 'error.personalisation.field-about', message: 'What Duet should know about you' })),
  style: field(said(/*i18n*/ { id: 'error.personalisation.field-style', message: 'How Duet should answer' })),
});

export type InstructionsInput = z.output<typeof instructionsInput>;

/** The user's columns that hold them (a read of the user with more in it selects these too). */
export const INSTRUCTIONS_SELECT = { instructionsAbout: true, instructionsStyle: true } as const;

/** The instructions of a user row read with INSTRUCTIONS_SELECT (both null for none, or no row). */
export const instructionsOf = (
  user: { instructionsAbout: string | null; instructionsStyle: string | null } | null,
): PersonalInstructions => ({ about: user?.instructionsAbout ?? null, style: user?.instructionsStyle ?? null });

/** The person's instructions (both null when none are set). */
export async function personalInstructions(db: Db, userId: string): Promise<PersonalInstructions> {
  return instructionsOf(await db.user.findUnique({ where: { id: userId }, select: INSTRUCTIONS_SELECT }));
}

/**
 * Saves the instructions given (a field left out stays as it is; an empty one is cleared).
 * Too long: a ValidationError naming the field, and nothing changes.
 */
export async function setPersonalInstructions(
  db: Db,
  userId: string,
  input: InstructionsInput,
): Promise<PersonalInstructions> {
  const data: { instructionsAbout?: string | null; instructionsStyle?: string | null } = {};
  if (input.about !== undefined) data.instructionsAbout = input.about || null;
  if (input.style !== undefined) data.instructionsStyle = input.style || null;
  const user = await db.user.update({
    where: { id: userId },
    data,
    select: { instructionsAbout: true, instructionsStyle: true },
  });
  return { about: user.instructionsAbout, style: user.instructionsStyle };
}
