/**
 * Objects as files in one folder on this machine (the default: one Duet process). Keys are plain
 * file names; names starting with a dot are the upload reader's and importer's scratch files
 * (api/src/uploads/reservations.ts clears them at start-up), never objects.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStore } from './object-store.js';

const SAFE_KEY = /^[\w-]+$/;

export class DiskStore implements ObjectStore {
  constructor(private readonly dir: string) {}

  get description() {
    return `folder ${this.dir}`;
  }

  private file(key: string) {
    // Keys are Duet's own random names: anything else is a bug, never a path to follow.
    if (!SAFE_KEY.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  async putFile(key: string, localPath: string, _contentType: string, options: { keep?: boolean } = {}) {
    await fs.promises.mkdir(this.dir, { recursive: true });
    if (options.keep) await fs.promises.copyFile(localPath, this.file(key));
    else await fs.promises.rename(localPath, this.file(key));
  }

  async open(key: string): Promise<Readable | null> {
    const stream = fs.createReadStream(this.file(key));
    const opened = await new Promise<boolean>((resolve) => {
      stream.once('open', () => resolve(true));
      stream.once('error', () => resolve(false));
    });
    return opened ? stream : null;
  }

  async read(key: string, maxBytes?: number): Promise<Buffer | null> {
    if (maxBytes === undefined) return fs.promises.readFile(this.file(key)).catch(() => null);
    const handle = await fs.promises.open(this.file(key), 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(maxBytes);
      const { bytesRead } = await handle.read(buffer, 0, maxBytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async remove(keys: readonly string[]) {
    await Promise.all(keys.map((key) => fs.promises.rm(this.file(key), { force: true })));
  }

  async *keys(): AsyncIterable<string> {
    if (!fs.existsSync(this.dir)) return;
    for (const entry of await fs.promises.readdir(this.dir, { withFileTypes: true })) {
      if (entry.isFile() && SAFE_KEY.test(entry.name)) yield entry.name;
    }
  }

  async check() {
    await fs.promises.mkdir(this.dir, { recursive: true });
  }
}
