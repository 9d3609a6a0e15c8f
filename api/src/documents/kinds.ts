/**
 * Which uploads are read as documents by the reading queue (reading-queue.ts): PDF and Word files,
 * whose text needs a parser. Plain text, Markdown, CSV, JSON and code are read straight from
 * their bytes when a message carries them (api/src/uploads/attachment-text.ts).
 */
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/x-pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const DOCUMENT_NAMES = /\.(?:pdf|docx)$/i;

export function readsAsDocument(name: string, mimeType: string): boolean {
  return DOCUMENT_TYPES.has(mimeType.trim().toLowerCase()) || DOCUMENT_NAMES.test(name.trim());
}
