-- Issue 32, a first hour with no dead ends.
--
-- "Show in search engines" is off until the owner turns it on: new profiles are hidden from search
-- engines. Existing profiles that are not public become hidden too (nobody could list them yet).
-- Public ones keep their setting: their owners published them with the switch beside the public one,
-- and a listed page does not vanish from search without a word (docs/decisions/first-hour.md).
--
-- Profile Pal remembers the questions the person skipped (profilePalSkipped).
--
-- A thread's preview is the person's own last message (on the shown branch), not the answer's
-- first line. Threads where the person wrote nothing yet keep theirs.
--
-- The table is rebuilt (SQLite cannot change a default in place): it keeps twinVoice and autoCuration,
-- added by the migrations just before this one.

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Profile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT,
    "bio" TEXT,
    "interests" JSONB NOT NULL DEFAULT '[]',
    "achievements" JSONB NOT NULL DEFAULT '[]',
    "avatarUrl" TEXT,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "publicFields" JSONB NOT NULL DEFAULT '[]',
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "posts" JSONB NOT NULL DEFAULT '[]',
    "photos" JSONB NOT NULL DEFAULT '[]',
    "skills" JSONB NOT NULL DEFAULT '[]',
    "projects" JSONB NOT NULL DEFAULT '[]',
    "location" TEXT,
    "twinMetadata" JSONB NOT NULL DEFAULT '{"section_visibility":{"achievements":true,"posts":true,"photos":true,"skills":true,"projects":true}}',
    "hideFromSearch" BOOLEAN NOT NULL DEFAULT true,
    "embedOrigins" JSONB NOT NULL DEFAULT '[]',
    "twinAccess" TEXT NOT NULL DEFAULT 'everyone',
    "twinAnonymousDailyLimit" INTEGER,
    "twinStyle" TEXT NOT NULL DEFAULT 'adaptive',
    "twinVoice" TEXT NOT NULL DEFAULT 'third',
    "twinModel" TEXT,
    "autoCuration" BOOLEAN NOT NULL DEFAULT true,
    "profilePalSkipped" JSONB NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Profile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Profile" ("achievements", "avatarUrl", "bio", "createdAt", "embedOrigins", "hideFromSearch", "id", "interests", "location", "metadata", "photos", "posts", "projects", "public", "publicFields", "skills", "title", "twinAccess", "twinAnonymousDailyLimit", "twinMetadata", "twinModel", "twinStyle", "twinVoice", "autoCuration", "updatedAt", "userId") SELECT "achievements", "avatarUrl", "bio", "createdAt", "embedOrigins", CASE WHEN "public" THEN "hideFromSearch" ELSE true END, "id", "interests", "location", "metadata", "photos", "posts", "projects", "public", "publicFields", "skills", "title", "twinAccess", "twinAnonymousDailyLimit", "twinMetadata", "twinModel", "twinStyle", "twinVoice", "autoCuration", "updatedAt", "userId" FROM "Profile";
DROP TABLE "Profile";
ALTER TABLE "new_Profile" RENAME TO "Profile";
CREATE UNIQUE INDEX "Profile_userId_key" ON "Profile"("userId");
CREATE INDEX "Profile_public_idx" ON "Profile"("public");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- The person's last message as the preview (whitespace as one space, 140 characters at most)
UPDATE "Thread" SET "lastMessagePreview" = (
    SELECT CASE WHEN length("flat") > 140 THEN substr("flat", 1, 139) || '…' ELSE "flat" END
    FROM (
        SELECT trim(replace(replace(replace(replace(replace("input", char(13), ' '), char(10), ' '), char(9), ' '), '   ', ' '), '  ', ' ')) AS "flat"
        FROM "Step"
        WHERE "Step"."threadId" = "Thread"."id" AND "stepType" = 'USER_MESSAGE' AND "onBranch" = 1
          AND trim(coalesce("input", '')) <> ''
        ORDER BY "seq" DESC
        LIMIT 1
    )
)
WHERE EXISTS (
    SELECT 1 FROM "Step"
    WHERE "Step"."threadId" = "Thread"."id" AND "stepType" = 'USER_MESSAGE' AND "onBranch" = 1
      AND trim(coalesce("input", '')) <> ''
);
