-- A twin's answers read aloud to its visitors, where its owner allows voice: their seconds are
-- counted to the owner apart from the owner's own (api/src/twin/voice-chat.ts).
ALTER TABLE "UsageCounter" ADD COLUMN "twinSpeechSeconds" INTEGER NOT NULL DEFAULT 0;
