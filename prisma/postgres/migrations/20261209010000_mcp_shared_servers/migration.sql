-- MCP servers for everyone (issue 37): the admin's, and the operator's from MCP_SERVERS_FILE
-- (api/src/mcp/shared-servers.ts, api/src/mcp/configured.ts). Such a server has no person, so
-- McpServer.userId may be null, a server from configuration is found by its entry's name, and
-- may be a stdio command. Each person's choices of a shared tool are their own McpToolChoice.

-- AlterTable
ALTER TABLE "McpServer" ADD COLUMN     "configName" TEXT,
ADD COLUMN     "transport" TEXT NOT NULL DEFAULT 'http',
ALTER COLUMN "userId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "McpToolChoice" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "toolId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "policy" TEXT NOT NULL DEFAULT 'ask',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "McpToolChoice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "McpServer_configName_key" ON "McpServer"("configName");

-- CreateIndex
CREATE INDEX "McpToolChoice_toolId_idx" ON "McpToolChoice"("toolId");

-- CreateIndex
CREATE UNIQUE INDEX "McpToolChoice_userId_toolId_key" ON "McpToolChoice"("userId", "toolId");

-- AddForeignKey
ALTER TABLE "McpToolChoice" ADD CONSTRAINT "McpToolChoice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "McpToolChoice" ADD CONSTRAINT "McpToolChoice_toolId_fkey" FOREIGN KEY ("toolId") REFERENCES "McpTool"("id") ON DELETE CASCADE ON UPDATE CASCADE;
