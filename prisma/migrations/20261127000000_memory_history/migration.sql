-- What the brain changed in its memories and in which conversation: replaced words are kept, forgotten ones are not.
CREATE TABLE "MemoryChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "memoryId" TEXT,
    "kind" TEXT NOT NULL,
    "previous" TEXT,
    "sourceThreadId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MemoryChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MemoryChange_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MemoryChange_sourceThreadId_fkey" FOREIGN KEY ("sourceThreadId") REFERENCES "Thread" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX "MemoryChange_userId_createdAt_idx" ON "MemoryChange"("userId", "createdAt");
CREATE INDEX "MemoryChange_memoryId_createdAt_idx" ON "MemoryChange"("memoryId", "createdAt");
