/**
 * What a person reads when the model's server fails an answer: what happened in their words and
 * what they can do, never the transport's text ("connect ECONNREFUSED 127.0.0.1:…"), which goes
 * to the server's log with the run (run-executor.ts). The error is read by its shape — an HTTP
 * status from the server, or a socket error code under `cause` — so any provider's errors fit.
 */
import { errorCode } from '../../net/error-code.js';
import { said } from '../../words/said.js';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
]);

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

const SAYS = {
  refusedKey: said(
    /*i18n*/ {
      id: 'error.chat.model-refused-key',
      message: "The model's server refused Duet's key, so it could not answer. Choose another model and try again.",
    },
  ),
  noSuchModel: said(
    /*i18n*/ {
      id: 'error.chat.model-gone',
      message: "The model's server does not offer this model any more. Choose another model.",
    },
  ),
  busy: said(
    /*i18n*/ {
      id: 'error.chat.model-busy',
      message: "The model's server is busy right now. Try again in a moment, or choose another model.",
    },
  ),
  serverProblem: said(
    /*i18n*/ {
      id: 'error.chat.model-server-problem',
      message: "The model's server had a problem and could not answer. Try again, or choose another model.",
    },
  ),
  unreachable: said(
    /*i18n*/ {
      id: 'error.chat.model-unreachable',
      message: 'The model could not be reached. Try again in a moment, or choose another model.',
    },
  ),
  failed: said(
    /*i18n*/ {
      id: 'error.chat.model-failed',
      message: 'The model could not answer. Try again, or choose another model.',
    },
  ),
};

export function providerErrorMessage(error: unknown): string {
  const status = field(error, 'statusCode');
  if (status === 401 || status === 403) return SAYS.refusedKey;
  if (status === 404) return SAYS.noSuchModel;
  if (status === 429) return SAYS.busy;
  if (typeof status === 'number') return SAYS.serverProblem;
  if (UNREACHABLE.has(errorCode(error) ?? '')) return SAYS.unreachable;
  return SAYS.failed;
}
