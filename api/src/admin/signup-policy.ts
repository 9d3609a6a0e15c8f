/**
 * Who may sign up (docs/product.md §15): open, invitation only, approval (new accounts wait for an
 * admin) or closed. Kept as the instance setting "signup"; until an admin chooses, SIGNUP_POLICY
 * (config.ts) decides. Existing accounts and public pages are unaffected whatever it is.
 */
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { recordAudit, type AdminActor } from './audit.js';
import { said } from '../words/said.js';

export const SIGNUP_POLICIES = ['open', 'invite', 'approval', 'closed'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];
/** Each policy as the admin area names it (web/src/features/admin/SignupPolicySection.tsx). */
const POLICY_NAMES: Record<SignupPolicy, string> = {
  open: 'Open',
  invite: 'Invitation only',
  approval: 'Approval',
  closed: 'Closed',
};

const KEY = 'signup';
const stored = z.object({ policy: z.enum(SIGNUP_POLICIES) });

export const SIGNUP_MESSAGES = {
  invitationOnly: said(
    /*i18n*/ {
      id: 'error.admin.signup-invitation-only',
      message: 'Sign-up on this Duet is by invitation only. Ask its admin for an invitation link.',
    },
  ),
  invitationInvalid: said(
    /*i18n*/ {
      id: 'error.admin.invitation-invalid',
      message: 'This invitation link does not work: it has expired, was used up or was withdrawn.',
    },
  ),
  closed: said(/*i18n*/ { id: 'error.admin.signup-closed', message: 'Sign-up on this Duet is closed.' }),
  pending: said(
    /*i18n*/ {
      id: 'error.admin.signup-pending',
      message: "Thanks! Your account waits for the admin's approval. We'll e-mail you when you can sign in.",
    },
  ),
  // Only an API client sends another value (the admin area offers these four).
  badPolicy: 'Choose open, invite, approval or closed',
} as const;

export async function readSignupPolicy(db: Db, config: Pick<Config, 'signupPolicy'>): Promise<SignupPolicy> {
  const row = await db.instanceSetting.findUnique({ where: { key: KEY } });
  const parsed = stored.safeParse(row?.value ?? null);
  return parsed.success ? parsed.data.policy : config.signupPolicy;
}

/** The instance settings that are not secrets, as the admin area shows them. */
export interface InstanceSettings {
  signupPolicy: SignupPolicy;
}

export async function readInstanceSettings(db: Db, config: Pick<Config, 'signupPolicy'>): Promise<InstanceSettings> {
  return { signupPolicy: await readSignupPolicy(db, config) };
}

/** Who may sign up, as the admin sets it. */
export const signupPolicyInput = z.object({
  signupPolicy: z.enum(SIGNUP_POLICIES, { error: SIGNUP_MESSAGES.badPolicy }),
});
export type SignupPolicyInput = z.output<typeof signupPolicyInput>;

/** The admin changes who may sign up (recorded in the audit log). */
export async function changeSignupPolicy(
  db: Db,
  config: Pick<Config, 'signupPolicy'>,
  actor: AdminActor,
  { signupPolicy }: SignupPolicyInput,
): Promise<InstanceSettings> {
  const before = await readSignupPolicy(db, config);
  const value = { policy: signupPolicy };
  await db.$transaction(async (tx) => {
    await tx.instanceSetting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
    await recordAudit(tx as Db, actor, 'signup_policy.changed', {
      detail: `${POLICY_NAMES[before]} → ${POLICY_NAMES[signupPolicy]}`,
    });
  });
  return { signupPolicy };
}
