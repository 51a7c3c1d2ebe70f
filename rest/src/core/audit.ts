// The audit log: reads of wage, national register number, IBAN and sick-leave data, and every change, are
// recorded — who, whose, which fields, when; never a value — in the append-only audit_log table (migration 006).
//
// A route declares its audit next to its schema: `config: { audit: changeOf({ body: 'employee_id' }) }` or
// `config: { audit: sensitiveRead(FIELDS, (answer) => …) }`. One hook pair in app.ts records what the declaration
// names, in one multi-row INSERT, and only for a 2xx answer. It runs in onSend, before the answer leaves: a sensitive
// read that could not be recorded is answered 500, not sent unrecorded.
//
// A viewer reading their own data is not recorded (an access log is about who looked at someone else's data); every
// change is, their own included.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from './db';
import { isReplay } from './idempotency';

export type AuditAction = 'read' | 'change';

/** One row to write: whose data (null for company settings that touch no one person) and which fields. */
export interface AuditRow {
  employeeId: number | null;
  fields: string[];
}

export interface AuditSpec {
  action: AuditAction;
  /** The rows of a successful request, from the request and the answer object (undefined for a non-object answer). */
  rows(request: FastifyRequest, answer: unknown): AuditRow[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec;
  }
}

// Keys that name whose data it is, not which data changed; `_0`, `_1`… indexed fields (part 1 §7 request payload) are
// one field.
const IDENTITY_KEYS = new Set(['id', 'employee_id', 'person_id', 'relatedObject', 'relatedObjectId']);

/** The field names of a request body: its keys, indexed keys once, without the keys that only identify the person. */
/** One field of a request part this module does not know the type of (audit runs for every route). */
export const fieldOf = (part: unknown, key: string): unknown =>
  part !== null && typeof part === 'object' ? (part as Record<string, unknown>)[key] : undefined;

export function bodyFields(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const names = Object.keys(body)
    .map((key) => key.replace(/_\d+$/, '_n'))
    .filter((key) => !IDENTITY_KEYS.has(key));
  return [...new Set(names)].sort();
}

const positiveInt = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * A change to one person, named by a key of the body or of the route params; the fields are the body's keys, or
 * `fields` where the body names none (an upload, a delete by id).
 */
export function changeOf(
  person: { body: string } | { params: string } | { answer: (answer: unknown) => unknown },
  fields?: string[],
): AuditSpec {
  return {
    action: 'change',
    rows(request, answer) {
      const source =
        'body' in person
          ? fieldOf(request.body, person.body)
          : 'params' in person
            ? fieldOf(request.params, person.params)
            : person.answer(answer);
      const employeeId = positiveInt(source);
      const changed = fields ?? bodyFields(request.body);
      return [{ employeeId, fields: changed.length > 0 ? changed : ['(none)'] }];
    },
  };
}

/** A change of company settings (day-off types, company days off) that belongs to no one person. */
export function companyChange(fields?: string[]): AuditSpec {
  return {
    action: 'change',
    rows: (request) => {
      const changed = fields ?? bodyFields(request.body);
      return [{ employeeId: null, fields: changed.length > 0 ? changed : ['(none)'] }];
    },
  };
}

/** Sensitive values an answer carried for a person: the answer's own object for that person, read by field name. */
export interface Carrier {
  employeeId: number;
  values: Record<string, unknown>;
}

const carries = (value: unknown) =>
  value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

/**
 * A read of sensitive fields: per person, the named fields the answer carried with a value (null means the caller was
 * not allowed to see it, or there is none: nothing was read). `carriers` finds each person's objects in the answer.
 */
export function sensitiveRead(
  fields: readonly string[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the route answer is untyped: response schemas are not typed (core/routing.ts)
  carriers: (answer: any, request: FastifyRequest) => Carrier[],
): AuditSpec {
  return {
    action: 'read',
    rows(request, answer) {
      if (answer === null || typeof answer !== 'object') return [];
      const byPerson = new Map<number, Set<string>>();
      for (const { employeeId, values } of carriers(answer, request)) {
        for (const field of fields) {
          if (carries(values[field]))
            (byPerson.get(employeeId) ?? byPerson.set(employeeId, new Set()).get(employeeId)!).add(field);
        }
      }
      return [...byPerson].map(([employeeId, read]) => ({ employeeId, fields: [...read].sort() }));
    },
  };
}

/** "wage": the amounts of a wage and what is computed from them. */
export const WAGE_READ_FIELDS = [
  'rate',
  'custom_benefits',
  'car_monthly_cost',
  'bonus_monthly',
  'nettovergoeding',
  'total_costs',
  'current_wage_total_costs',
] as const;

// "national register number, IBAN": domain personalData AUDITED_PERSONAL_FIELDS.

/** "sick-leave data": the kind of day off whose presence on a date is itself health data. */
export const SICK_LEAVE_READ_FIELDS = ['sick_day'] as const;

/** An employee row as the employee routes answer it: the person is its id. */
export const employeeCarrier = (row: { id: number }): Carrier => ({
  employeeId: row.id,
  values: row,
});

/** Writes the rows of one request in one INSERT; the route is the method and the template, never the query string. */
export async function recordAudit(
  db: Queryable,
  request: FastifyRequest,
  action: AuditAction,
  rows: readonly AuditRow[],
): Promise<void> {
  const user = request.user;
  if (!user || rows.length === 0) return;
  const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
  const params: unknown[] = [user.company_id, user.id, action, route, String(request.id)];
  const values = rows.map((row) => {
    params.push(row.employeeId, row.fields);
    return `($1::int, $2::int, $${params.length - 1}::int, $3::text, $${params.length}::text[], $4::text, $5::text)`;
  });
  await db.query(
    `INSERT INTO audit_log (company_id, actor_user_id, employee_id, action, fields, route, request_id) VALUES ${values.join(', ')}`,
    params,
  );
}

/** Writes with no signed-in actor, so nothing to record: sign-in. */
// Sign-in and sign-out touch only the caller's own session.
// Sign-in, sign-out and the user's own interface language change no person's data.
const UNAUDITED_WRITES = new Set(['/api/auth/login', '/api/auth/logout', '/api/auth/viewer/language']);

/** POST routes registered without an audit declaration, per app: a test keeps this empty. */
export const undeclaredWrites = new WeakMap<FastifyInstance, string[]>();

const ANSWER = Symbol('auditAnswer');
type WithAnswer = FastifyRequest & { [ANSWER]?: unknown };

/**
 * The hooks that record every route's declared audit. Registered on the root instance before the routes, so every
 * route inherits them. A write (POST) without a declaration is still recorded, as a change with its body's keys and
 * no person: a new route can forget to say whose data it changes, never that it changed something.
 */
export function registerAudit(app: FastifyInstance, db: Queryable): void {
  const undeclared: string[] = [];
  undeclaredWrites.set(app, undeclared);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('POST') && !route.config?.audit && !UNAUDITED_WRITES.has(route.url))
      undeclared.push(route.url);
  });
  // The answer object, before it is serialized: onSend only sees the JSON text.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    (request as WithAnswer)[ANSWER] = payload;
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A stored answer given again (Idempotency-Key) changed nothing.
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !request.user || isReplay(request)) return payload;
    const declared = request.routeOptions.config.audit;
    const spec = declared ?? (request.method === 'POST' ? companyChange() : undefined);
    if (!spec) return payload;
    let rows = spec.rows(request, (request as WithAnswer)[ANSWER]);
    // Own data read by its owner is not an access to record (see the top of this file).
    if (spec.action === 'read')
      rows = rows.filter((row) => row.employeeId === null || row.employeeId !== request.user.employee_id);
    await recordAudit(db, request, spec.action, rows);
    return payload;
  });
}
