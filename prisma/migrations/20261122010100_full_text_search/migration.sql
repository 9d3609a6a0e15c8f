-- Full-text search over thread names and message text (SQLite FTS5).
-- Not modelled by Prisma: queried by the read layer (api/src/chat/read/).
-- Each index row is keyed by the rowid of its Thread or Step, so updates and
-- deletes are lookups, not scans. thread_id and user_id ride along, unindexed.
CREATE VIRTUAL TABLE "StepSearch" USING fts5(
  body, thread_id UNINDEXED, user_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE "ThreadNameSearch" USING fts5(
  body, thread_id UNINDEXED, user_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER "Step_search_insert" AFTER INSERT ON "Step" BEGIN
  INSERT INTO "StepSearch"(rowid, body, thread_id, user_id)
  SELECT new.rowid, coalesce(new."input", '') || ' ' || coalesce(new."output", ''), new."threadId", t."userId"
  FROM "Thread" t WHERE t."id" = new."threadId";
END;
CREATE TRIGGER "Step_search_update" AFTER UPDATE OF "input", "output" ON "Step" BEGIN
  DELETE FROM "StepSearch" WHERE rowid = old.rowid;
  INSERT INTO "StepSearch"(rowid, body, thread_id, user_id)
  SELECT new.rowid, coalesce(new."input", '') || ' ' || coalesce(new."output", ''), new."threadId", t."userId"
  FROM "Thread" t WHERE t."id" = new."threadId";
END;
CREATE TRIGGER "Step_search_delete" AFTER DELETE ON "Step" BEGIN
  DELETE FROM "StepSearch" WHERE rowid = old.rowid;
END;

CREATE TRIGGER "Thread_search_insert" AFTER INSERT ON "Thread" WHEN new."name" IS NOT NULL BEGIN
  INSERT INTO "ThreadNameSearch"(rowid, body, thread_id, user_id) VALUES (new.rowid, new."name", new."id", new."userId");
END;
CREATE TRIGGER "Thread_search_update" AFTER UPDATE OF "name" ON "Thread" BEGIN
  DELETE FROM "ThreadNameSearch" WHERE rowid = old.rowid;
  INSERT INTO "ThreadNameSearch"(rowid, body, thread_id, user_id)
  SELECT new.rowid, new."name", new."id", new."userId" WHERE new."name" IS NOT NULL;
END;
CREATE TRIGGER "Thread_search_delete" AFTER DELETE ON "Thread" BEGIN
  DELETE FROM "ThreadNameSearch" WHERE rowid = old.rowid;
END;
