-- Projects (api/src/projects/): conversations kept together with their own instructions and files.
-- A conversation, a document and a memory may each name the project they belong to, and deleting the
-- project leaves them outside it (api/src/projects/projects.ts deletes them first when asked to).
CREATE TABLE "Project" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "instructions" TEXT,
    "keepMemoriesToItself" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Project_userId_createdAt_idx" ON "Project"("userId", "createdAt");
ALTER TABLE "Project" ADD CONSTRAINT "Project_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Thread" ADD COLUMN "projectId" TEXT;
CREATE INDEX "Thread_projectId_updatedAt_idx" ON "Thread"("projectId", "updatedAt");
ALTER TABLE "Thread" ADD CONSTRAINT "Thread_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Document" ADD COLUMN "projectId" TEXT;
CREATE INDEX "Document_projectId_idx" ON "Document"("projectId");
ALTER TABLE "Document" ADD CONSTRAINT "Document_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Memory" ADD COLUMN "projectId" TEXT;
CREATE INDEX "Memory_projectId_idx" ON "Memory"("projectId");
ALTER TABLE "Memory" ADD CONSTRAINT "Memory_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;
