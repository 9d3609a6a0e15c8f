-- Who the twin speaks as: about the owner in the third person (as before), or as the owner in the first.
ALTER TABLE "Profile" ADD COLUMN "twinVoice" TEXT NOT NULL DEFAULT 'third';
