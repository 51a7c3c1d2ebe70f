// Metrics, logs and request tracing across both servers: a profile load is followed by its request id
// through the gateway's and the REST API's log lines, shows up in both /metrics, and logs none of the person's values.
import { Writable } from 'node:stream';
import { request } from 'undici';
import { persistedOperation } from '@people/gateway/core/persistedQueries';
import { demoPglite } from '../support/databases';
import { BELGIUM, gid } from '../support/profile';
import { signIn, startStack, type Stack } from '../support/stack';

// The web app's own query (after `npm run generate`: relay-compiler's persisted map), so the test loads what a browser loads.
const PROFILE_ROUTE_QUERY: string = persistedOperation('ProfileRouteQuery').text;
// The profile route asks the viewer first whether verzuim is there (part 1 §6, domain verzuimAvailable).
const PROFILE_VERZUIM_GATE_QUERY: string = persistedOperation('ProfileVerzuimGateQuery').text;

const PEOPLE_SEARCH =
  'query PeopleSearch($search: String) { employees(first: 5, search: $search) { edges { node { id name } } } }';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  [key: string]: unknown;
}

/** A pino destination that keeps each JSON line. */
function sink(into: string[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      into.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
}

async function post(stack: Stack, body: unknown, headers: Record<string, string>) {
  const response = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { headers: response.headers, body: (await response.body.json()) as any };
}

const text = async (url: string) => {
  const response = await request(url);
  return { status: response.statusCode, type: response.headers['content-type'], body: await response.body.text() };
};

describe('metrics, logs and request ids on pglite', () => {
  const logs = { rest: [] as string[], gateway: [] as string[] };
  const parsed = (server: 'rest' | 'gateway') => logs[server].map((line) => JSON.parse(line) as LogLine);
  let stack: Stack;
  let admin: string;
  let personId: number;

  beforeAll(async () => {
    stack = await startStack(await demoPglite(), { logs: { rest: sink(logs.rest), gateway: sink(logs.gateway) } });
    admin = await signIn(stack, 'admin@demo.be');
    // A person with every kind of personal value the profile shows, and a wage.
    const [row] = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e WHERE e.company_id = $1 AND e.deleted = 0 AND e.sensitive_profile = 0
         AND e.email IS NOT NULL AND e.phone IS NOT NULL AND e.bank_account_iban IS NOT NULL AND e.rijks_register_nummer IS NOT NULL
         AND EXISTS (SELECT 1 FROM wages w WHERE w.employee_id = e.id AND w.status = 'active' AND w.end_date IS NULL)
       ORDER BY e.id LIMIT 1`,
      [BELGIUM],
    );
    personId = row.id;
  });
  afterAll(() => stack.close());

  // A Belgian company has no verzuim (part 1 §6): the web app skips the field (@include), as this load does.
  const loadProfile = (headers: Record<string, string> = {}) =>
    post(
      stack,
      {
        query: PROFILE_ROUTE_QUERY,
        operationName: 'ProfileRouteQuery',
        variables: { id: personId, daysOffYear: 2026, budgetsYear: 2026, withVerzuim: false },
      },
      { authorization: `Bearer ${admin}`, ...headers },
    );

  it('part 1 §6: the verzuim gate says a Belgian admin has no verzuim, and the profile query then answers with no error', async () => {
    const gate = await post(
      stack,
      { query: PROFILE_VERZUIM_GATE_QUERY, operationName: 'ProfileVerzuimGateQuery' },
      { authorization: `Bearer ${admin}` },
    );
    expect(gate.body.errors).toBeUndefined();
    expect(gate.body.data.viewer.verzuimAvailable).toEqual(false);
    const answer = await loadProfile();
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.employee.id).toEqual(gid(personId));
  });

  it('follows one profile load by its x-request-id through the gateway and every REST call it made', async () => {
    const answer = await loadProfile({ 'x-request-id': 'page-load.1' });
    // A Belgian person: the Dutch verzuim section is skipped (Viewer.verzuimAvailable), so no FORBIDDEN error.
    expect(answer.body.errors).toBeUndefined();
    expect(answer.headers['x-request-id']).toEqual('page-load.1');

    const gateway = parsed('gateway').filter((line) => line.reqId === 'page-load.1');
    expect(gateway).toEqual([
      expect.objectContaining({
        msg: 'graphql operation',
        operation: 'ProfileRouteQuery',
        operationType: 'query',
        restCalls: answer.body.extensions.restCalls,
      }),
      expect.objectContaining({
        msg: 'request',
        method: 'POST',
        route: '/graphql',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    const rest = parsed('rest').filter((line) => line.reqId === 'page-load.1' && line.msg === 'request');
    expect(rest).toHaveLength(answer.body.extensions.restCalls);
    for (const line of rest)
      expect(line).toEqual(
        expect.objectContaining({ method: expect.any(String), route: expect.stringMatching(/^\/api\//), status: 200 }),
      );
    expect(rest.map((line) => line.route)).toContain('/api/employees/:id');
  });

  it('makes its own request id when the incoming one is not a plain token, and passes that on', async () => {
    const answer = await loadProfile({ 'x-request-id': 'not valid: spaces and "quotes"' });
    const id = answer.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed('rest').filter((line) => line.reqId === id).length).toEqual(answer.body.extensions.restCalls);
    expect(logs.gateway.join('\n')).not.toContain('not valid');
  });

  it('logs none of the person’s values, search terms or tokens across both servers', async () => {
    const answer = await loadProfile();
    const employee = answer.body.data.employee;
    const [lastName] = (employee.name as string).split(' ').slice(-1);
    await post(stack, { query: PEOPLE_SEARCH, variables: { search: lastName } }, { authorization: `Bearer ${admin}` });
    await request(`${stack.restUrl}/api/employees?search=${encodeURIComponent(lastName)}`, {
      headers: { authorization: `Bearer ${admin}` },
    }).then((r) => r.body.text());

    const values: string[] = [
      employee.name,
      lastName,
      employee.email,
      employee.phone,
      employee.bankAccountIban,
      employee.rijksRegisterNummer,
      admin,
    ];
    for (const value of [employee.personalEmail, employee.socialSecurityNr]) if (value) values.push(value);
    expect(values.every((value) => typeof value === 'string' && value.length > 3)).toBe(true);
    const wage = String(employee.currentWage.rate);
    expect(Number(wage)).toBeGreaterThan(0);

    // pino's own fields are numbers that could hold the wage's digits by chance.
    const lines = [...parsed('gateway'), ...parsed('rest')].map(
      ({ time: _time, pid: _pid, hostname: _hostname, ...rest }) => JSON.stringify(rest),
    );
    expect(lines.length).toBeGreaterThan(10);
    const all = lines.join('\n');
    for (const value of values) expect(all).not.toContain(value);
    expect(all).not.toMatch(new RegExp(`(?<![0-9.])${wage.replace('.', '\\.')}(?![0-9])`));
    expect(all).not.toMatch(/search=|authorization|Bearer/i);
  });

  it('answers Prometheus text on both servers, by operation, loader, route template and error code', async () => {
    await loadProfile();
    await post(stack, { query: '{ employee(id: "nope") { nope } }' }, { authorization: `Bearer ${admin}` });
    await request(`${stack.restUrl}/api/employees/999999`, { headers: { authorization: `Bearer ${admin}` } }).then(
      (r) => r.body.text(),
    );

    const gateway = await text(`${stack.gatewayUrl}/metrics`);
    expect(gateway.status).toEqual(200);
    expect(gateway.type).toMatch(/^text\/plain/);
    for (const expected of [
      /graphql_operation_duration_seconds_bucket\{le="[^"]+",operation="ProfileRouteQuery",type="query"\} \d+/,
      /graphql_operation_rest_calls_bucket\{le="[^"]+",operation="ProfileRouteQuery"\} \d+/,
      // The profile asks its detail with what it reads beside it.
      /graphql_dataloader_batch_size_bucket\{le="[^"]+",loader="employeeDetailEmbedding"\} \d+/,
      /graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} \d+/,
      /gateway_rest_call_duration_seconds_bucket\{le="[^"]+",method="GET",path="\/api\/employees\/:id",status="200"\} \d+/,
      /http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/graphql",status="200"\} \d+/,
    ]) {
      expect(gateway.body).toMatch(expected);
    }

    const rest = await text(`${stack.restUrl}/metrics`);
    expect(rest.status).toEqual(200);
    expect(rest.body).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/employees\/:id",status="200"\} \d+/,
    );
    expect(rest.body).toMatch(/rest_errors_total\{code="NOT_FOUND",status="404"\} \d+/);
    // Templates only: no id, no query string in a label.
    expect(rest.body + gateway.body).not.toMatch(/(route|path)="[^"]*(\/\d+|\?)/);
  });
});
