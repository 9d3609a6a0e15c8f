-- How the twin words public facts: strict (as written) or adaptive (phrased and combined).
ALTER TABLE "Profile" ADD COLUMN "twinStyle" TEXT NOT NULL DEFAULT 'adaptive';
