-- A streaming answer is written every 250 ms; re-indexing the whole growing
-- text each time cost ~0.7 ms per write (bench/RESULTS.md). Index a step once
-- it is no longer streaming (the completing write fires the trigger).
DROP TRIGGER "Step_search_update";
CREATE TRIGGER "Step_search_update" AFTER UPDATE OF "input", "output", "status" ON "Step"
WHEN new."status" <> 'streaming' BEGIN
  DELETE FROM "StepSearch" WHERE rowid = old.rowid;
  INSERT INTO "StepSearch"(rowid, body, thread_id, user_id)
  SELECT new.rowid, coalesce(new."input", '') || ' ' || coalesce(new."output", ''), new."threadId", t."userId"
  FROM "Thread" t WHERE t."id" = new."threadId";
END;
