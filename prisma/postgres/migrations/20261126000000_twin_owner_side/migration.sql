-- The owner's side of the twin: who may talk to it, revisions of its replies, and the list of its conversations.
ALTER TABLE "Profile" ADD COLUMN "twinAccess" TEXT NOT NULL DEFAULT 'everyone';
ALTER TABLE "Profile" ADD COLUMN "twinAnonymousDailyLimit" INTEGER;
ALTER TABLE "TwinQuestion" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'passed_on';
CREATE INDEX "TwinQuestion_stepId_idx" ON "TwinQuestion"("stepId");
CREATE INDEX "Thread_twinOwnerId_threadType_updatedAt_idx" ON "Thread"("twinOwnerId", "threadType", "updatedAt");
