-- The knowledge library: links beside files, a name, size and visibility per document, and each chunk
-- carries its owner and visibility (searches filter inside their own query), a vector per chunk,
-- and full-text search over chunks (an expression index Prisma does not model:
-- api/src/documents/passage-search.ts).
ALTER TABLE "Document" ADD COLUMN "sourceUrl" TEXT,
  ADD COLUMN "name" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "bytes" INTEGER,
  ADD COLUMN "visibility" TEXT NOT NULL DEFAULT 'private';

ALTER TABLE "DocumentChunk" ADD COLUMN "userId" TEXT,
  ADD COLUMN "visibility" TEXT NOT NULL DEFAULT 'private';

UPDATE "Document" d SET "name" = u."originalName", "bytes" = u."size" FROM "Upload" u WHERE u."id" = d."uploadId";
UPDATE "DocumentChunk" c SET "userId" = d."userId" FROM "Document" d WHERE d."id" = c."documentId";

CREATE INDEX "DocumentChunk_userId_visibility_idx" ON "DocumentChunk"("userId", "visibility");

CREATE TABLE "DocumentChunkEmbedding" (
    "chunkId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "model" TEXT NOT NULL,
    "vector" BYTEA NOT NULL,

    CONSTRAINT "DocumentChunkEmbedding_pkey" PRIMARY KEY ("chunkId")
);
CREATE INDEX "DocumentChunkEmbedding_userId_model_visibility_idx" ON "DocumentChunkEmbedding"("userId", "model", "visibility");
ALTER TABLE "DocumentChunkEmbedding" ADD CONSTRAINT "DocumentChunkEmbedding_chunkId_fkey" FOREIGN KEY ("chunkId") REFERENCES "DocumentChunk"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "DocumentChunk_search_idx" ON "DocumentChunk"
  USING GIN (to_tsvector('simple', coalesce("heading", '') || ' ' || "text"));
