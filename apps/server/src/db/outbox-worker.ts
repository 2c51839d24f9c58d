/**
 * The transactional outbox's worker (issue 35 "durable side effects", docs/architecture.md "Side effects").
 *
 * A write records each side effect with {@link Outbox.enqueue} through the scope of its own transaction, so the
 * effect exists exactly when the write does. The worker then delivers it: it claims the oldest due row with
 * `for update skip locked` (so several replicas share the rows and never run one twice at the same time), runs
 * the topic's handler in that same transaction and deletes the row there. A handler's database writes (the
 * notification rows) therefore happen exactly once; an effect outside the database (SMTP) at least once.
 * A failure rolls the attempt back and schedules the next one after an exponential back-off (1 s, 2 s, 4 s …
 * capped at 1 h); after {@link OutboxOptions.maxAttempts} the row is set aside as failed, counted on /admin.
 * When the database is unreachable nothing is lost: the row stays and the next poll picks it up.
 *
 * The worker runs after every request that enqueued something (its transaction has committed by then), and
 * every `pollMs` on each replica for rows written elsewhere and for retries.
 */
import type { Database } from './client';
import { enqueueRow, handleNextDue, recordFailure, type OutboxRow } from './outbox';
import type { TenantScope } from './tenant-scope';

/**
 * Delivers one side effect inside the worker's transaction (`scope` is bound to the row's tenant and to that
 * transaction). Throwing rolls the attempt back and schedules a retry.
 */
export type OutboxHandler = (payload: unknown, scope: TenantScope) => Promise<void>;

/** Called (outside the rolled-back transaction) after a failed attempt, e.g. to show it in Sent mail. */
export type OutboxFailureHook = (
  payload: unknown,
  scope: TenantScope,
  failure: { error: string; attempts: number; gaveUp: boolean },
) => Promise<void>;

export interface OutboxOptions {
  /** Attempts before a row is set aside as failed (default 10: about 17 minutes of retries). */
  maxAttempts?: number;
  /** The first retry's delay in ms, doubled on each further attempt (default 1,000). */
  baseDelayMs?: number;
  /** Longest delay between attempts in ms (default 3,600,000). */
  maxDelayMs?: number;
  /** Poll interval in ms for rows written by other replicas and for retries (default 1,000). */
  pollMs?: number;
  /** Logs a failed attempt. */
  onError: (error: unknown, context: { topic: string; id: number | null; attempts: number }) => void;
}

/** The delay before attempt `attempts + 1`, in ms: base × 2^(attempts − 1), capped, with ±20 % jitter. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.8 + Math.random() * 0.4));
}

/** One per app (`app.outbox`): the handler registry and the delivery loop. */
export class Outbox {
  private readonly handlers = new Map<string, { handle: OutboxHandler; onFailure?: OutboxFailureHook }[]>();
  private running: Promise<void> | null = null;
  private again = false;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly database: Database,
    private readonly scopeOf: (tenantId: OutboxRow['tenantId']) => TenantScope,
    private readonly options: OutboxOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? 10;
    this.baseDelayMs = options.baseDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 3_600_000;
  }

  /**
   * Adds a handler of `topic`. A topic's handlers run in order in one transaction: if one fails, the attempt
   * is rolled back for all of them and retried (so each one's writes still happen exactly once).
   */
  register(topic: string, handle: OutboxHandler, onFailure?: OutboxFailureHook): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), { handle, onFailure }]);
  }

  /**
   * Records a side effect of the current write. Pass the scope of the write's transaction: the effect then
   * commits or rolls back with the write. The payload must be JSON. With `availableAt` the effect runs from
   * that instant on (polled every `pollMs`).
   */
  async enqueue(scope: TenantScope, topic: string, payload: unknown, availableAt?: Date): Promise<void> {
    await enqueueRow(scope, topic, payload, availableAt);
    this.dirty = true;
  }

  /** Marks that rows are due: the worker runs after the current response (e.g. after a staff retry). */
  kickSoon(): void {
    this.dirty = true;
  }

  /** Runs the worker soon if something was enqueued since the last run (called after each response). */
  kickIfDirty(): void {
    if (!this.dirty) return;
    this.dirty = false;
    void this.drain();
  }

  /** Starts polling every `pollMs` (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), this.options.pollMs ?? 1_000);
    this.timer.unref();
  }

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Delivers every due row, one transaction each, until none is due (or the database fails). A call while a
   * run is in progress makes that run go round once more. Never throws: failures are recorded and logged.
   */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        while (await this.deliverOne());
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves when every row due now has been delivered or has failed this round (tests, shutdown). */
  async settle(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.drain();
  }

  /** Delivers the next due row. @returns whether to go on (a row was handled, or failed and was recorded). */
  private async deliverOne(): Promise<boolean> {
    const claimed: { row: OutboxRow | null } = { row: null };
    try {
      const row = await handleNextDue(this.database, (r, scope) => this.handle(r, scope), claimed);
      return row !== null;
    } catch (error) {
      const row = claimed.row;
      this.options.onError(error, {
        topic: row?.topic ?? '',
        id: row?.id ?? null,
        attempts: row?.attempts ?? 0,
      });
      if (!row) return false; // the claim itself failed: the database is unreachable, try at the next poll
      return this.recordFailure(row, error);
    }
  }

  private async handle(row: OutboxRow, scope: TenantScope): Promise<void> {
    const handlers = this.handlers.get(row.topic);
    if (!handlers) throw new Error(`no outbox handler for topic ${row.topic}`);
    for (const handler of handlers) await handler.handle(row.payload, scope);
  }

  /** Records a failed attempt; @returns false when even that failed (the database is down: stop this run). */
  private async recordFailure(row: OutboxRow, error: unknown): Promise<boolean> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = row.attempts + 1;
    const gaveUp = attempts >= this.maxAttempts;
    try {
      await recordFailure(
        this.database,
        row.id,
        message,
        backoffMs(attempts, this.baseDelayMs, this.maxDelayMs),
        gaveUp,
      );
      for (const handler of this.handlers.get(row.topic) ?? [])
        await handler.onFailure?.(row.payload, this.scopeOf(row.tenantId), {
          error: message,
          attempts,
          gaveUp,
        });
      return true;
    } catch (second) {
      this.options.onError(second, { topic: row.topic, id: row.id, attempts });
      return false;
    }
  }
}
