/**
 * The dates Duet keeps: from year 1 to year 9999, the four-digit years of ISO 8601 that both
 * databases and every JSON client read. JavaScript's Date reaches year 275760, and a date past
 * 9999 (or before year 1) cannot be written: the database layer fails on it.
 */
import { z } from 'zod';

const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** The date when Duet can keep it, else null (an invalid date too). */
export function keepableDate(date: Date): Date | null {
  const time = date.getTime();
  return time >= EARLIEST && time <= LATEST ? date : null;
}

/** A date as the JSON answers write it (`toISOString()`): ISO 8601 in UTC, `DateTime` in the OpenAPI document. */
export const isoTime = z.iso
  .datetime()
  .meta({ id: 'DateTime', description: 'ISO 8601 in UTC, e.g. 2025-01-31T09:30:00.000Z' });
