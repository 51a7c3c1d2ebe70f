// Where the profile's time through the gateway goes, on the one-process stack, where the bench sees every
// request the gateway makes (undici's diagnostics channels): before its first REST call, while its REST calls run
// (against the same calls replayed directly), and after the last answer until the client has the answer's headers.
import diagnostics from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import { gatewayClient, restClient } from './clients';
import { ms, summarize, table } from './measure';

interface RequestMessage {
  request: { origin?: string | URL };
}

/** Medians of `rounds` profiles, each followed by its direct replay. */
export async function gatewayPhases(
  urls: { gatewayUrl: string; restUrl: string },
  token: string,
  documentId: string,
  variables: Record<string, unknown>,
  paths: string[],
  rounds = 100,
) {
  const gateway = gatewayClient(urls.gatewayUrl, token);
  const rest = restClient(urls.restUrl, token, 32);
  const restOrigin = new URL(urls.restUrl).origin;
  let calls: { first: number; lastAnswer: number } | null = null;
  let headersAt = Number.NaN;
  const isRest = (message: unknown) => String((message as RequestMessage).request.origin ?? '').startsWith(restOrigin);
  const onCreate = (message: unknown) => {
    if (calls && isRest(message) && Number.isNaN(calls.first)) calls.first = performance.now();
  };
  const onTrailers = (message: unknown) => {
    if (calls && isRest(message)) calls.lastAnswer = performance.now();
  };
  const onHeaders = (message: unknown) => {
    if (calls && !isRest(message)) headersAt = performance.now();
  };
  const rows: { before: number; calls: number; after: number; body: number; total: number; direct: number }[] = [];
  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:request:trailers', onTrailers);
  diagnostics.subscribe('undici:request:headers', onHeaders);
  try {
    for (let i = 0; i < rounds + 10; i++) {
      calls = { first: Number.NaN, lastAnswer: Number.NaN };
      const started = performance.now();
      await gateway.persisted(documentId, variables);
      const ended = performance.now();
      const seen = calls;
      calls = null;
      const direct = performance.now();
      await Promise.all(paths.map((path) => rest.get(path)));
      const directMs = performance.now() - direct;
      if (i < 10) continue; // warm-up
      rows.push({
        before: seen.first - started,
        calls: seen.lastAnswer - seen.first,
        after: headersAt - seen.lastAnswer,
        body: ended - headersAt,
        total: ended - started,
        direct: directMs,
      });
    }
  } finally {
    diagnostics.unsubscribe('undici:request:create', onCreate);
    diagnostics.unsubscribe('undici:request:trailers', onTrailers);
    diagnostics.unsubscribe('undici:request:headers', onHeaders);
    await Promise.all([gateway.close(), rest.close()]);
  }
  const p50 = (pick: (row: (typeof rows)[number]) => number) => summarize(rows.map(pick)).p50;
  console.log(
    `  where the gateway's time goes (one process, p50 of ${rows.length}, each profile followed by its direct replay):`,
  );
  console.log(
    table(
      ['phase', 'ms'],
      [
        [
          'request sent → its first REST call (Fastify, Apollo, the limits, the root resolver)',
          ms(p50((r) => r.before)),
        ],
        ['first REST call → last answer', ms(p50((r) => r.calls))],
        ['  the same calls replayed directly, all of it', ms(p50((r) => r.direct))],
        ['last answer → headers at the client (the last fields, Apollo, Fastify)', ms(p50((r) => r.after))],
        ['headers → the whole answer read and parsed', ms(p50((r) => r.body))],
        ['in all', ms(p50((r) => r.total))],
      ],
      [false, true],
    ),
  );
}
