-- Browsers that signed in before (skip the account-wide limit on wrong passwords), and the
-- single-use sign-in links mailed instead of a hard block (api/src/auth/known-devices.ts,
-- sign-in-links.ts). Only hashes of their secrets are stored.
CREATE TABLE "KnownDevice" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "KnownDevice_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "SignInLink" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SignInLink_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "KnownDevice_userId_tokenHash_key" ON "KnownDevice"("userId", "tokenHash");
CREATE UNIQUE INDEX "SignInLink_tokenHash_key" ON "SignInLink"("tokenHash");
CREATE INDEX "SignInLink_userId_createdAt_idx" ON "SignInLink"("userId", "createdAt");

ALTER TABLE "KnownDevice" ADD CONSTRAINT "KnownDevice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SignInLink" ADD CONSTRAINT "SignInLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
