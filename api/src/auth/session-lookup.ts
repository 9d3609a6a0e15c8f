/**
 * The session lookup every authenticated request makes, as one prepared
 * statement on the read connection (Prisma costs ~2.5 CPU ms per request
 * here: bench/RESULTS.md). Returns Prisma-shaped Session and User rows.
 */
import { col, type Row, type SqlReader } from '../db/sql-reader.js';
import type { Session, User } from '../db/generated/sqlite/client.js';

const SQL = `SELECT s."id" AS "s_id", s."userId" AS "s_userId", s."tokenHash" AS "s_tokenHash", s."kind" AS "s_kind",
  s."scope" AS "s_scope", s."name" AS "s_name", s."userAgent" AS "s_userAgent", s."ip" AS "s_ip", s."createdAt" AS "s_createdAt",
  s."lastUsedAt" AS "s_lastUsedAt", s."expiresAt" AS "s_expiresAt",
  u."id", u."email", u."username", u."displayName", u."profilePictureUrl", u."passwordHash", u."isOnboarded",
  u."timezone", u."about", u."createdAt", u."updatedAt"
FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = ?`;

export type SessionLookup = (tokenHash: string) => Promise<(Session & { user: User }) | null>;

export function sessionLookup(sql: SqlReader): SessionLookup {
  return async (tokenHash) => {
    const [r] = await sql.all<Row>(SQL, [tokenHash]);
    if (!r) return null;
    return {
      id: r.s_id as string,
      userId: r.s_userId as string,
      tokenHash: r.s_tokenHash as string,
      kind: r.s_kind as string,
      scope: r.s_scope as string,
      name: (r.s_name as string) ?? null,
      userAgent: (r.s_userAgent as string) ?? null,
      ip: (r.s_ip as string) ?? null,
      createdAt: col.date(r.s_createdAt),
      lastUsedAt: col.date(r.s_lastUsedAt),
      expiresAt: col.date(r.s_expiresAt),
      user: {
        id: r.id as string,
        email: r.email as string,
        username: r.username as string,
        displayName: (r.displayName as string) ?? null,
        profilePictureUrl: (r.profilePictureUrl as string) ?? null,
        passwordHash: r.passwordHash as string,
        isOnboarded: col.bool(r.isOnboarded),
        timezone: (r.timezone as string) ?? null,
        about: (r.about as string) ?? null,
        createdAt: col.date(r.createdAt),
        updatedAt: col.date(r.updatedAt),
      },
    };
  };
}
