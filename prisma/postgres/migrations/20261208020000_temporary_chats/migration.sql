-- Temporary chats: a conversation in no list, search, memory or export, deleted when it is closed
-- and by a sweep within a day (api/src/chat/temporary-chats.ts). Search leaves them out in its
-- queries (api/src/chat/read/search-query.ts).
ALTER TABLE "Thread" ADD COLUMN "temporary" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "Thread_temporary_createdAt_idx" ON "Thread"("temporary", "createdAt");
