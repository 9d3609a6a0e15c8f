-- Memories as vectors, for recall by meaning (made off the request path by the embedder).
CREATE TABLE "MemoryEmbedding" (
    "memoryId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "vector" BLOB NOT NULL,
    "sourceUpdatedAt" DATETIME NOT NULL,
    CONSTRAINT "MemoryEmbedding_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "MemoryEmbedding_userId_model_idx" ON "MemoryEmbedding"("userId", "model");
