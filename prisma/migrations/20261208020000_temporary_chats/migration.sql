-- Temporary chats: a conversation in no list, search, memory or export, deleted when it is closed
-- and by a sweep within a day (api/src/chat/temporary-chats.ts).
ALTER TABLE "Thread" ADD COLUMN "temporary" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "Thread_temporary_createdAt_idx" ON "Thread"("temporary", "createdAt");

-- Their words never enter the full-text index: FTS5 keeps a deleted row's terms in its segments
-- until they are merged, and a temporary chat must leave nothing behind.
DROP TRIGGER "Step_search_insert";
DROP TRIGGER "Step_search_update";
CREATE TRIGGER "Step_search_insert" AFTER INSERT ON "Step" BEGIN
  INSERT INTO "StepSearch"(rowid, body, thread_id, user_id)
  SELECT new.rowid, coalesce(new."input", '') || ' ' || coalesce(new."output", ''), new."threadId", t."userId"
  FROM "Thread" t WHERE t."id" = new."threadId" AND t."temporary" = 0;
END;
CREATE TRIGGER "Step_search_update" AFTER UPDATE OF "input", "output" ON "Step" BEGIN
  DELETE FROM "StepSearch" WHERE rowid = old.rowid;
  INSERT INTO "StepSearch"(rowid, body, thread_id, user_id)
  SELECT new.rowid, coalesce(new."input", '') || ' ' || coalesce(new."output", ''), new."threadId", t."userId"
  FROM "Thread" t WHERE t."id" = new."threadId" AND t."temporary" = 0;
END;
DROP TRIGGER "Thread_search_insert";
DROP TRIGGER "Thread_search_update";
CREATE TRIGGER "Thread_search_insert" AFTER INSERT ON "Thread" WHEN new."name" IS NOT NULL AND new."temporary" = 0 BEGIN
  INSERT INTO "ThreadNameSearch"(rowid, body, thread_id, user_id) VALUES (new.rowid, new."name", new."id", new."userId");
END;
CREATE TRIGGER "Thread_search_update" AFTER UPDATE OF "name" ON "Thread" BEGIN
  DELETE FROM "ThreadNameSearch" WHERE rowid = old.rowid;
  INSERT INTO "ThreadNameSearch"(rowid, body, thread_id, user_id)
  SELECT new.rowid, new."name", new."id", new."userId" WHERE new."name" IS NOT NULL AND new."temporary" = 0;
END;
