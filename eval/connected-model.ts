/**
 * `npm run eval -- --model <name>`: the environment that points the eval at a model an admin
 * connected in the app (its name on its server, or its id), read from the configured database
 * (DATABASE_URL, var/duet.db by default) with its key opened by the server secret. The embedding
 * model goes along when it is on the same connection.
 */
import { loadSnapshot } from '../api/src/ai-models/snapshot.js';
import { loadConfig } from '../api/src/config.js';
import { createDb } from '../api/src/db/client.js';
import { createSecretBox, serverSecret } from '../api/src/secrets/secret-box.js';

export async function connectedModelEnv(
  nameOrId: string,
  env: Record<string, string | undefined>,
): Promise<Record<string, string>> {
  const config = loadConfig(env);
  const db = createDb(config.database);
  try {
    const box = createSecretBox(serverSecret(config.secrets), 'ai-connection-keys');
    const snapshot = await loadSnapshot(db, config.ai, box);
    const found = [...snapshot.entries.values()].filter(
      (e) => !e.entry.offline && (e.entry.key === nameOrId || e.entry.name === nameOrId),
    );
    if (found.length === 0) {
      const names = [...snapshot.entries.values()].filter((e) => !e.entry.offline).map((e) => e.entry.name);
      throw new Error(
        `No connected model is named "${nameOrId}"${names.length ? `: there are ${names.join(', ')}` : ' (connect one on the AI models page)'}.`,
      );
    }
    if (found.length > 1) {
      throw new Error(
        `Several connections offer "${nameOrId}": give its id (${found.map((e) => e.entry.key).join(', ')}).`,
      );
    }
    const { spec, entry } = found[0]!;
    if (spec.kind !== 'openai-compatible') throw new Error(`"${nameOrId}" is not a connected model.`);
    const embedding = snapshot.defaults.embedding.spec;
    const sameServer = embedding?.kind === 'server' && embedding.baseUrl === spec.baseUrl;
    return {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: spec.baseUrl,
      AI_MODEL: entry.name,
      ...(spec.apiKey ? { AI_API_KEY: spec.apiKey } : {}),
      ...(sameServer ? { AI_EMBEDDING_MODEL: embedding.model } : {}),
    };
  } finally {
    await db.$disconnect();
  }
}
