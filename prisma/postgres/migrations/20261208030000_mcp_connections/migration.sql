-- MCP servers a person connects (Settings › Tools), the tools they list with the person's choices,
-- and the tool calls that wait for the person's yes or no (api/src/mcp/).
-- CreateTable
CREATE TABLE "McpServer" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "headersCipher" TEXT,
    "headerNames" JSONB NOT NULL DEFAULT '[]',
    "lastError" TEXT,
    "authCipher" TEXT,
    "authState" TEXT,
    "signInUrl" TEXT,
    "checkedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "McpServer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "McpTool" (
    "id" TEXT NOT NULL,
    "serverId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "inputSchema" JSONB NOT NULL DEFAULT '{}',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "policy" TEXT NOT NULL DEFAULT 'ask',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "McpTool_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ToolApproval" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "toolCallId" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "callName" TEXT NOT NULL,
    "toolId" TEXT,
    "toolName" TEXT NOT NULL,
    "serverName" TEXT NOT NULL,
    "args" JSONB NOT NULL DEFAULT '{}',
    "resume" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "continuationStepId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ToolApproval_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "McpServer_userId_createdAt_idx" ON "McpServer"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "McpServer_authState_idx" ON "McpServer"("authState");

-- CreateIndex
CREATE UNIQUE INDEX "McpTool_serverId_name_key" ON "McpTool"("serverId", "name");

-- CreateIndex
CREATE INDEX "ToolApproval_threadId_status_idx" ON "ToolApproval"("threadId", "status");

-- CreateIndex
CREATE INDEX "ToolApproval_stepId_idx" ON "ToolApproval"("stepId");

-- CreateIndex
CREATE INDEX "ToolApproval_userId_status_idx" ON "ToolApproval"("userId", "status");

-- AddForeignKey
ALTER TABLE "McpServer" ADD CONSTRAINT "McpServer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "McpTool" ADD CONSTRAINT "McpTool_serverId_fkey" FOREIGN KEY ("serverId") REFERENCES "McpServer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolApproval" ADD CONSTRAINT "ToolApproval_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolApproval" ADD CONSTRAINT "ToolApproval_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;
