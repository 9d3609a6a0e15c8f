-- Storage quotas taken atomically: each owner's stored plus reserved bytes (created on first use from
-- their uploads), and the reservations of uploads in progress (api/src/uploads/reservations.ts).
CREATE TABLE "StorageUsage" (
    "owner" TEXT NOT NULL PRIMARY KEY,
    "bytes" BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE "UploadReservation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "owner" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE INDEX "UploadReservation_owner_expiresAt_idx" ON "UploadReservation"("owner", "expiresAt");
