-- What a session or access token may do (api/src/auth/access.ts). Tokens made before scopes
-- existed get the safe default, "data": full use of the data, no account management.
ALTER TABLE "Session" ADD COLUMN "scope" TEXT NOT NULL DEFAULT 'data';
-- A browser session can do everything.
UPDATE "Session" SET "scope" = 'account' WHERE "kind" = 'session';
