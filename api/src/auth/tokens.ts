/** Opaque random secrets; only their SHA-256 is ever stored. */
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
