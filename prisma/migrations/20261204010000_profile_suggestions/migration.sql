-- Profile suggestions item by item (an interest, a skill, an achievement, a bio) in place of
-- proposals that bundled a whole run: the owner accepts, edits or dismisses each one, and a value
-- suggested once for a field is never suggested again. The owner may switch them off (autoCuration).
ALTER TABLE "Profile" ADD COLUMN "autoCuration" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "ProfileSuggestion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "storyId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME,
    CONSTRAINT "ProfileSuggestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProfileSuggestion_storyId_fkey" FOREIGN KEY ("storyId") REFERENCES "Story" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ProfileSuggestion_userId_status_createdAt_idx" ON "ProfileSuggestion"("userId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProfileSuggestion_userId_field_key_key" ON "ProfileSuggestion"("userId", "field", "key");

-- Each pending proposal's items become pending suggestions, with the story each came from
-- (a value proposed twice is kept once).
INSERT OR IGNORE INTO "ProfileSuggestion" ("id", "userId", "field", "value", "key", "source", "storyId", "status", "createdAt")
SELECT 'm' || p."id" || '-' || f."name" || '-' || item."key",
       p."userId",
       f."name",
       trim(json_extract(item."value", '$.value')),
       lower(trim(json_extract(item."value", '$.value'))),
       p."source",
       (SELECT s."id" FROM "Story" s WHERE s."id" = json_extract(item."value", '$.story_id')),
       'pending',
       p."createdAt"
FROM "ProfileProposal" p
JOIN (SELECT 'interests' AS "name" UNION ALL SELECT 'skills' UNION ALL SELECT 'achievements') f
JOIN json_each(p."changes", '$.' || f."name" || '.provenance') item
WHERE p."status" = 'pending' AND trim(coalesce(json_extract(item."value", '$.value'), '')) <> '';

INSERT OR IGNORE INTO "ProfileSuggestion" ("id", "userId", "field", "value", "key", "source", "storyId", "status", "createdAt")
SELECT 'm' || p."id" || '-bio',
       p."userId",
       'bio',
       trim(json_extract(p."changes", '$.bio.to')),
       lower(trim(json_extract(p."changes", '$.bio.to'))),
       p."source",
       (SELECT s."id" FROM "Story" s WHERE s."id" = json_extract(p."changes", '$.bio.provenance[0].story_id')),
       'pending',
       p."createdAt"
FROM "ProfileProposal" p
WHERE p."status" = 'pending' AND trim(coalesce(json_extract(p."changes", '$.bio.to'), '')) <> '';

-- DropTable
DROP INDEX "ProfileProposal_userId_status_idx";
DROP TABLE "ProfileProposal";
