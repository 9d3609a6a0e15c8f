-- Branches: every message follows the one before it (edits and regenerations add siblings).
ALTER TABLE "Step" ADD COLUMN "parentId" TEXT;
ALTER TABLE "Step" ADD COLUMN "siblingIndex" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Step" ADD COLUMN "siblingCount" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Step" ADD COLUMN "chosen" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Step" ADD COLUMN "onBranch" BOOLEAN NOT NULL DEFAULT true;
-- Existing threads are one branch: each step's parent is the step before it.
UPDATE "Step" SET "parentId" = (
  SELECT p."id" FROM "Step" p WHERE p."threadId" = "Step"."threadId" AND p."seq" < "Step"."seq" ORDER BY p."seq" DESC LIMIT 1
);

CREATE INDEX "Step_threadId_parentId_idx" ON "Step"("threadId", "parentId");
