-- The twin conversations that asked each open question: the owner's answer is added to each.
CREATE TABLE "TwinQuestionAsk" (
    "id" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TwinQuestionAsk_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "TwinQuestionAsk_questionId_threadId_key" ON "TwinQuestionAsk"("questionId", "threadId");
CREATE INDEX "TwinQuestionAsk_threadId_idx" ON "TwinQuestionAsk"("threadId");
ALTER TABLE "TwinQuestionAsk" ADD CONSTRAINT "TwinQuestionAsk_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "TwinQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "TwinQuestionAsk" ADD CONSTRAINT "TwinQuestionAsk_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;
