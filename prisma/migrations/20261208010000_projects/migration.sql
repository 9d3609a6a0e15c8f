-- Projects (api/src/projects/): conversations kept together with their own instructions and files.
-- A conversation, a document and a memory may each name the project they belong to, and deleting the
-- project leaves them outside it (api/src/projects/projects.ts deletes them first when asked to).
CREATE TABLE "Project" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "instructions" TEXT,
    "keepMemoriesToItself" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Project_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "Project_userId_createdAt_idx" ON "Project"("userId", "createdAt");

ALTER TABLE "Thread" ADD COLUMN "projectId" TEXT REFERENCES "Project" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "Thread_projectId_updatedAt_idx" ON "Thread"("projectId", "updatedAt");

ALTER TABLE "Document" ADD COLUMN "projectId" TEXT REFERENCES "Project" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "Document_projectId_idx" ON "Document"("projectId");

ALTER TABLE "Memory" ADD COLUMN "projectId" TEXT REFERENCES "Project" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "Memory_projectId_idx" ON "Memory"("projectId");
