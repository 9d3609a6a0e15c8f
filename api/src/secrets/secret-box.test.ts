import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createSecretBox, serverSecret } from './secret-box.js';

describe('secret box', () => {
  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const box = createSecretBox('x'.repeat(32), 'ai-connection-keys');
    const sealed = box.seal('sk-live-1234567890');
    expect(sealed).not.toContain('sk-live');
    expect(box.open(sealed)).toBe('sk-live-1234567890');
    // A fresh IV each time: the same key never seals to the same text.
    expect(box.seal('sk-live-1234567890')).not.toBe(sealed);
  });

  it('reads a value sealed under another secret, for another purpose, or damaged, as lost', () => {
    const box = createSecretBox('x'.repeat(32), 'ai-connection-keys');
    const sealed = box.seal('sk-live');
    expect(createSecretBox('y'.repeat(32), 'ai-connection-keys').open(sealed)).toBeNull();
    expect(createSecretBox('x'.repeat(32), 'other').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });

  it('makes a server secret once, readable by its owner only, and reads it back after', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-secret-'));
    try {
      const keyFile = path.join(dir, 'nested', 'secret.key');
      const made = serverSecret({ keyFile });
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(serverSecret({ keyFile })).toBe(made);
      expect(serverSecret({ key: 'z'.repeat(40), keyFile })).toBe('z'.repeat(40));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is one secret for processes that start at the same moment, and an empty key file is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-secret-'));
    try {
      const keyFile = path.join(dir, 'secret.key');
      const module = new URL('./secret-box.ts', import.meta.url).href;
      // Each process loads the module, then waits for the same moment to make the secret.
      const at = Date.now() + 3000;
      const code = `const { serverSecret } = await import(${JSON.stringify(module)}); while (Date.now() < ${at}); process.stdout.write(serverSecret({ keyFile: ${JSON.stringify(keyFile)} }));`;
      const run = () =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]).then(
          (r) => r.stdout,
        );
      const secrets = await Promise.all(Array.from({ length: 6 }, run));
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
      expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
      expect(fs.readFileSync(keyFile, 'utf8').trim()).toBe(secrets[0]);
      expect(fs.readdirSync(dir)).toEqual(['secret.key']);

      const empty = path.join(dir, 'empty.key');
      fs.writeFileSync(empty, '\n');
      expect(() => serverSecret({ keyFile: empty })).toThrow(/secret key file .*empty\.key is empty/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
