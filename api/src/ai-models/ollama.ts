/**
 * Ollama on this machine: the AI models page offers to add it when it answers at its usual address
 * (OLLAMA_ADDRESS, http://127.0.0.1:11434). Asked at most every 10 seconds, and briefly.
 */
export const OLLAMA_ADDRESS = 'http://127.0.0.1:11434';

let last: { at: number; found: string | null } | null = null;

/** The address Ollama answers at, or null. */
export async function discoverOllama(address = OLLAMA_ADDRESS): Promise<string | null> {
  if (last && Date.now() - last.at < 10_000) return last.found;
  let found: string | null = null;
  try {
    const res = await fetch(`${address}/api/tags`, { signal: AbortSignal.timeout(800) });
    await res.body?.cancel();
    found = res.ok ? address : null;
  } catch {
    found = null;
  }
  last = { at: Date.now(), found };
  return found;
}
