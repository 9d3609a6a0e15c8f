/** An attached document's reading (GraphQL Element.document), as the file card shows it. */
import type { FileReading } from '@duet/design-system';

const READING_STATUSES = ['queued', 'reading', 'ready', 'failed'] as const;
/** An attached document's reading, as the file card shows it (null for other files). */
export function fileReading(d: { status: string; pages?: number | null; failure?: string | null } | null | undefined) {
  const status = READING_STATUSES.find((s) => s === d?.status);
  return d && status ? ({ status, pages: d.pages, failure: d.failure } satisfies FileReading) : null;
}
