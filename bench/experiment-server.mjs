// Experiment (not production code): the API exactly as api/src/main.ts builds
// it, except that the per-request session lookup (db.session.findUnique by
// tokenHash, include user: api/src/auth/sessions.ts resolveSession) is served
// by a cached better-sqlite3 prepared statement instead of Prisma. Everything
// else goes to the real Prisma client. Shows what the recommended api/ change
// is worth. Run with node --import tsx.
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import { createApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { createDb } from '../api/src/db/client.ts';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const config = loadConfig();
const prisma = createDb(config.database);
const sqlite = new Database(config.database.sqlitePath);
sqlite.pragma('journal_mode = WAL');
const byToken = sqlite.prepare(`SELECT s."id", s."userId", s."tokenHash", s."kind", s."name", s."userAgent", s."ip",
    s."createdAt", s."lastUsedAt", s."expiresAt",
    u."id" AS "u_id", u."email" AS "u_email", u."username" AS "u_username", u."displayName" AS "u_displayName",
    u."profilePictureUrl" AS "u_profilePictureUrl", u."passwordHash" AS "u_passwordHash", u."isOnboarded" AS "u_isOnboarded",
    u."timezone" AS "u_timezone", u."about" AS "u_about", u."createdAt" AS "u_createdAt", u."updatedAt" AS "u_updatedAt"
  FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = ?`);
const date = (v) => (v == null ? null : new Date(v));

async function findSession(args) {
  const r = byToken.get(args.where.tokenHash);
  if (!r) return null;
  return {
    id: r.id,
    userId: r.userId,
    tokenHash: r.tokenHash,
    kind: r.kind,
    name: r.name,
    userAgent: r.userAgent,
    ip: r.ip,
    createdAt: date(r.createdAt),
    lastUsedAt: date(r.lastUsedAt),
    expiresAt: date(r.expiresAt),
    user: {
      id: r.u_id,
      email: r.u_email,
      username: r.u_username,
      displayName: r.u_displayName,
      profilePictureUrl: r.u_profilePictureUrl,
      passwordHash: r.u_passwordHash,
      isOnboarded: r.u_isOnboarded === 1,
      timezone: r.u_timezone,
      about: r.u_about,
      createdAt: date(r.u_createdAt),
      updatedAt: date(r.u_updatedAt),
    },
  };
}

const session = new Proxy(prisma.session, {
  get(target, key) {
    if (key === 'findUnique') {
      return (args) =>
        args?.where?.tokenHash && args.include?.user === true && Object.keys(args.where).length === 1
          ? findSession(args)
          : target.findUnique(args);
    }
    const v = Reflect.get(target, key);
    return typeof v === 'function' ? v.bind(target) : v;
  },
});
const db = new Proxy(prisma, {
  get(target, key) {
    if (key === 'session') return session;
    const v = Reflect.get(target, key);
    return typeof v === 'function' ? v.bind(target) : v;
  },
});

const app = createApp(config, { db });
const server = serve({ fetch: app.hono.fetch, port: config.port, hostname: config.host });
process.on('SIGTERM', () => {
  server.close();
  void app.close().finally(() => process.exit(0));
});
