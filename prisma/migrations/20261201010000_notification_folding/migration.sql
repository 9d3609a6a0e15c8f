-- Notifications that fold: while unread, later events of the same kind (foldKey) update it
-- ("3 new conversations with your twin") instead of adding another, and foldKey is cleared when read.
ALTER TABLE "Notification" ADD COLUMN "foldKey" TEXT;
ALTER TABLE "Notification" ADD COLUMN "foldCount" INTEGER NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX "Notification_userId_foldKey_key" ON "Notification"("userId", "foldKey");
