import { useCallback, useRef } from 'react';

/** A random key: crypto.randomUUID where the page is a secure context, else 128 random bits in hex. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a creating form (draft-ietf-httpapi-idempotency-key-header; the gateway sends it to the REST
 * API): one key per submission. The same input sent again before an answer came (a double click, a retry after a lost
 * answer or a network error) carries the same key, so it creates once; once an answer came, or with another input, the
 * next submission gets a fresh key (adding the same budget item twice on purpose adds it twice).
 */
export function useIdempotencyKey<T extends { idempotencyKey?: string | null }, R>(
  send: (input: T) => Promise<R>,
): (input: Omit<T, 'idempotencyKey'>) => Promise<R> {
  const attempt = useRef<{ input: string; key: string } | null>(null);
  return useCallback(
    async (input: Omit<T, 'idempotencyKey'>) => {
      const text = JSON.stringify(input);
      if (attempt.current?.input !== text) attempt.current = { input: text, key: newIdempotencyKey() };
      const current = attempt.current;
      const answer = await send({ ...input, idempotencyKey: current.key } as T);
      // An answer came (a result or userErrors): this submission is over. A thrown request keeps its key for the retry.
      if (attempt.current === current) attempt.current = null;
      return answer;
    },
    [send],
  );
}
