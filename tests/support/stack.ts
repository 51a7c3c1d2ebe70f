import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { buildApp } from '@people/rest/app';
import type { Db } from '@people/rest/core/db';
import { loggerOptions } from '@people/platform/logging';
import { lazyCompilers } from '@people/rest/core/serializers';
import { buildGateway, type GatewayOptions } from '@people/gateway/core/server';
import { TEST_TODAY } from './databases';
import { stackRedisPrefix } from './testRun';

export { stackRedisPrefix };

export interface Stack {
  restUrl: string;
  gatewayUrl: string;
  db: Db;
  /** The two servers, for a test of their lifecycle (draining them as SIGTERM does). */
  apps: { rest: FastifyInstance; gateway: FastifyInstance };
  close(): Promise<void>;
}

const address = (server: { addresses(): (AddressInfo | string)[] }) =>
  `http://127.0.0.1:${(server.addresses()[0] as AddressInfo).port}`;

/** Where each server writes its JSON log lines (info and up); without it both stay quiet. */
interface StackLogs {
  rest: NodeJS.WritableStream;
  gateway: NodeJS.WritableStream;
}

export interface StackOptions {
  webDist?: string;
  port?: number;
  logs?: StackLogs;
  /** Limits, rate budget, deadline… for the tests of those. */
  gateway?: Partial<GatewayOptions>;
  /** The REST API's security settings (sign-in throttle) for the tests of those. */
  rest?: Parameters<typeof buildApp>[3];
}

/**
 * The real REST API and gateway on a database, on free ports of 127.0.0.1. Every stack counts its rate budgets and
 * sign-in attempts under Redis keys of its own (stackRedisPrefix), or in process without Redis.
 */
export async function startStack(db: Db, options: StackOptions = {}): Promise<Stack> {
  process.env.PEOPLE_TODAY = TEST_TODAY;
  const redisPrefix = stackRedisPrefix();
  const rest = await buildApp(
    db,
    {
      schemaController: lazyCompilers(),
      ...(options.logs ? { logger: loggerOptions({ stream: options.logs.rest }) } : {}),
    },
    {},
    { redisPrefix, ...options.rest },
  );
  await rest.listen({ port: 0, host: '127.0.0.1' });
  const restUrl = address(rest);
  const gateway = await buildGateway({
    restUrl,
    webDist: options.webDist,
    logger: options.logs ? { stream: options.logs.gateway } : false,
    redisPrefix,
    // The gateway's 8 s for all of a request's REST calls failed tests whose answer was right on a machine whose cores
    // other work kept busy; the tests of the deadline itself set theirs.
    restDeadlineMs: 60_000,
    ...options.gateway,
  });
  await gateway.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    restUrl,
    gatewayUrl: address(gateway),
    db,
    apps: { rest, gateway },
    async close() {
      await gateway.close();
      await rest.close();
      await db.close();
    },
  };
}

export interface GraphQLAnswer<T = any> {
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  extensions?: {
    restCalls?: number;
    cost?: { requestedQueryCost: number; actualQueryCost: number; throttleStatus?: unknown };
  };
}

export async function graphql<T = any>(
  stack: Stack,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.body.json()) as GraphQLAnswer<T>;
}

/** An answer without what changes from one request to the next (the rate budget left), to compare two answers whole. */
export function comparable<T>(answer: GraphQLAnswer<T>): GraphQLAnswer<T> {
  if (!answer.extensions?.cost) return answer;
  const { throttleStatus: _left, ...cost } = answer.extensions.cost;
  return { ...answer, extensions: { ...answer.extensions, cost } };
}

export async function rest(
  stack: Stack,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await request(`${stack.restUrl}${path}`, {
    method,
    headers: {
      ...options.headers,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, body: text ? JSON.parse(text) : null };
}

export async function signIn(stack: Stack, email: string, password = 'demo'): Promise<string> {
  const { status, body } = await rest(stack, 'POST', '/api/auth/login', { body: { email, password } });
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
  return body.token;
}
