-- Personal instructions: what the brain should know about the person, and how it should answer.
ALTER TABLE "User" ADD COLUMN "instructionsAbout" TEXT;
ALTER TABLE "User" ADD COLUMN "instructionsStyle" TEXT;
