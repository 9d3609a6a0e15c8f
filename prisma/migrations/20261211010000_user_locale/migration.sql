-- The language a person chose for Duet (null: their browser's), kept with the account like the
-- theme: their e-mails, the offline brain's own sentences and their model's instructions use it
-- (api/src/auth/locale.ts).
ALTER TABLE "User" ADD COLUMN "locale" TEXT;
