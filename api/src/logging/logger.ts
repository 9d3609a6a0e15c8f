/**
 * The one pino logger factory. Every line names the process (pid, hostname), so the logs of several
 * processes can be told apart, and the request it was written for (request-scope.ts), if any. A
 * database that was never migrated is said once, with the command that fixes it.
 */
import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';
import { isNotMigrated } from '../errors/database-errors.js';
import { currentRequestId } from './request-scope.js';

export type { Logger };

export const NOT_MIGRATED_LINE =
  'The database has no tables of Duet yet: apply the migrations with `npm run db:migrate` (`npm start` applies them before it starts); until then /readyz says "not migrated".';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  let notMigratedSaid = false;
  return pino(
    {
      level: config.logLevel,
      base: { pid: process.pid, hostname: hostname() },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      hooks: {
        // A database without Duet's tables fails every background round (every few seconds): said
        // once, with what to do, instead of a stack trace each time.
        logMethod(args, method) {
          const first = args[0] as { err?: unknown } | undefined;
          if (first && typeof first === 'object' && isNotMigrated(first.err)) {
            if (notMigratedSaid) return;
            notMigratedSaid = true;
            return this.error(NOT_MIGRATED_LINE);
          }
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
}
