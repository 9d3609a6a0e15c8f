-- Speaking to Duet: the seconds of speech written down per person per day and month, beside their
-- messages and tokens (api/src/usage/counters.ts). The audio itself is never stored.
ALTER TABLE "UsageCounter" ADD COLUMN "audioSeconds" INTEGER NOT NULL DEFAULT 0;
