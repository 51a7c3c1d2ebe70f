// Helpers of the days-off REST tests: the REST API alone on a database (the contract is REST's), calls in JSON
// or form-encoded with the reason phrase and headers of the answer, and the demo people's free working days.
import type { AddressInfo } from 'node:net';
import { buildApp } from '@people/rest/app';
import type { Db } from '@people/rest/core/db';
import { lazyCompilers } from '@people/rest/core/serializers';
import { TEST_TODAY } from './databases';
import { stackRedisPrefix } from './testRun';

export interface RestStack {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** The REST API on a database, on a free port of 127.0.0.1, living on TEST_TODAY. */
export async function startRest(db: Db): Promise<RestStack> {
  process.env.PEOPLE_TODAY = TEST_TODAY;
  const app = await buildApp(db, { schemaController: lazyCompilers() }, {}, { redisPrefix: stackRedisPrefix() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface Answer {
  status: number;
  /** The reason phrase (part 1 §8 reads the over-limit message from it). */
  statusText: string;
  headers: Headers;
  body: any;
}

export async function call(
  stack: RestStack,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string | number> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString();
  }
  const response = await fetch(`${stack.url}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: text ? jsonOrText(text) : null,
  };
}

/** An answer's JSON; a file (an .xlsx export, a PDF) as its text. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function signIn(stack: RestStack, email: string, password = 'demo'): Promise<string> {
  const answer = await call(stack, 'POST', '/api/auth/login', { json: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return answer.body.token;
}

/** DD/MM/YYYY, as the request payload carries dates (part 1 §3). */
export const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A person's working days between two ISO dates without any day off or company day off, read through the REST API. */
export async function freeWorkdays(
  stack: RestStack,
  token: string,
  employeeId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const year = Number(from.slice(0, 4));
  const [schedule, daysOff] = await Promise.all([
    call(stack, 'GET', `/api/weekly_schedule/${employeeId}?year=${year}`, { token }),
    call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${employeeId}&year=${year}`, { token }),
  ]);
  return Object.entries(schedule.body.weekly_schedule as Record<string, number>)
    .filter(
      ([date, minutes]) =>
        date >= from &&
        date <= to &&
        minutes > 0 &&
        !daysOff.body.personal_days_off[date] &&
        !daysOff.body.company_days_off[date],
    )
    .map(([date]) => date)
    .sort();
}

/** The days of a request as its indexed fields (part 1 §3). */
export function dayFields(
  dates: readonly string[],
  durations: (number | 'all_day')[] = [],
  starts: number[] = [],
): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  dates.forEach((date, n) => {
    fields[`date_${n}`] = dmy(date);
    fields[`start_minutes_${n}`] = starts[n] ?? 540;
    fields[`duration_minutes_${n}`] = durations[n] ?? 'all_day';
  });
  return fields;
}

/** The usage item of a type by name, from the budget usage list (custom types and rulesets alike). */
export async function usageOf(stack: RestStack, token: string, employeeId: number, year: number, name: string) {
  const answer = await call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${employeeId}&year=${year}`, {
    token,
  });
  const items = [
    ...answer.body.budgets.custom_types,
    ...answer.body.budgets.rulesets.flatMap((r: { day_off_types: unknown[] }) => r.day_off_types),
  ];
  return items.find((item: { name: string }) => item.name === name);
}

export async function typeId(db: Db, companyId: number, year: number, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM day_off_types WHERE company_id = $1 AND year = $2 AND name = $3',
    [companyId, year, name],
  );
  return row.id;
}

export async function activityTypes(
  db: Db,
  employeeId: number,
): Promise<{ event_type: string; event_info_json: Record<string, unknown> }[]> {
  return db.query(
    'SELECT event_type, event_info_json FROM activity_items WHERE employee_id = $1 ORDER BY created_at DESC, id DESC',
    [employeeId],
  );
}
