/**
 * Answers of requests sent before the app has started (issue 37 point 5): the first page's inline script
 * (app/first-requests.ts, built on its own and inlined by the server) sends the account, the page's list and a
 * signed image URL while the app's scripts are still on their way, and the app's clients take those answers
 * ({@link fetchOrTakeEarly}) instead of sending the same requests again. The script and the app each bundle
 * this module, so the answers are kept on the window under a registered symbol, which both find. A kept answer is given once, only for exactly the same request (method, URL,
 * authorization and body), and only within {@link EARLY_ANSWER_MAX_AGE_MS} of its sending: anything else is
 * fetched as usual, so a stale or mismatched answer is never used.
 */

/** How long (ms) a request sent early may stand in for the app's own: the app starts within a few seconds. */
export const EARLY_ANSWER_MAX_AGE_MS = 20_000;

type KeptAnswers = Map<string, { answer: Promise<Response>; sentAt: number }>;
const KEPT = Symbol.for('portal.earlyAnswers');

/** The kept answers, shared by every copy of this module in the page. */
function keptAnswers(): KeptAnswers {
  const page = globalThis as typeof globalThis & { [KEPT]?: KeptAnswers };
  return (page[KEPT] ??= new Map());
}

/** The identity of a request: method, URL, `Authorization` header and a string body. */
function requestKey(url: string, init: RequestInit): string {
  const headers = (init.headers ?? {}) as Record<string, string>;
  const body = typeof init.body === 'string' ? init.body : '';
  return [init.method ?? 'GET', url, headers.Authorization ?? '', body].join('\n');
}

/**
 * Sends `url` with `init` now and keeps a copy of its answer for the app's own request.
 * @returns the answer (the caller's to read; the app gets a clone).
 */
export function sendEarly(url: string, init: RequestInit): Promise<Response> {
  const answer = fetch(url, init);
  keptAnswers().set(requestKey(url, init), {
    answer: answer.then((response) => response.clone()),
    sentAt: Date.now(),
  });
  return answer;
}

/**
 * The answer of `url` with `init`: the one sent early for exactly this request, once, if it is younger than
 * {@link EARLY_ANSWER_MAX_AGE_MS}; otherwise `fetch(url, init)`.
 */
export function fetchOrTakeEarly(url: string, init: RequestInit): Promise<Response> {
  const kept = keptAnswers();
  if (kept.size > 0) {
    const key = requestKey(url, init);
    const early = kept.get(key);
    if (early) {
      kept.delete(key);
      if (Date.now() - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS) return early.answer;
    }
  }
  return fetch(url, init);
}

/** Forgets every kept answer (tests). */
export function resetEarlyRequests(): void {
  keptAnswers().clear();
}
