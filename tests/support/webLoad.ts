// What the web app sends, as a few signed-in browsers would (web/src/relay/environment.ts): each route's query by its
// persisted id, with the session cookie and the app's origin, and a creating mutation with an Idempotency-Key that a
// retry after a lost answer sends again unchanged (web/src/relay/useIdempotencyKey.ts). Every answer that is not a
// 200 without GraphQL errors is a failure; every write the client was told of is kept, to be counted in the database.
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { persistedOperation } from '@people/gateway/core/persistedQueries';
import type { DaysOffCalendarRouteQuery$variables } from '../../web/src/__generated__/DaysOffCalendarRouteQuery.graphql';
import type { ProfileRouteQuery$variables } from '../../web/src/__generated__/ProfileRouteQuery.graphql';
import type { WageDetailsRouteQuery$variables } from '../../web/src/__generated__/WageDetailsRouteQuery.graphql';
import { gid } from './profile';

const OPERATIONS = [
  'useSignInMutation',
  'ShellRouteQuery',
  'PeopleRouteQuery',
  'ProfileVerzuimGateQuery',
  'ProfileRouteQuery',
  'DaysOffCalendarRouteQuery',
  'WageDetailsRouteQuery',
  'useAddActivityNoteMutation',
] as const;
type Operation = (typeof OPERATIONS)[number];
const IDS = Object.fromEntries(OPERATIONS.map((name) => [name, persistedOperation(name).id])) as Record<
  Operation,
  string
>;

/** Who a client is and what it looks at: the profile page only for viewers who may see every one of its sections. */
export interface ClientPlan {
  /** Unique among the clients: it names the client's notes. */
  name: string;
  email: string;
  person: number;
  profile: boolean;
  year: number;
}

interface Failure {
  client: string;
  operation: string;
  what: string;
}

/** A note the client was told was added: its text (unique), the id answered, and the id a repeat answered. */
interface Written {
  note: string;
  id: string;
  repeatedId?: string;
}

/** What all clients saw: requests answered, failures, writes acknowledged. */
export interface LoadRecord {
  requests: number;
  failures: Failure[];
  written: Written[];
}

export const emptyRecord = (): LoadRecord => ({ requests: 0, failures: [], written: [] });

type Answer = { ok: true; body: any; cookie?: string } | { ok: false; transport: boolean };

/** A browser signed in as `plan.email` on the app at `baseUrl`; each note it adds starts with `marker`. */
export function webClient(baseUrl: string, plan: ClientPlan, marker: string, record: LoadRecord) {
  const pool = new Pool(baseUrl, { connections: 2, pipelining: 1 });
  let cookie = '';
  let written = 0;
  let withVerzuim = false;
  const fail = (operation: string, what: string, transport: boolean): Answer => {
    record.failures.push({ client: plan.name, operation, what });
    return { ok: false, transport };
  };

  async function send(operation: Operation, variables: Record<string, unknown>): Promise<Answer> {
    try {
      const response = await pool.request({
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          origin: baseUrl,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ documentId: IDS[operation], variables }),
      });
      const text = await response.body.text();
      record.requests += 1;
      if (response.statusCode !== 200) return fail(operation, `${response.statusCode} ${text.slice(0, 300)}`, false);
      const body = JSON.parse(text);
      if (body.errors?.length) return fail(operation, JSON.stringify(body.errors).slice(0, 300), false);
      const setCookie = [response.headers['set-cookie'] ?? []].flat()[0];
      return { ok: true, body, cookie: setCookie?.split(';')[0] };
    } catch (error) {
      return fail(operation, `no answer: ${(error as Error).message}`, true);
    }
  }

  /** A creating mutation: sent again with the same key and input after an answer that never came (at most 3 times). */
  async function create(operation: Operation, variables: Record<string, unknown>): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await send(operation, variables);
      if (answer.ok || !answer.transport || attempt === 3) return answer;
    }
  }

  async function addNote() {
    written += 1;
    const note = `${marker} ${plan.name} ${written}`;
    const variables = { input: { employeeId: gid(plan.person), note, idempotencyKey: randomUUID() } };
    const answer = await create('useAddActivityNoteMutation', variables);
    if (!answer.ok) return;
    const payload = answer.body.data.addActivityNote;
    if (payload.userErrors.length > 0)
      return void fail('useAddActivityNoteMutation', JSON.stringify(payload.userErrors), false);
    const entry: Written = { note, id: payload.activityEdge.node.id };
    record.written.push(entry);
    // Every third one is sent again as a browser's retry after a lost answer would be: the same key and input. It must
    // answer the same note, whichever gateway and REST process it reaches.
    if (written % 3 === 0) {
      const again = await create('useAddActivityNoteMutation', variables);
      if (again.ok)
        entry.repeatedId =
          again.body.data.addActivityNote.activityEdge?.node.id ??
          JSON.stringify(again.body.data.addActivityNote.userErrors);
    }
  }

  return {
    email: plan.email,
    /** Signs in as the login page does: the session comes back as the HttpOnly cookie. */
    async signIn() {
      const answer = await send('useSignInMutation', { input: { email: plan.email, password: 'demo', cookie: true } });
      if (!answer.ok || !answer.cookie)
        throw new Error(`${plan.email} could not sign in: ${JSON.stringify(record.failures.at(-1))}`);
      cookie = answer.cookie;
      const gate = await send('ProfileVerzuimGateQuery', {});
      withVerzuim = gate.ok && gate.body.data.viewer.verzuimAvailable === true;
    },
    /** One round through the app: the shell, the people list, a person's pages, and a note added to their feed. */
    async visit() {
      // The routes pass the address's REST id (web/src/relay/addressIds.ts); the variables are typed by the web app's
      // generated artifacts, so a change of a route query's variables fails the type check here.
      const id = plan.person;
      await send('ShellRouteQuery', {});
      await send('PeopleRouteQuery', { count: 25 });
      if (plan.profile) {
        await send('ProfileVerzuimGateQuery', {});
        await send('ProfileRouteQuery', {
          id,
          daysOffYear: plan.year,
          budgetsYear: plan.year,
          withVerzuim,
        } satisfies ProfileRouteQuery$variables);
      }
      await send('DaysOffCalendarRouteQuery', { id, year: plan.year } satisfies DaysOffCalendarRouteQuery$variables);
      await send('WageDetailsRouteQuery', { id } satisfies WageDetailsRouteQuery$variables);
      await addNote();
    },
    close: () => pool.close(),
  };
}

export type WebClient = ReturnType<typeof webClient>;

/** Every client visits `visits` times, or until `until()` says so after a visit; answers the seconds it took. */
export async function runLoad(
  clients: WebClient[],
  bound: { visits: number } | { until: () => boolean },
): Promise<number> {
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let n = 0; 'visits' in bound ? n < bound.visits : !bound.until(); n++) await client.visit();
    }),
  );
  return (performance.now() - started) / 1000;
}
