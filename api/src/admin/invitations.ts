/**
 * Invitation links for "invitation only" sign-up: each works until it expires, is withdrawn or has
 * been used its number of times. Only the token's hash is kept, so the link is shown once, when it
 * is made.
 */
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Invitation } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { hashSecret, newSecret } from '../auth/tokens.js';
import { counted, recordAudit, type AdminActor } from './audit.js';
import { readSignupPolicy, SIGNUP_MESSAGES, type SignupPolicy } from './signup-policy.js';
import { said } from '../words/said.js';

export type { Invitation };

const DAY_MS = 24 * 3600 * 1000;
export const MAX_INVITATION_USES = 1000;
export const MAX_INVITATION_DAYS = 90;

/** A new invitation link: how many sign-ups it takes, for how many days, and the admin's note. */
const USES_WHOLE = said(/*i18n*/ { id: 'error.admin.invitation-uses-whole', message: 'Uses must be a whole number' });
const DAYS_WHOLE = said(/*i18n*/ { id: 'error.admin.invitation-days-whole', message: 'Days must be a whole number' });

export const invitationInput = z.object({
  maxUses: z
    .number({ message: USES_WHOLE })
    .int(USES_WHOLE)
    .min(1, said(/*i18n*/ { id: 'error.admin.invitation-uses-min', message: 'An invitation works at least once' }))
    .max(
      MAX_INVITATION_USES,
      said(
        /*i18n*/ { id: 'error.admin.invitation-uses-max', message: 'An invitation can work at most {max} times' },
        {
          max: MAX_INVITATION_USES,
        },
      ),
    )
    .default(1),
  expiresInDays: z
    .number({ message: DAYS_WHOLE })
    .int(DAYS_WHOLE)
    .min(1, said(/*i18n*/ { id: 'error.admin.invitation-days-min', message: 'An invitation lasts at least a day' }))
    .max(
      MAX_INVITATION_DAYS,
      said(
        /*i18n*/ { id: 'error.admin.invitation-days-max', message: 'An invitation can last at most {max} days' },
        {
          max: MAX_INVITATION_DAYS,
        },
      ),
    )
    .default(7),
  note: z
    .string()
    .trim()
    .max(
      200,
      said(/*i18n*/ { id: 'error.admin.invitation-note-too-long', message: 'A note can be at most 200 characters' }),
    )
    .nullish(),
});

export type InvitationInput = z.output<typeof invitationInput>;

export type InvitationState = 'active' | 'expired' | 'used_up' | 'revoked';

export function invitationState(i: Invitation, now = Date.now()): InvitationState {
  if (i.revokedAt) return 'revoked';
  if (i.uses >= i.maxUses) return 'used_up';
  if (i.expiresAt.getTime() <= now) return 'expired';
  return 'active';
}

export const invitationLink = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}/accounts/signup?invitation=${encodeURIComponent(token)}`;

export async function createInvitation(
  deps: { db: Db; config: Pick<Config, 'publicUrl'> },
  actor: AdminActor,
  input: InvitationInput,
): Promise<{ invitation: Invitation; link: string }> {
  const token = newSecret();
  const invitation = await deps.db.$transaction(async (tx) => {
    const made = await tx.invitation.create({
      data: {
        tokenHash: hashSecret(token),
        maxUses: input.maxUses,
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        note: input.note || null,
        createdById: actor.user.id,
      },
    });
    await recordAudit(tx as Db, actor, 'invitation.created', {
      id: made.id,
      label: made.note,
      detail: `${counted(made.maxUses, 'use')}, ${counted(input.expiresInDays, 'day')}`,
    });
    return made;
  });
  return { invitation, link: invitationLink(deps.config, token) };
}

export async function listInvitations(db: Db): Promise<Invitation[]> {
  return db.invitation.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 200 });
}

export async function revokeInvitation(db: Db, actor: AdminActor, id: string): Promise<Invitation> {
  return db.$transaction(async (tx) => {
    const found = await tx.invitation.findUnique({ where: { id } });
    if (!found)
      throw new NotFoundError(
        said(/*i18n*/ { id: 'error.admin.invitation-not-found', message: 'Invitation not found' }),
      );
    if (found.revokedAt) return found;
    const revoked = await tx.invitation.update({ where: { id }, data: { revokedAt: new Date() } });
    await recordAudit(tx as Db, actor, 'invitation.revoked', { id, label: found.note });
    return revoked;
  });
}

/** The invitation a link's token names, if it still works; an empty or overlong token names none. */
async function activeInvitation(db: Db, token: string): Promise<Invitation | null> {
  if (token.length === 0 || token.length > 200) return null;
  const found = await db.invitation.findUnique({ where: { tokenHash: hashSecret(token) } });
  return found && invitationState(found) === 'active' ? found : null;
}

/** Whether a link still works (the sign-up page asks before the form is filled). */
export async function invitationWorks(db: Db, token: string): Promise<boolean> {
  return (await activeInvitation(db, token)) !== null;
}

/** What the sign-up page asks (public): the sign-up policy, and whether a given invitation link works. */
export async function signUpOptions(
  db: Db,
  config: Pick<Config, 'signupPolicy'>,
  invitation: string | null | undefined,
): Promise<{ policy: SignupPolicy; invitationValid: boolean | null }> {
  return {
    policy: await readSignupPolicy(db, config),
    invitationValid: invitation ? await invitationWorks(db, invitation) : null,
  };
}

/**
 * Uses the invitation once, inside the sign-up's transaction (a failed sign-up uses nothing). Two
 * sign-ups racing for the last use: the count compared is the one read, so only one wins.
 */
export async function useInvitation(tx: Db, token: string): Promise<void> {
  const invalid = () => new ValidationError([{ field: 'invitation', message: SIGNUP_MESSAGES.invitationInvalid }], 403);
  const found = await activeInvitation(tx, token);
  if (!found) throw invalid();
  const { count } = await tx.invitation.updateMany({
    where: { id: found.id, uses: found.uses, revokedAt: null },
    data: { uses: found.uses + 1 },
  });
  if (count === 0) throw invalid();
}
