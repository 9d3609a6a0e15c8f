/**
 * Ollama on this machine: the AI models page offers to add it when it answers at its usual address
 * (OLLAMA_URL, http://127.0.0.1:11434 by default). Asked at most every 10 seconds, and briefly.
 */
const last = new Map<string, { at: number; found: string | null }>();

/** The address Ollama answers at, or null. */
export async function discoverOllama(address: string): Promise<string | null> {
  const known = last.get(address);
  if (known && Date.now() - known.at < 10_000) return known.found;
  let found: string | null = null;
  try {
    const res = await fetch(`${address}/api/tags`, { signal: AbortSignal.timeout(800) });
    await res.body?.cancel();
    found = res.ok ? address : null;
  } catch {
    found = null;
  }
  last.set(address, { at: Date.now(), found });
  return found;
}
