/**
 * The test MCP server (mcp-server.ts) as a process of its own, for the browser journey
 * (web/e2e/mcp-tools.spec.ts): `MCP_TEST_PORT=… MCP_TEST_TOKEN=… npx tsx api/test/support/mcp-server-main.ts`.
 */
import { startMcpServer } from './mcp-server.js';

const server = await startMcpServer({
  port: Number(process.env.MCP_TEST_PORT ?? 0),
  ...(process.env.MCP_TEST_TOKEN ? { token: process.env.MCP_TEST_TOKEN } : {}),
});
console.log(server.url);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
