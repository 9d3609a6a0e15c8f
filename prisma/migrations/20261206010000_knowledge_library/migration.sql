-- The knowledge library: links beside files, a name, size and visibility per document, and each chunk
-- carries its owner and visibility (searches filter inside their own query), a vector per chunk,
-- and full-text search over chunks (FTS5, not modelled by Prisma: api/src/documents/passage-search.ts).
ALTER TABLE "Document" ADD COLUMN "sourceUrl" TEXT;
ALTER TABLE "Document" ADD COLUMN "name" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Document" ADD COLUMN "bytes" INTEGER;
ALTER TABLE "Document" ADD COLUMN "visibility" TEXT NOT NULL DEFAULT 'private';

ALTER TABLE "DocumentChunk" ADD COLUMN "userId" TEXT;
ALTER TABLE "DocumentChunk" ADD COLUMN "visibility" TEXT NOT NULL DEFAULT 'private';

UPDATE "Document" SET
  "name" = coalesce((SELECT u."originalName" FROM "Upload" u WHERE u."id" = "Document"."uploadId"), ''),
  "bytes" = (SELECT u."size" FROM "Upload" u WHERE u."id" = "Document"."uploadId");
UPDATE "DocumentChunk" SET "userId" = (SELECT d."userId" FROM "Document" d WHERE d."id" = "DocumentChunk"."documentId");

CREATE INDEX "DocumentChunk_userId_visibility_idx" ON "DocumentChunk"("userId", "visibility");

CREATE TABLE "DocumentChunkEmbedding" (
    "chunkId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "model" TEXT NOT NULL,
    "vector" BLOB NOT NULL,
    CONSTRAINT "DocumentChunkEmbedding_chunkId_fkey" FOREIGN KEY ("chunkId") REFERENCES "DocumentChunk" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "DocumentChunkEmbedding_userId_model_visibility_idx" ON "DocumentChunkEmbedding"("userId", "model", "visibility");

-- Full text over chunks, keyed by the chunk's rowid, with its owner and visibility ride along.
CREATE VIRTUAL TABLE "ChunkSearch" USING fts5(
  body, user_id UNINDEXED, visibility UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER "DocumentChunk_search_insert" AFTER INSERT ON "DocumentChunk" BEGIN
  INSERT INTO "ChunkSearch"(rowid, body, user_id, visibility)
  VALUES (new.rowid, coalesce(new."heading", '') || ' ' || new."text", new."userId", new."visibility");
END;
CREATE TRIGGER "DocumentChunk_search_update" AFTER UPDATE OF "text", "heading", "userId", "visibility" ON "DocumentChunk" BEGIN
  DELETE FROM "ChunkSearch" WHERE rowid = old.rowid;
  INSERT INTO "ChunkSearch"(rowid, body, user_id, visibility)
  VALUES (new.rowid, coalesce(new."heading", '') || ' ' || new."text", new."userId", new."visibility");
END;
CREATE TRIGGER "DocumentChunk_search_delete" AFTER DELETE ON "DocumentChunk" BEGIN
  DELETE FROM "ChunkSearch" WHERE rowid = old.rowid;
END;
INSERT INTO "ChunkSearch"(rowid, body, user_id, visibility)
  SELECT rowid, coalesce("heading", '') || ' ' || "text", "userId", "visibility" FROM "DocumentChunk";
