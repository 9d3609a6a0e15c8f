-- Visitors may talk to a twin by voice once its owner allows it (off by default), and the seconds
-- of their speech are counted to the owner apart from the owner's own (api/src/twin/voice-chat.ts).
ALTER TABLE "Profile" ADD COLUMN "twinVoiceChat" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "UsageCounter" ADD COLUMN "twinAudioSeconds" INTEGER NOT NULL DEFAULT 0;
