-- Answers read aloud by the server's voice: their seconds per person per day and month, beside the
-- seconds of speech written down. Both count to the day's minutes of voice (api/src/voice/speech.ts).
-- The audio itself is never stored.
ALTER TABLE "UsageCounter" ADD COLUMN "speechSeconds" INTEGER NOT NULL DEFAULT 0;
