/** Vectors as the database keeps them (Float32, little-endian) and how alike two are. */

export function toBytes(vector: readonly number[] | Float32Array): Uint8Array<ArrayBuffer> {
  const floats = Float32Array.from(vector);
  return new Uint8Array(floats.buffer);
}

export function fromBytes(bytes: Uint8Array): Float32Array {
  // A copy: the bytes may sit at an offset a Float32Array cannot start from.
  return new Float32Array(Uint8Array.from(bytes).buffer);
}

/** Rows ranked by how alike their vectors are to `vector`: at least `min`, most alike first, at most `limit`. */
export function rankBySimilarity<Row extends { vector: Uint8Array }>(
  rows: readonly Row[],
  vector: Float32Array,
  min: number,
  limit: number,
): Array<{ row: Row; similarity: number }> {
  return rows
    .map((row) => ({ row, similarity: cosine(vector, fromBytes(row.vector)) }))
    .filter((hit) => hit.similarity >= min)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, limit);
}

/** Cosine similarity, from −1 to 1 (0 when either is all zeros or their sizes differ). */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * Writes a batch of vectors in one go (`whole`: delete the old rows, insert the new, one
 * transaction); when that fails (a memory or message deleted meanwhile), row by row, each failure
 * skipped: a row whose source is gone has nothing to keep a vector for.
 */
export async function replaceRows(
  whole: () => Promise<unknown>,
  oneByOne: ReadonlyArray<() => Promise<unknown>>,
): Promise<void> {
  try {
    await whole();
  } catch {
    for (const write of oneByOne) await write().catch(() => undefined);
  }
}
