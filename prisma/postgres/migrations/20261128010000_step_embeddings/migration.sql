-- Finished messages as vectors, for finding past conversations by meaning.
CREATE TABLE "StepEmbedding" (
    "stepId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "vector" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StepEmbedding_pkey" PRIMARY KEY ("stepId")
);
CREATE INDEX "StepEmbedding_userId_model_createdAt_idx" ON "StepEmbedding"("userId", "model", "createdAt");
ALTER TABLE "StepEmbedding" ADD CONSTRAINT "StepEmbedding_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "Step"("id") ON DELETE CASCADE ON UPDATE CASCADE;
