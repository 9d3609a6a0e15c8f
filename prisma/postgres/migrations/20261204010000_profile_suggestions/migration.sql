-- Profile suggestions item by item (an interest, a skill, an achievement, a bio) in place of
-- proposals that bundled a whole run: the owner accepts, edits or dismisses each one, and a value
-- suggested once for a field is never suggested again. The owner may switch them off (autoCuration).
ALTER TABLE "Profile" ADD COLUMN "autoCuration" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "ProfileSuggestion" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "storyId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ProfileSuggestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProfileSuggestion_userId_status_createdAt_idx" ON "ProfileSuggestion"("userId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProfileSuggestion_userId_field_key_key" ON "ProfileSuggestion"("userId", "field", "key");

-- AddForeignKey
ALTER TABLE "ProfileSuggestion" ADD CONSTRAINT "ProfileSuggestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfileSuggestion" ADD CONSTRAINT "ProfileSuggestion_storyId_fkey" FOREIGN KEY ("storyId") REFERENCES "Story"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Each pending proposal's items become pending suggestions, with the story each came from
-- (a value proposed twice is kept once).
INSERT INTO "ProfileSuggestion" ("id", "userId", "field", "value", "key", "source", "storyId", "status", "createdAt")
SELECT 'm' || p."id" || '-' || f."name" || '-' || item."ord",
       p."userId",
       f."name",
       btrim(item."value"->>'value'),
       lower(regexp_replace(btrim(item."value"->>'value'), '\s+', ' ', 'g')),
       p."source",
       (SELECT s."id" FROM "Story" s WHERE s."id" = item."value"->>'story_id'),
       'pending',
       p."createdAt"
FROM "ProfileProposal" p
CROSS JOIN (VALUES ('interests'), ('skills'), ('achievements')) AS f("name")
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(p."changes"->f."name"->'provenance') = 'array' THEN p."changes"->f."name"->'provenance' ELSE '[]'::jsonb END
) WITH ORDINALITY AS item("value", "ord")
WHERE p."status" = 'pending' AND coalesce(btrim(item."value"->>'value'), '') <> ''
ON CONFLICT DO NOTHING;

INSERT INTO "ProfileSuggestion" ("id", "userId", "field", "value", "key", "source", "storyId", "status", "createdAt")
SELECT 'm' || p."id" || '-bio',
       p."userId",
       'bio',
       btrim(p."changes"->'bio'->>'to'),
       lower(regexp_replace(btrim(p."changes"->'bio'->>'to'), '\s+', ' ', 'g')),
       p."source",
       (SELECT s."id" FROM "Story" s WHERE s."id" = p."changes"->'bio'->'provenance'->0->>'story_id'),
       'pending',
       p."createdAt"
FROM "ProfileProposal" p
WHERE p."status" = 'pending' AND coalesce(btrim(p."changes"->'bio'->>'to'), '') <> ''
ON CONFLICT DO NOTHING;

-- DropForeignKey
ALTER TABLE "ProfileProposal" DROP CONSTRAINT "ProfileProposal_userId_fkey";

-- DropTable
DROP TABLE "ProfileProposal";
