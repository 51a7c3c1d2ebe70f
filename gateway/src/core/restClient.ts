import { setMaxListeners } from 'node:events';
import { Pool } from 'undici';
import {
  fillPath,
  type ParamsArgument,
  type RestAnswer,
  type RestGetPath,
  type RestParams,
  type RestPathParams,
  type RestPostPath,
} from './restApi';
import { AnswerError } from './answerError';

/** One keep-alive pool to the REST API per process; each GraphQL request wraps it with its caller's token. */
export function createRestPool(restUrl: string) {
  return new Pool(restUrl, {
    connections: Number(process.env.REST_POOL_CONNECTIONS ?? 32),
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
    connectTimeout: 5_000,
  });
}

export interface RestError {
  code: string;
  message: string;
  [key: string]: unknown;
}

/** The one place that maps an HTTP status to a GraphQL error code (STYLE.md, spotify-showcase). */
export function graphQLCode(status: number) {
  return status === 401
    ? 'UNAUTHENTICATED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : 'BAD_USER_INPUT';
}

/** What a 4xx answer says besides its body: part 1 §8 also reads the reason phrase and the i18n_code header. */
export interface RestFailureSigns {
  reasonPhrase?: string | null;
  i18nCode?: string | null;
}

/**
 * A 4xx answer of the REST API: a GraphQL error carrying the spec's code (`restCode`), so a resolver that
 * does not handle it lets it through unmasked. Loaders turn 404 into null; mutations turn codes into userErrors.
 */
/**
 * The longest address the gateway sends the REST API, whose Node server refuses headers over 16 KB in all. A longer
 * one (a 900 KB search) is the caller's error, said in our words rather than the HTTP parser's.
 */
export const MAX_REST_TARGET = 8 * 1024;

export class RestFailure extends AnswerError {
  readonly reasonPhrase: string | null;
  readonly i18nCode: string | null;
  constructor(
    readonly status: number,
    readonly body: RestError,
    signs: RestFailureSigns = {},
  ) {
    super(body.message, { extensions: { code: graphQLCode(status), restCode: body.code } });
    this.reasonPhrase = signs.reasonPhrase ?? null;
    this.i18nCode = signs.i18nCode ?? null;
  }
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * The REST API as its OpenAPI document publishes it (restApi.ts): a path template of the document, its `{name}`
 * and query parameters in one object, and the answer typed by the document's 200 response.
 */
export interface RestClient {
  get<P extends RestGetPath>(path: P, ...params: ParamsArgument<RestParams<P, 'get'>>): Promise<RestAnswer<P, 'get'>>;
  post<P extends RestPostPath>(
    path: P,
    body: unknown,
    ...params: ParamsArgument<RestPathParams<P, 'post'>>
  ): Promise<RestAnswer<P, 'post'>>;
  /** REST calls made so far by this GraphQL request (read by benchmarks and tests). */
  readonly calls: number;
  /**
   * Refuse every call past `max` made by this request (its requested cost): the fields that needed one are null with
   * MAX_COST_EXCEEDED on their path, the rest of the answer stands.
   */
  limitCalls(max: number): void;
  /**
   * Runs `work` sending `key` as the Idempotency-Key header of its POSTs to `templates` (the mutation's creating call,
   * never a read or a second write it makes). Mutations run one after another, so one key is set at a time.
   */
  withIdempotencyKey<T>(key: string | null, templates: readonly string[], work: () => Promise<T>): Promise<T>;
}

/** One answered REST call, as the metrics count it. */
export interface RestCall {
  method: string;
  /** The OpenAPI document's path template (`/api/employees/{id}`): never an id or a query, so the series stay few. */
  template: string;
  status: number;
  seconds: number;
}

export interface RestClientOptions {
  /** Sent as x-request-id, so the REST API's log lines of this request carry the gateway's id. */
  requestId?: string;
  /** Told of each answered call (metrics), by the path template of the OpenAPI document it was made from. */
  onCall?: (call: RestCall) => void;
  /** The caller's address, as x-forwarded-for: the REST API's sign-in throttle counts per address. */
  clientAddress?: string;
  /** Epoch ms by which every call must have answered (the GraphQL request's deadline); none in unit tests. */
  deadlineAt?: number;
}

/** How long a GraphQL request waits for the REST API in all (REST_DEADLINE_MS); its fields then fail one by one. */
export const DEFAULT_REST_DEADLINE_MS = 8000;

/**
 * The REST API did not answer (in time, or at all): the fields that needed it are null with this error; the rest
 * of the answer stands.
 */
export function upstreamError(kind: 'timeout' | 'unavailable', method: string, path: string) {
  const where = `${method} ${path.split('?')[0]}`; // the query may hold a search term
  return kind === 'timeout'
    ? new AnswerError(`The REST API did not answer ${where} in time.`, { extensions: { code: 'REST_TIMEOUT' } })
    : new AnswerError(`The REST API is unavailable (${where}).`, { extensions: { code: 'REST_UNAVAILABLE' } });
}

/** The code of a call refused by `limitCalls`: the same as a query refused for its cost (queryLimits LIMIT_CODES). */
export const CALLS_EXCEEDED_CODE = 'MAX_COST_EXCEEDED';

export function callsExceededError(max: number) {
  return new AnswerError(`This request may make ${max} REST calls, its requested cost, and has made them all.`, {
    extensions: { code: CALLS_EXCEEDED_CODE },
  });
}

export function createRestClient(pool: Pool, token: string | null, options: RestClientOptions = {}): RestClient {
  let calls = 0;
  let maxCalls = Infinity;
  let idempotency: { key: string; templates: readonly string[] } | null = null;
  // One abort at the request's deadline for all its calls: a timer per call (a profile makes fifteen) cost more than
  // the call's own work in the gateway. Each call in flight listens to it, as many as the request makes.
  let deadline: AbortSignal | undefined;
  const deadlineSignal = (left: number) => {
    if (!deadline) setMaxListeners(0, (deadline = AbortSignal.timeout(left)));
    return deadline;
  };
  async function request<T>(method: 'GET' | 'POST', template: string, path: string, body?: unknown): Promise<T> {
    if (path.length > MAX_REST_TARGET)
      throw new RestFailure(414, {
        code: 'INPUT_TOO_LONG',
        message: 'A search or filter of this request is too long.',
      });
    if (calls >= maxCalls) throw callsExceededError(maxCalls);
    calls += 1;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    if (method === 'POST' && idempotency?.templates.includes(template)) headers['idempotency-key'] = idempotency.key;
    const left = options.deadlineAt === undefined ? undefined : options.deadlineAt - Date.now();
    if (left !== undefined && left <= 0) throw upstreamError('timeout', method, path);
    const started = performance.now();
    let response: Awaited<ReturnType<Pool['request']>>;
    let text: string;
    try {
      response = await pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(left === undefined ? {} : { signal: deadlineSignal(left), headersTimeout: left, bodyTimeout: left }),
      });
      text = await response.body.text();
    } catch (error) {
      // The abort is a DOMException (TimeoutError); undici's own timeouts have codes UND_ERR_*_TIMEOUT.
      const { name, code } = (error ?? {}) as { name?: string; code?: string };
      const timedOut = /abort|timeout/i.test(`${name ?? ''} ${code ?? ''}`);
      throw upstreamError(timedOut ? 'timeout' : 'unavailable', method, path);
    }
    options.onCall?.({ method, template, status: response.statusCode, seconds: (performance.now() - started) / 1000 });
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (response.statusCode >= 200 && response.statusCode < 300) return parsed as T;
    if (response.statusCode >= 400 && response.statusCode < 500) {
      throw new RestFailure(
        response.statusCode,
        (parsed as RestError | null) ?? { code: `HTTP_${response.statusCode}`, message: 'Request failed' },
        {
          reasonPhrase: response.statusText || null,
          i18nCode: headerValue(response.headers['i18n_code']),
        },
      );
    }
    // A 5xx: the REST API logged its own failure; the fields that needed this call are null with REST_UNAVAILABLE.
    throw upstreamError('unavailable', method, path);
  }
  return {
    get<P extends RestGetPath>(template: P, ...[params]: ParamsArgument<RestParams<P, 'get'>>) {
      const { path, query } = fillPath(template, params);
      const qs = new URLSearchParams(query).toString();
      return request<RestAnswer<P, 'get'>>('GET', template, qs ? `${path}?${qs}` : path);
    },
    post<P extends RestPostPath>(template: P, body: unknown, ...[params]: ParamsArgument<RestPathParams<P, 'post'>>) {
      return request<RestAnswer<P, 'post'>>('POST', template, fillPath(template, params).path, body);
    },
    get calls() {
      return calls;
    },
    limitCalls(max) {
      maxCalls = max;
    },
    async withIdempotencyKey<T>(key: string | null, templates: readonly string[], work: () => Promise<T>) {
      if (key === null) return work();
      idempotency = { key, templates };
      try {
        return await work();
      } finally {
        idempotency = null;
      }
    },
  };
}
