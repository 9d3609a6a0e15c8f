-- Memories as vectors, for recall by meaning (made off the request path by the embedder).
CREATE TABLE "MemoryEmbedding" (
    "memoryId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "vector" BYTEA NOT NULL,
    "sourceUpdatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemoryEmbedding_pkey" PRIMARY KEY ("memoryId")
);
CREATE INDEX "MemoryEmbedding_userId_model_idx" ON "MemoryEmbedding"("userId", "model");
ALTER TABLE "MemoryEmbedding" ADD CONSTRAINT "MemoryEmbedding_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
