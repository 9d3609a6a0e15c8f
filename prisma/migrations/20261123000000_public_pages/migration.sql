-- Public pages: the owner may hide theirs from search engines, and names the sites that may frame the twin.
ALTER TABLE "Profile" ADD COLUMN "hideFromSearch" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Profile" ADD COLUMN "embedOrigins" JSONB NOT NULL DEFAULT '[]';
