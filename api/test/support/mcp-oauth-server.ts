/**
 * A real MCP server behind OAuth on 127.0.0.1, built with the official SDK: its authorization
 * server (mcpAuthRouter: metadata, dynamic registration, authorize, token) over the SDK's in-memory
 * demo provider, which approves at once and sends the browser back with a code, and the MCP
 * endpoint behind requireBearerAuth. Its one tool, `whoami`, answers with the token's client.
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { DemoInMemoryAuthProvider } from '@modelcontextprotocol/sdk/examples/server/demoInMemoryOAuthProvider.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { getOAuthProtectedResourceMetadataUrl, mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export interface OAuthMcpServer {
  url: string;
  /** The access tokens the MCP endpoint accepted, in order. */
  tokens: string[];
  close(): Promise<void>;
}

export async function startOAuthMcpServer(): Promise<OAuthMcpServer> {
  const tokens: string[] = [];
  const app = express();
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const mcpUrl = new URL('/mcp', base);
  const provider = new DemoInMemoryAuthProvider();
  app.use(express.json());
  app.use(mcpAuthRouter({ provider, issuerUrl: base, resourceServerUrl: mcpUrl, scopesSupported: ['mcp:tools'] }));
  const bearer = requireBearerAuth({
    verifier: provider,
    resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcpUrl),
  });
  app.all('/mcp', bearer, async (req, res) => {
    tokens.push(req.auth!.token);
    const mcp = new McpServer({ name: 'duet-test-oauth', version: '1.0.0' });
    const clientId = req.auth!.clientId;
    mcp.registerTool('whoami', { description: 'Who the token belongs to.' }, async () => ({
      content: [{ type: 'text', text: `You are client ${clientId}.` }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  return {
    url: mcpUrl.href,
    tokens,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
