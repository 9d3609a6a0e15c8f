/** The testing agent's harmless tools, so the UI's tool-call display can be exercised. */
import { tool } from 'ai';
import { z } from 'zod';

export function echoTool() {
  return tool({
    description: 'Echo the given text back.',
    inputSchema: z.object({ text: z.string() }),
    execute: ({ text }) => ({ text }),
  });
}

export function getTimeTool(now: () => Date = () => new Date()) {
  return tool({
    description: 'The current server time.',
    inputSchema: z.object({}),
    execute: () => ({ iso: now().toISOString() }),
  });
}
