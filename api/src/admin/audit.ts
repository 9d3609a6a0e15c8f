/**
 * The admins' audit log: every admin action, who took it, to whom, when and from where (address
 * and browser). Written in the same transaction as the action where there is one, so a refused or
 * failed action leaves no entry.
 */
import type { Db } from '../db/client.js';
import type { AuditEntry } from '../db/generated/sqlite/client.js';
import type { ClientInfo } from '../auth/sessions.js';

export type { AuditEntry };

/** The admin acting, and the request they acted from. */
export interface AdminActor {
  user: { id: string; email: string };
  client: ClientInfo;
}

/** The admin acting in a request's context (the adapters have checked the role). */
export function adminActor(ctx: { viewer: { id: string; email: string } | null; client: ClientInfo }): AdminActor {
  if (!ctx.viewer) throw new Error('An admin action needs a signed-in admin');
  return { user: ctx.viewer, client: ctx.client };
}

export type AuditAction =
  | 'signup_policy.changed'
  | 'invitation.created'
  | 'invitation.revoked'
  | 'person.approved'
  | 'person.declined'
  | 'person.disabled'
  | 'person.enabled'
  | 'person.deleted'
  | 'person.password_reset_sent'
  | 'person.made_admin'
  | 'person.unmade_admin'
  | 'tool_server.added'
  | 'tool_server.changed'
  | 'tool_server.removed'
  | 'tool_server.tool_switched'
  | 'usage_limits.changed'
  | 'person.usage_limits_changed'
  | 'model_price.set'
  | 'model_price.removed'
  | 'ai_connection.added'
  | 'ai_connection.changed'
  | 'ai_connection.removed'
  | 'ai_model.changed'
  | 'ai_defaults.changed';

/** "1 use", "7 days": a count in plain words. */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export async function recordAudit(
  db: Db,
  actor: AdminActor,
  action: AuditAction,
  target: { id?: string | null; label?: string | null; detail?: string | null } = {},
): Promise<void> {
  await db.auditEntry.create({
    data: {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action,
      targetId: target.id ?? null,
      targetLabel: target.label ?? null,
      detail: target.detail ?? null,
      ip: actor.client.ip?.slice(0, 64) ?? null,
      userAgent: actor.client.userAgent?.slice(0, 256) ?? null,
    },
  });
}

export const MAX_AUDIT_PAGE = 100;

/** Newest first; `before` is the id of the last entry of the previous page. */
export async function listAudit(db: Db, { first = 50, before }: { first?: number; before?: string | null } = {}) {
  const take = Math.min(Math.max(1, Math.trunc(first) || 1), MAX_AUDIT_PAGE);
  const rows = await db.auditEntry.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: take + 1,
    ...(before ? { cursor: { id: before }, skip: 1 } : {}),
  });
  return { entries: rows.slice(0, take), hasMore: rows.length > take };
}
