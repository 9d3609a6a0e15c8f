-- Runs: one active run per thread (compare-and-set on activeRunId, heartbeat in activeRunAt);
-- assistant steps remember their run and the last event seq their persisted state includes.
ALTER TABLE "Thread" ADD COLUMN "activeRunAt" DATETIME;
ALTER TABLE "Thread" ADD COLUMN "activeRunId" TEXT;
ALTER TABLE "Step" ADD COLUMN "runId" TEXT;
ALTER TABLE "Step" ADD COLUMN "lastEventSeq" INTEGER NOT NULL DEFAULT 0;
