// A real MCP server over stdio, built with the official SDK (McpServer, StdioServerTransport), for
// the operator's servers from configuration (api/src/mcp/configured.ts). Duet starts it per use.
// Its tools: `create_note` appends the title to the file NOTES_FILE names (a side effect the test
// counts, across processes), `env_names` answers the names of the environment it was given, and
// `big_report` answers 5 MB of text. Plain JavaScript: Duet runs it with node, as an operator would.
import fs from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'duet-test-stdio-tools', version: '1.0.0' });
server.registerTool(
  'create_note',
  { description: 'Save a note in the shared notebook.', inputSchema: { title: z.string() } },
  async ({ title }) => {
    fs.appendFileSync(process.env.NOTES_FILE, `${title}\n`);
    return { content: [{ type: 'text', text: `Saved the shared note "${title}".` }] };
  },
);
server.registerTool('env_names', { description: 'The names of my environment.' }, async () => ({
  content: [{ type: 'text', text: Object.keys(process.env).sort().join(',') }],
}));
server.registerTool('big_report', { description: 'A very large report.' }, async () => ({
  content: [{ type: 'text', text: 'r'.repeat(5 * 1024 * 1024) }],
}));
await server.connect(new StdioServerTransport());
