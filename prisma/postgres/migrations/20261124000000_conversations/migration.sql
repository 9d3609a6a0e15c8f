-- Your conversations: pinned threads, user-given names, imported threads (one per source
-- conversation, so importing a file twice adds nothing) and shared conversation links.
ALTER TABLE "Thread" ADD COLUMN "pinned" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Thread" ADD COLUMN "nameSource" TEXT NOT NULL DEFAULT 'auto';
ALTER TABLE "Thread" ADD COLUMN "importKey" TEXT;
CREATE UNIQUE INDEX "Thread_userId_importKey_key" ON "Thread"("userId", "importKey");
-- The thread list: pinned first, then the most recently updated.
CREATE INDEX "Thread_userId_pinned_updatedAt_id_idx" ON "Thread"("userId", "pinned", "updatedAt", "id");

CREATE TABLE "SharedConversation" (
    "id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "messages" JSONB NOT NULL,
    "messageCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SharedConversation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "SharedConversation_token_key" ON "SharedConversation"("token");
CREATE INDEX "SharedConversation_userId_createdAt_idx" ON "SharedConversation"("userId", "createdAt");
CREATE INDEX "SharedConversation_threadId_idx" ON "SharedConversation"("threadId");
ALTER TABLE "SharedConversation" ADD CONSTRAINT "SharedConversation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SharedConversation" ADD CONSTRAINT "SharedConversation_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;
