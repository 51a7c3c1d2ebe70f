// What the gateway itself spends on one profile, apart from the network and the REST API. The profile's
// REST answers are recorded once; then the persisted ProfileRouteQuery runs through the gateway's Apollo server and
// loaders over a client that answers from the recording (each answer parsed from its text, as the real client does).
// It is the part of the p50 ratio's gap that the gateway's code decides, without the sockets' share or their noise.
import { performance } from 'node:perf_hooks';
import { createApollo } from '@people/gateway/core/apollo';
import { createLoaders, type Context } from '@people/gateway/core/context';
import { persistedOperation } from '@people/gateway/core/persistedQueries';
import { fillPath } from '@people/gateway/core/restApi';
import { RestFailure, type RestClient } from '@people/gateway/core/restClient';
import { ms, summarize } from './measure';

interface Recorded {
  status: number;
  text: string;
}

/** A RestClient over recorded answers, by path and query; a call outside the recording is the bench's mistake. */
function replayClient(answers: Map<string, Recorded>): RestClient {
  let calls = 0;
  const answer = async (path: string) => {
    calls += 1;
    const recorded = answers.get(path);
    if (!recorded) throw new Error(`bench: ${path} was not recorded`);
    await new Promise((resolve) => setImmediate(resolve)); // an answer arrives in a later turn, as over a socket
    const body = recorded.text ? JSON.parse(recorded.text) : null;
    if (recorded.status >= 400) throw new RestFailure(recorded.status, body);
    return body;
  };
  return {
    get(template: string, params?: Record<string, string | number | undefined>) {
      const { path, query } = fillPath(template, params);
      const qs = new URLSearchParams(query).toString();
      return answer(qs ? `${path}?${qs}` : path);
    },
    post() {
      throw new Error('bench: the profile only reads');
    },
    get calls() {
      return calls;
    },
  } as unknown as RestClient;
}

/**
 * The gateway's own ms for one ProfileRouteQuery (p50 of `iterations`, one at a time): Apollo's request pipeline,
 * the loaders, the resolvers and the answer's JSON, over `paths` (the REST calls the query made) read once from
 * `restUrl` with `token`.
 */
export async function gatewayWork(
  restUrl: string,
  token: string,
  paths: string[],
  variables: Record<string, unknown>,
  iterations = 300,
) {
  const answers = new Map<string, Recorded>();
  for (const path of paths) {
    const response = await fetch(`${restUrl}${path}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    answers.set(path, { status: response.status, text: await response.text() });
  }
  const server = createApollo();
  await server.start();
  const query = persistedOperation('ProfileRouteQuery').text;
  const once = async () => {
    const rest = replayClient(answers);
    const context: Context = { token, rest, loaders: createLoaders(rest, true), withToken: () => context };
    const response = await server.executeOperation({ query, variables }, { contextValue: context });
    if (response.body.kind !== 'single' || !response.body.singleResult.data?.employee)
      throw new Error(`bench: ${JSON.stringify(response.body)}`);
    return JSON.stringify(response.body.singleResult).length;
  };
  try {
    for (let i = 0; i < 50; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
    const parse = performance.now();
    for (let i = 0; i < 100; i++) for (const { text } of answers.values()) JSON.parse(text);
    const parseMs = (performance.now() - parse) / 100;
    const { p50, p95 } = summarize(times);
    console.log(
      `  the gateway's own work for one profile, its ${paths.length} REST answers given (no network): p50 ${ms(p50)} ms, p95 ${ms(p95)} ms ` +
        `(parsing the answers: ${ms(parseMs)} ms of it)`,
    );
    return p50;
  } finally {
    await server.stop();
  }
}
