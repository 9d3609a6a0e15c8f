-- Finished messages as vectors, for finding past conversations by meaning.
CREATE TABLE "StepEmbedding" (
    "stepId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "vector" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StepEmbedding_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "Step" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "StepEmbedding_userId_model_createdAt_idx" ON "StepEmbedding"("userId", "model", "createdAt");
