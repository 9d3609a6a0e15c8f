/**
 * The library's refusals that more than one place says (library.ts, uploads/uploads.ts, the
 * passages and projects), marked once for the catalogs (words/said.ts).
 */
import { said } from '../words/said.js';

export const DOCUMENT_NOT_FOUND = said(/*i18n*/ { id: 'error.documents.not-found', message: 'Document not found' });

/** The person keeps as many documents as the operator allows (DOCUMENTS_MAX_PER_USER). */
export const libraryFull = (count: number, max: number) =>
  said(
    /*i18n*/ {
      id: 'error.documents.library-full',
      message: 'Your library holds {count} of {max} documents. Delete what you no longer need to add more.',
    },
    { count, max },
  );
