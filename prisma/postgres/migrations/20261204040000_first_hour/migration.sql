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

-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "profilePalSkipped" JSONB NOT NULL DEFAULT '[]',
ALTER COLUMN "hideFromSearch" SET DEFAULT true;

UPDATE "Profile" SET "hideFromSearch" = true WHERE NOT "public";

-- The person's last message as the preview (whitespace as one space, 140 characters at most)
UPDATE "Thread" SET "lastMessagePreview" = (
    SELECT CASE WHEN length("flat") > 140 THEN substr("flat", 1, 139) || '…' ELSE "flat" END
    FROM (
        SELECT trim(regexp_replace("input", '\s+', ' ', 'g')) AS "flat"
        FROM "Step"
        WHERE "Step"."threadId" = "Thread"."id" AND "stepType" = 'USER_MESSAGE' AND "onBranch"
          AND trim(coalesce("input", '')) <> ''
        ORDER BY "seq" DESC
        LIMIT 1
    ) AS "last"
)
WHERE EXISTS (
    SELECT 1 FROM "Step"
    WHERE "Step"."threadId" = "Thread"."id" AND "stepType" = 'USER_MESSAGE' AND "onBranch"
      AND trim(coalesce("input", '')) <> ''
);
