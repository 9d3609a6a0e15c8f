/**
 * Secrets Duet keeps for others (an AI connection's key), encrypted at rest with the server secret:
 * AES-256-GCM with a key derived from SECRET_KEY (HKDF-SHA256, one key per purpose), or, when
 * SECRET_KEY is unset, from a random secret made once and kept in SECRET_KEY_FILE (0600). A value
 * sealed under another secret does not open: it reads as lost (null), never as garbage.
 *
 * Stored form: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), the key id naming the secret
 * without revealing it, so a changed SECRET_KEY is told apart from a damaged value.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when it was sealed under another secret or is damaged. */
  open(sealed: string): string | null;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** The server secret: SECRET_KEY, or the key file's (made once, readable by this user only). */
export function serverSecret(config: { key?: string; keyFile: string }): string {
  if (config.key) return config.key;
  try {
    return readKeyFile(config.keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(config.keyFile), { recursive: true, mode: 0o700 });
  const made = randomBytes(32).toString('base64url');
  // Written whole under another name, then linked into place: the key file never exists half
  // written, so a process starting at the same moment never reads it empty (and seals with another
  // secret). The link fails if another process made one first: that one wins, and this one reads it.
  const draft = `${config.keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(draft, `${made}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, config.keyFile);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeyFile(config.keyFile);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** The key file's secret; an empty one (a crash while an older Duet wrote it) is refused, never used. */
function readKeyFile(keyFile: string): string {
  const secret = fs.readFileSync(keyFile, 'utf8').trim();
  if (!secret) {
    throw new Error(
      `The secret key file ${keyFile} is empty: delete it to make a new one (AI connection keys saved under the old one must be entered again), or set SECRET_KEY.`,
    );
  }
  return secret;
}

/** A box for one purpose ("ai-connection-keys"): values sealed for one purpose do not open in another. */
export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'duet', `duet:${purpose}`, 32));
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', keyId, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || id !== keyId || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
