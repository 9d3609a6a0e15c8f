-- MCP servers for everyone (issue 37): the admin's, and the operator's from MCP_SERVERS_FILE
-- (api/src/mcp/shared-servers.ts, api/src/mcp/configured.ts). Such a server has no person, so
-- McpServer.userId may be null; a server from configuration is found by its entry's name, and
-- may be a stdio command. Each person's choices of a shared tool are their own McpToolChoice.
--
-- The table is rebuilt (SQLite cannot make a column nullable in place).

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_McpServer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "configName" TEXT,
    "transport" TEXT NOT NULL DEFAULT 'http',
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "headersCipher" TEXT,
    "headerNames" JSONB NOT NULL DEFAULT '[]',
    "lastError" TEXT,
    "authCipher" TEXT,
    "authState" TEXT,
    "signInUrl" TEXT,
    "checkedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "McpServer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_McpServer" ("id", "userId", "name", "url", "headersCipher", "headerNames", "lastError", "authCipher", "authState", "signInUrl", "checkedAt", "createdAt", "updatedAt")
SELECT "id", "userId", "name", "url", "headersCipher", "headerNames", "lastError", "authCipher", "authState", "signInUrl", "checkedAt", "createdAt", "updatedAt" FROM "McpServer";
DROP TABLE "McpServer";
ALTER TABLE "new_McpServer" RENAME TO "McpServer";
CREATE UNIQUE INDEX "McpServer_configName_key" ON "McpServer"("configName");
CREATE INDEX "McpServer_userId_createdAt_idx" ON "McpServer"("userId", "createdAt");
CREATE INDEX "McpServer_authState_idx" ON "McpServer"("authState");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateTable
CREATE TABLE "McpToolChoice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "toolId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "policy" TEXT NOT NULL DEFAULT 'ask',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "McpToolChoice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "McpToolChoice_toolId_fkey" FOREIGN KEY ("toolId") REFERENCES "McpTool" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "McpToolChoice_toolId_idx" ON "McpToolChoice"("toolId");

-- CreateIndex
CREATE UNIQUE INDEX "McpToolChoice_userId_toolId_key" ON "McpToolChoice"("userId", "toolId");
