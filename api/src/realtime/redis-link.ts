/**
 * The process's connections to Redis (REDIS_URL): one for commands, and the subscriber
 * connections made from it (the event log's, the broadcaster's). It knows whether Redis can be
 * reached right now, so what needs Redis fails at once with a 503 while it is away (instead of
 * each command waiting through ioredis's reconnection attempts), /readyz tells the truth, and the
 * live answer streams end when their subscriber connection is lost (chat/runs/event-log.ts).
 * What falls back instead of failing, and why: docs/decisions/infrastructure-outages.md.
 *
 * Every connection has an 'error' listener: an outage is logged once when it starts and once when
 * it ends, not at each reconnection attempt.
 */
import { Redis } from 'ioredis';
import { LIVE_AWAY_MESSAGE, UnavailableError } from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';

export class RedisLink {
  readonly client: Redis;
  private readonly connections: Redis[] = [];
  /** Connections that were ready and are not now. */
  private readonly lost = new Set<Redis>();
  private readonly downListeners = new Set<() => void>();
  private lastError = '';
  private closing = false;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {
    this.client = this.connect();
  }

  /** A new connection to the same Redis (subscribers need their own). */
  duplicate(): Redis {
    return this.connect();
  }

  /**
   * Whether commands may be sent: false from a lost connection until every connection is ready
   * again. Before the first connection is made, commands wait for it in ioredis's queue.
   */
  get available(): boolean {
    return this.lost.size === 0;
  }

  /** Whether every connection is ready now (readiness). */
  get ready(): boolean {
    return this.connections.every((c) => c.status === 'ready');
  }

  /** Throws the 503 of a Redis that cannot be reached. */
  ensureAvailable(): void {
    if (!this.available) throw new UnavailableError(LIVE_AWAY_MESSAGE);
  }

  /**
   * Resolves once every connection is ready (at once while they are). Nothing is sent before:
   * ioredis writes some commands (SUBSCRIBE, PUBLISH, MULTI, EXEC…) straight to a connection it
   * is still checking (status 'connect') and queues the others, so a SUBSCRIBE there puts the
   * connection in subscriber mode, its ready check fails and the subscription is lost (a
   * follower then never hears of its run again), and a MULTI runs apart from its queued
   * commands. With `timeoutMs`: refused (503) while Redis is away, or if it is not ready in time.
   */
  async whenReady({ timeoutMs }: { timeoutMs?: number } = {}): Promise<void> {
    if (timeoutMs !== undefined) this.ensureAvailable();
    if (this.ready) return;
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        if (timer) clearTimeout(timer);
        for (const c of this.connections) c.off('ready', check);
        this.downListeners.delete(refuse);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (this.ready) done();
      };
      const refuse = () => done(new UnavailableError(LIVE_AWAY_MESSAGE));
      const timer = timeoutMs === undefined ? null : setTimeout(refuse, timeoutMs);
      if (timer) this.downListeners.add(refuse);
      for (const c of this.connections) c.on('ready', check);
    });
  }

  /** Told when Redis goes away (a connection that was ready is lost); returns the unsubscribe. */
  onDown(listener: () => void): () => void {
    this.downListeners.add(listener);
    return () => this.downListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.downListeners.clear();
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private connect(): Redis {
    const connection = new Redis(this.url, {
      lazyConnect: false,
      // A command that meets a lost connection fails after one retry, and the connection is tried
      // again every second at most, so Duet is back within a second of Redis.
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    let wasReady = false;
    connection.on('error', (error: Error) => {
      this.lastError = error.message;
    });
    connection.on('ready', () => {
      wasReady = true;
      if (!this.lost.delete(connection) || this.lost.size > 0) return;
      this.logger.warn('Redis is reachable again');
    });
    connection.on('close', () => {
      if (!wasReady || this.closing || this.lost.has(connection)) return;
      this.lost.add(connection);
      if (this.lost.size > 1) return;
      this.logger.error(
        { reason: this.lastError || 'connection closed' },
        'Redis is unreachable: live answers end, sending waits for it',
      );
      for (const listener of this.downListeners) listener();
    });
    this.connections.push(connection);
    return connection;
  }
}
