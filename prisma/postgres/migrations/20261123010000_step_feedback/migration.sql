-- Thumbs up/down (and an optional comment) on assistant answers.
ALTER TABLE "Step" ADD COLUMN "feedbackRating" TEXT;
ALTER TABLE "Step" ADD COLUMN "feedbackComment" TEXT;
ALTER TABLE "Step" ADD COLUMN "feedbackAt" TIMESTAMP(3);
