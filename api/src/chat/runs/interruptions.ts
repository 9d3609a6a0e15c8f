/**
 * Why an answer ended before it finished, and what its step and its followers are told
 * (docs/product.md §8). The answer keeps the text it had; Retry writes a full one beside it.
 */
import { said } from '../../words/said.js';

export type InterruptReason = 'restart' | 'database' | 'live';

export const INTERRUPTED_MESSAGES: Record<InterruptReason, string> = {
  /** Its process stopped (SIGTERM past the grace, kill -9, a crash: run-leases.ts). */
  restart: said(
    /*i18n*/ {
      id: 'error.chat.interrupted-restart',
      message: 'This answer was interrupted before it finished (the server restarted). Retry to get a full answer.',
    },
  ),
  /** The database could not be reached, so the answer could not be saved as it grew. */
  database: said(
    /*i18n*/ {
      id: 'error.chat.interrupted-database',
      message:
        'This answer was interrupted before it finished (the database could not be reached). Retry to get a full answer.',
    },
  ),
  /** Redis could not be reached: its events could not reach the people following it. */
  live: said(
    /*i18n*/ {
      id: 'error.chat.interrupted-live',
      message:
        'This answer was interrupted before it finished (the live connection was lost). Retry to get a full answer.',
    },
  ),
};

export const INTERRUPTED_MESSAGE = INTERRUPTED_MESSAGES.restart;
