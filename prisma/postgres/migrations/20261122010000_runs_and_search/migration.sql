-- AlterTable
ALTER TABLE "Step" ADD COLUMN     "lastEventSeq" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "runId" TEXT;

-- AlterTable
ALTER TABLE "Thread" ADD COLUMN     "activeRunAt" TIMESTAMP(3),
ADD COLUMN     "activeRunId" TEXT;

