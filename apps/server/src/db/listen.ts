/**
 * PostgreSQL `LISTEN` on a dedicated connection (issue 37 point 1): notifications sent with `pg_notify` are
 * delivered to every listening replica when the sending transaction commits. Used by the actor cache
 * (plugins/actor-cache.ts); see docs/scaling.md "What each replica keeps in memory".
 */
import pg from 'pg';

/** What a listener is told. */
export interface ListenHandlers {
  /** One notification's payload (text, at most 8,000 bytes). */
  onMessage(payload: string): void;
  /**
   * Delivery started (`true`: the `LISTEN` is in place) or stopped (`false`: the connection is gone; until it is
   * back, notifications are missed, so whoever relies on them must not trust what it remembers).
   */
  onState(live: boolean): void;
}

/** Stops listening and closes the connection. */
export type StopListening = () => Promise<void>;

/** Channel names are fixed identifiers of this code base, never user input: checked anyway. */
function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

/**
 * Listens on `channel` over its own connection to `url` (not a pooled one: a pooled client would be released
 * and reused). A lost connection reports `onState(false)` and is reopened every `retryMs` (default 1,000 ms)
 * until it answers, then reports `onState(true)`.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  retryMs = 1_000,
): Promise<StopListening> {
  assertChannel(channel);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    handlers.onState(false);
    client.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void open(), retryMs);
  };

  const open = async () => {
    retry = null;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    // Without an 'error' listener a connection the server cuts would crash the process.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    current = client;
    try {
      await client.connect();
      await client.query(`listen "${channel}"`);
      if (stopped || current !== client) {
        await client.end().catch(() => {});
        return;
      }
      handlers.onState(true);
    } catch {
      lost(client);
    }
  };

  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => {});
  };
}
