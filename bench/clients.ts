import diagnostics from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/** The benchmarks only ever talk to the in-process stack; a URL elsewhere is a mistake, not a target. */
export function loopbackOnly(url: string): string {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`bench: refusing to send requests to ${url} (127.0.0.1 only)`);
  return url;
}

export interface GraphQLResult<T> {
  data: T;
  /** extensions.restCalls of the answer. */
  restCalls: number;
  /** The x-rest-calls header of the same answer. */
  restCallsHeader: number;
}

/** POST /graphql over a keep-alive pool, as the web app's one request per page does. */
export function gatewayClient(gatewayUrl: string, token: string) {
  const pool = new Pool(loopbackOnly(gatewayUrl), { connections: 4, pipelining: 1 });
  const post = async <T>(body: Record<string, unknown>): Promise<GraphQLResult<T>> => {
    const response = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.body.json()) as {
      data?: T;
      errors?: { extensions?: { code?: string } }[];
      extensions?: { restCalls?: number };
    };
    // Timing an error answer would compare nothing with something; a broken query stops the run. A section the
    // page hides from this viewer (FORBIDDEN, e.g. a Belgian person's verzuim) is part of the page's answer.
    if (response.statusCode !== 200 || answer.errors?.some((error) => error.extensions?.code !== 'FORBIDDEN')) {
      throw new Error(`bench: GraphQL answered ${response.statusCode} ${JSON.stringify(answer.errors ?? answer)}`);
    }
    return {
      data: answer.data as T,
      restCalls: answer.extensions?.restCalls ?? Number.NaN,
      restCallsHeader: Number(response.headers['x-rest-calls']),
    };
  };
  return {
    query: <T = any>(query: string, variables: Record<string, unknown> = {}) => post<T>({ query, variables }),
    /** A persisted operation by its id, as the web app sends it (web/src/relay/environment.ts). */
    persisted: <T = any>(documentId: string, variables: Record<string, unknown> = {}) =>
      post<T>({ documentId, variables }),
    close: () => pool.close(),
  };
}

/** Direct REST reads with the same token, parsed as the gateway's REST client parses them. */
export function restClient(restUrl: string, token: string, connections = 8) {
  const pool = new Pool(loopbackOnly(restUrl), { connections, pipelining: 1 });
  const get = async (path: string) => {
    const response = await pool.request({
      method: 'GET',
      path,
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`bench: GET ${path} answered ${response.statusCode} ${text}`);
    return JSON.parse(text) as unknown;
  };
  return { get, close: () => pool.close() };
}

interface RequestMessage {
  request: { origin?: string | URL; method?: string; path: string };
}

/** One REST call of a recorded request: when it started and when its answer had fully arrived (ms, performance.now). */
export interface TimedCall {
  call: string;
  start: number;
  end: number;
}

/**
 * The REST calls `work` causes, as `GET /path?query`, read from undici's diagnostics channel: the gateway runs
 * in this process, so every request its pool makes to `restUrl` is seen here, with when it started and ended.
 * Run nothing else against `restUrl` meanwhile.
 */
export async function recordRestCalls<T>(
  restUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; calls: string[]; timed: TimedCall[] }> {
  const origin = new URL(restUrl).origin;
  const timed = new Map<object, TimedCall>();
  const ours = (request: RequestMessage['request']) =>
    request.origin !== undefined && new URL(String(request.origin)).origin === origin;
  const onCreate = (message: unknown) => {
    const { request } = message as RequestMessage;
    if (ours(request))
      timed.set(request, {
        call: `${request.method ?? 'GET'} ${request.path}`,
        start: performance.now(),
        end: Number.NaN,
      });
  };
  const onEnd = (message: unknown) => {
    const entry = timed.get((message as RequestMessage).request);
    if (entry) entry.end = performance.now();
  };
  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:request:trailers', onEnd);
  diagnostics.subscribe('undici:request:error', onEnd);
  try {
    const result = await work();
    const calls = [...timed.values()];
    return { result, calls: calls.map((c) => c.call), timed: calls };
  } finally {
    diagnostics.unsubscribe('undici:request:create', onCreate);
    diagnostics.unsubscribe('undici:request:trailers', onEnd);
    diagnostics.unsubscribe('undici:request:error', onEnd);
  }
}

/**
 * The calls grouped by when they start: a call is in wave n + 1 when the latest wave among the calls that had
 * answered before it started is n (a call started before any answer is in wave 1). A call in wave 2 or later
 * may have waited on an earlier answer; wave 1 alone is what no answer held up.
 */
export function waves(calls: TimedCall[]): TimedCall[][] {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const wave = new Map<TimedCall, number>();
  for (const call of sorted) {
    const before = sorted.filter((other) => other.end <= call.start).map((other) => wave.get(other) ?? 1);
    wave.set(call, 1 + Math.max(0, ...before));
  }
  const count = Math.max(0, ...wave.values());
  return Array.from({ length: count }, (_, i) => sorted.filter((call) => wave.get(call) === i + 1));
}
