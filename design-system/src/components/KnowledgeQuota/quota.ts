/** How much of a limit is used. */
export interface QuotaUse {
  used: number;
  limit: number;
}

/** full: at or over the limit; near: 90% or more; otherwise ok. */
export type QuotaTone = 'ok' | 'near' | 'full';

/** From 90% of a limit the meter warns; at the limit it says it is full. */
export function quotaTone({ used, limit }: QuotaUse): QuotaTone {
  if (limit <= 0 || used >= limit) return 'full';
  return used / limit >= 0.9 ? 'near' : 'ok';
}

/** The share used, 0–1 (a limit of 0 counts as full). */
export function quotaShare({ used, limit }: QuotaUse): number {
  if (limit <= 0) return 1;
  return Math.min(1, Math.max(0, used / limit));
}
