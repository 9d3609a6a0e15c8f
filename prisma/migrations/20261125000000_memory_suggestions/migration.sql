-- Memories the brain suggests from imported conversations: the user accepts or dismisses each.
CREATE TABLE "MemorySuggestion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "sourceThreadId" TEXT NOT NULL,
    "sourceStepId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MemorySuggestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MemorySuggestion_sourceThreadId_fkey" FOREIGN KEY ("sourceThreadId") REFERENCES "Thread" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "MemorySuggestion_userId_normalized_key" ON "MemorySuggestion"("userId", "normalized");
CREATE INDEX "MemorySuggestion_userId_status_createdAt_idx" ON "MemorySuggestion"("userId", "status", "createdAt");
CREATE INDEX "MemorySuggestion_sourceThreadId_idx" ON "MemorySuggestion"("sourceThreadId");
