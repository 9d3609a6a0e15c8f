/** The testing agent's harmless tools, so the UI's tool-call display can be exercised. */
import { tool } from 'ai';
import { z } from 'zod';

const ECHO_INPUT = z.object({ text: z.string() });
const NO_INPUT = z.object({});

export function echoTool() {
  return tool({
    description: 'Echo the given text back.',
    inputSchema: ECHO_INPUT,
    execute: ({ text }) => ({ text }),
  });
}

export function getTimeTool(now: () => Date = () => new Date()) {
  return tool({
    description: 'The current server time.',
    inputSchema: NO_INPUT,
    execute: () => ({ iso: now().toISOString() }),
  });
}
