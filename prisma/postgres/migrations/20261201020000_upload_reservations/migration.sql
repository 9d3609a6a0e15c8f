-- Storage quotas taken atomically: each owner's stored plus reserved bytes (created on first use from
-- their uploads), and the reservations of uploads in progress (api/src/uploads/reservations.ts).
-- CreateTable
CREATE TABLE "StorageUsage" (
    "owner" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "StorageUsage_pkey" PRIMARY KEY ("owner")
);

-- CreateTable
CREATE TABLE "UploadReservation" (
    "id" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadReservation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UploadReservation_owner_expiresAt_idx" ON "UploadReservation"("owner", "expiresAt");

