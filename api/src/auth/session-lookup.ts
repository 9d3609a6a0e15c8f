/**
 * The session lookup every authenticated request makes, as one prepared
 * statement on the read connection (Prisma costs ~2.5 CPU ms per request
 * here: bench/RESULTS.md). Returns Prisma-shaped Session and User rows.
 */
import type { SqlReader } from '../db/sql-reader.js';
import { statement, type Params } from '../db/typed-sql/statement.js';
import type { Session, User } from '../db/generated/sqlite/client.js';

const lookup = statement((qb, p: Params<{ tokenHash: string }>) =>
  qb
    .selectFrom('Session as s')
    .innerJoin('User as u', 'u.id', 's.userId')
    .select([
      's.id as sessionId',
      's.userId',
      's.tokenHash',
      's.kind',
      's.scope',
      's.name',
      's.userAgent',
      's.ip',
      's.createdAt as sessionCreatedAt',
      's.lastUsedAt',
      's.expiresAt',
      'u.email',
      'u.username',
      'u.displayName',
      'u.profilePictureUrl',
      'u.passwordHash',
      'u.isOnboarded',
      'u.timezone',
      'u.about',
      'u.role',
      'u.status',
      'u.chatModel',
      'u.theme',
      'u.locale',
      'u.usageLimits',
      'u.instructionsAbout',
      'u.instructionsStyle',
      'u.createdAt',
      'u.updatedAt',
    ])
    .where('s.tokenHash', '=', p('tokenHash')),
);

export type SessionLookup = (tokenHash: string) => Promise<(Session & { user: User }) | null>;

export function sessionLookup(sql: SqlReader): SessionLookup {
  return async (tokenHash) => {
    const [r] = await sql.rows(lookup, { tokenHash });
    if (!r) return null;
    return {
      id: r.sessionId,
      userId: r.userId,
      tokenHash: r.tokenHash,
      kind: r.kind,
      scope: r.scope,
      name: r.name,
      userAgent: r.userAgent,
      ip: r.ip,
      createdAt: r.sessionCreatedAt,
      lastUsedAt: r.lastUsedAt,
      expiresAt: r.expiresAt,
      user: {
        id: r.userId,
        email: r.email,
        username: r.username,
        displayName: r.displayName,
        profilePictureUrl: r.profilePictureUrl,
        passwordHash: r.passwordHash,
        isOnboarded: r.isOnboarded,
        timezone: r.timezone,
        about: r.about,
        role: r.role,
        status: r.status,
        chatModel: r.chatModel,
        theme: r.theme,
        locale: r.locale,
        usageLimits: r.usageLimits as User['usageLimits'],
        instructionsAbout: r.instructionsAbout,
        instructionsStyle: r.instructionsStyle,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      },
    };
  };
}
