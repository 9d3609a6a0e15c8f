/**
 * The vectors of Duet's SQLite file in memory (vector-set.ts: by component, and usearch's HNSW
 * graphs for the large sets), built from the *Embedding tables (they stay the source of truth) and
 * kept in step with them: filled by the first sync (or the first call that needs a space), written
 * by upsert, remove, setVisibility and refresh, compared with the tables by each later sync.
 * Nothing of it is on disk: after a crash or a restart it is read again from the tables, and
 * nothing is lost. README.md has the why and the figures.
 *
 * One set per (space, size, model, person, visibility): a search reads only the sets of its person
 * and model, a public search only the public one, so another person's or a private vector is never
 * a candidate, and `limit` hits come back when there are that many. A person's own search reads
 * their private and public sets and merges the two.
 */
import Database from 'better-sqlite3';
import { sqliteStatements } from '../typed-sql/own-connection.js';
import { allSources, idList, sourceHeads, sourcesByIds, type SourceRow } from './sources.js';
import { unitVector } from './sqlite-vec-index.js';
import { setComponents, VectorSet, type UsearchModule } from './vector-set.js';
import { fromBytes } from './vectors.js';
import { isPublic, SPACES, type Space, type VectorIndex, type VectorRow } from './types.js';
import { publicOnly } from '../../privacy/read-scope.js';

/** Source rows read and added between two turns of the event loop (graphs are built after). */
const PAGE = 500;

interface Held {
  userId: string;
  model: string;
  dims: number;
  public: 0 | 1;
  stamp: string | null;
  /** The vector's key in its graph; null for a zero vector (held, never a hit). */
  key: number | null;
}

export interface UsearchOptions {
  /** The loaded `usearch` module (index.ts imports it; it throws where no build loads). */
  usearch: UsearchModule;
}

export function createUsearchIndex(file: string, { usearch }: UsearchOptions): VectorIndex {
  const db = new Database(file, { fileMustExist: false });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
  } catch (error) {
    db.close();
    throw error;
  }
  const typed = sqliteStatements(db);
  const held = new Map<Space, Map<string, Held>>(SPACES.map((s) => [s, new Map()]));
  const graphs = new Map<string, VectorSet>();
  const loads = new Map<Space, Promise<number>>();
  let nextKey = 1;

  const graphName = (space: Space, dims: number, model: string, userId: string, pub: 0 | 1) =>
    JSON.stringify([space, dims, model, userId, pub]);
  const graph = (name: string, dims: number) => {
    let g = graphs.get(name);
    if (!g) graphs.set(name, (g = new VectorSet(usearch, dims)));
    return g;
  };

  const drop = (space: Space, id: string) => {
    const old = held.get(space)!.get(id);
    if (!old) return false;
    held.get(space)!.delete(id);
    if (old.key === null) return true;
    const name = graphName(space, old.dims, old.model, old.userId, old.public);
    const g = graphs.get(name);
    if (g) {
      g.remove(old.key);
      if (g.size === 0) {
        g.close();
        graphs.delete(name); // the set's memory goes with it
      }
    }
    return true;
  };

  /** Writes rows (replacing what each id held), adding each graph's new vectors in one batch. */
  const put = (space: Space, rows: readonly VectorRow[], stamps: readonly (string | null)[]) => {
    const batches = new Map<string, { dims: number; keys: number[]; ids: string[]; vectors: Float32Array[] }>();
    // An id written twice in one call keeps its last vector (an earlier one would be added unheld).
    const last = new Map(rows.map((row, i) => [row.id, i]));
    rows.forEach((row, i) => {
      if (last.get(row.id) !== i) return;
      drop(space, row.id);
      const dims = row.vector.length;
      if (dims === 0) return; // a message without text: nothing to find
      const pub = isPublic(row.visibility);
      const unit = unitVector(row.vector);
      const key = unit ? nextKey++ : null;
      held
        .get(space)!
        .set(row.id, { userId: row.userId, model: row.model, dims, public: pub, stamp: stamps[i] ?? null, key });
      if (!unit || key === null) return;
      const name = graphName(space, dims, row.model, row.userId, pub);
      let batch = batches.get(name);
      if (!batch) batches.set(name, (batch = { dims, keys: [], ids: [], vectors: [] }));
      batch.keys.push(key);
      batch.ids.push(row.id);
      batch.vectors.push(unit);
    });
    for (const [name, { dims, keys, ids, vectors }] of batches) {
      const matrix = new Float32Array(keys.length * dims);
      vectors.forEach((v, i) => matrix.set(v, i * dims));
      graph(name, dims).add(keys, ids, matrix);
    }
  };

  const toRow = (s: SourceRow): VectorRow => ({
    id: s.id,
    userId: s.userId,
    model: s.model,
    visibility: s.public ? 'public' : 'private',
    vector: fromBytes(s.vector),
  });
  const putSources = (space: Space, found: SourceRow[]) =>
    put(
      space,
      found.map(toRow),
      found.map((s) => s.stamp),
    );

  /** Every source row of the space into the graphs: the build at start (or after a crash). */
  async function load(space: Space) {
    let written = 0;
    let after = '';
    for (;;) {
      const page = typed.rows(allSources(space), { after, limit: PAGE });
      if (page.length === 0) {
        for (const [name, g] of graphs) if (JSON.parse(name)[0] === space) g.fit();
        return written;
      }
      putSources(space, page);
      written += page.length;
      after = page.at(-1)!.id;
      await new Promise((resolve) => setImmediate(resolve)); // requests go on between pages
    }
  }
  /** The space built once; every call that reads or writes it waits for that first. */
  const loaded = (space: Space) => {
    let p = loads.get(space);
    if (!p) {
      // A build that failed (the file busy, say) is tried again by the next call, from the start.
      const fresh = load(space).catch((error: unknown) => {
        loads.delete(space);
        for (const id of [...held.get(space)!.keys()]) drop(space, id);
        throw error;
      });
      loads.set(space, (p = fresh));
    }
    return p;
  };

  /** The ids' source rows written as they are now (visibility as given, when given); the rest dropped. */
  const refreshIds = (space: Space, ids: readonly string[], visibility?: 0 | 1) => {
    const found = typed.rows(sourcesByIds(space), { ids: idList('sqlite', ids) });
    putSources(space, visibility === undefined ? found : found.map((s) => ({ ...s, public: visibility })));
    const kept = new Set(found.map((s) => s.id));
    let removed = 0;
    for (const id of ids) if (!kept.has(id) && drop(space, id)) removed++;
    return removed;
  };

  /** What the tables say now against what the graphs hold: the changed rows read again, the gone dropped. */
  async function compare(space: Space) {
    const mine = held.get(space)!;
    const seen = new Set<string>();
    const changed: string[] = [];
    let after = '';
    for (;;) {
      const page = typed.rows(sourceHeads(space), { after, limit: PAGE * 40 });
      if (page.length === 0) break;
      for (const s of page) {
        seen.add(s.id);
        const h = mine.get(s.id);
        if (!h || h.model !== s.model || h.public !== (s.public ? 1 : 0) || h.stamp !== s.stamp) changed.push(s.id);
      }
      after = page.at(-1)!.id;
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let i = 0; i < changed.length; i += PAGE) refreshIds(space, changed.slice(i, i + PAGE));
    let removed = 0;
    for (const id of [...mine.keys()]) if (!seen.has(id) && drop(space, id)) removed++;
    return { written: changed.length, removed };
  }

  return {
    kind: 'usearch',
    async upsert(space, rows) {
      await loaded(space);
      put(space, rows, []);
    },
    async remove(space, ids) {
      await loaded(space);
      for (const id of ids) drop(space, id);
    },
    async setVisibility(space, ids, visibility) {
      await loaded(space);
      // A vector moves between the private and public graphs: it is read again from its row.
      refreshIds(space, ids, isPublic(visibility));
    },
    async refresh(space, ids) {
      await loaded(space);
      if (ids.length) refreshIds(space, ids);
    },
    async nearest(space, q) {
      await loaded(space);
      const unit = unitVector(q.vector);
      if (q.limit <= 0 || !unit) return [];
      const dims = unit.length;
      const set = setComponents(unit);
      const names = (publicOnly(q.scope) ? [1 as const] : [0 as const, 1 as const]).map((pub) =>
        graphName(space, dims, q.model, q.scope.userId, pub),
      );
      const hits = names.flatMap((name) => {
        const g = graphs.get(name);
        return g ? g.nearest(unit, set, q.limit) : [];
      });
      return hits
        .filter((hit) => hit.similarity >= q.minSimilarity)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, q.limit);
    },
    async sync(space) {
      let written = 0;
      let removed = 0;
      for (const s of space ? [space] : SPACES) {
        const first = !loads.has(s);
        const built = await loaded(s);
        const r = first ? { written: built, removed: 0 } : await compare(s);
        written += r.written;
        removed += r.removed;
      }
      return { written, removed };
    },
    async settled() {
      await Promise.all([...loads.values()].map((p) => p.catch(() => 0)));
      await Promise.all([...graphs.values()].map((g) => g.settled()));
    },
    async close() {
      for (const g of graphs.values()) g.close();
      graphs.clear();
      db.close();
    },
  };
}
