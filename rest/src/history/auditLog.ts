// The audit log (part 1 §2 /history/personalDetails?person_id={id}, "history; admins only"). The spec shows
// no path: we chose
//   GET /api/audit_log?employee_id=&page=&per_page=&before_id=   newest first, 50 per page
// Admins only (403 otherwise). A person of another company answers 404 like a missing one; a hard-deleted person of the
// caller's company still has their history (audit_log references nothing, migration 006).
import type { FromSchema } from 'json-schema-to-ts';
import type { AuditAction } from '../core/audit';
import type { Db, Queryable } from '../core/db';
import { forbidden, notFound } from '../core/errors';
import type { Api } from '../core/routing';
import { errorSchema, int, named, nullableInt, nullableStr, obj, str } from '../core/schemas';

export const AUDIT_PAGE_SIZE = 50;
const MAX_PER_PAGE = 100;

export interface AuditEntryRow {
  id: number;
  employee_id: number | null;
  actor_user_id: number;
  /** The actor's name now (joined at read time); null when the user no longer exists. */
  actor_name: string | null;
  action: AuditAction;
  fields: string[];
  route: string;
  created_at: string;
}

export const auditEntrySchema = named(
  'AuditEntry',
  obj({
    id: int,
    employee_id: nullableInt,
    actor_user_id: int,
    actor_name: nullableStr,
    action: { type: 'string', enum: ['read', 'change'] },
    fields: { type: 'array', items: str },
    route: str,
    created_at: { type: 'string', format: 'date-time' },
  }),
);

const auditQuery = obj(
  {
    employee_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: AUDIT_PAGE_SIZE },
    // Keyset paging for the gateway's cursors: entries older than this one. New entries then never shift a page.
    before_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  },
  [],
);

/** The query as its schema gives it: page and per_page always, by their defaults. */
type AuditQuery = FromSchema<typeof auditQuery>;

/** Whether the person has ever been in the caller's company: a row now, or history left by a hard-deleted one. */
async function personKnown(db: Queryable, companyId: number, employeeId: number): Promise<boolean> {
  const [row] = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM employees WHERE company_id = $1 AND id = $2)
         OR EXISTS (SELECT 1 FROM audit_log WHERE company_id = $1 AND employee_id = $2) AS known`,
    [companyId, employeeId],
  );
  return row?.known === true;
}

/** One page of entries, newest first, with one entry more than asked so the caller knows whether more follow. */
export async function auditEntries(
  db: Queryable,
  companyId: number,
  q: AuditQuery,
): Promise<{ data: AuditEntryRow[]; has_more: boolean }> {
  const params: unknown[] = [companyId];
  let where = 'a.company_id = $1';
  if (q.employee_id !== undefined) {
    params.push(q.employee_id);
    where += ` AND a.employee_id = $${params.length}`;
  }
  if (q.before_id !== undefined) {
    params.push(q.before_id);
    where += ` AND a.id < $${params.length}`;
  }
  params.push(q.per_page + 1, (q.page - 1) * q.per_page);
  const rows = await db.query<AuditEntryRow>(
    `SELECT a.id, a.employee_id, a.actor_user_id, u.name AS actor_name, a.action, a.fields, a.route,
       to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id AND u.company_id = a.company_id
     WHERE ${where} ORDER BY a.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { data: rows.slice(0, q.per_page), has_more: rows.length > q.per_page };
}

export async function auditLogRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/audit_log',
    {
      schema: {
        tags: ['audit'],
        summary:
          'The audit log: reads of wage, national register number, IBAN and sick-leave data, and every change; who, ' +
          'whose, which fields and when, never a value. Admins only. Newest first, 50 per page (page, or before_id for keyset ' +
          'paging); without employee_id the whole company, with it one person (404 for a person of another company)',
        querystring: auditQuery,
        response: {
          200: obj({
            data: { type: 'array', items: auditEntrySchema },
            page: int,
            per_page: int,
            has_more: { type: 'boolean' },
          }),
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = request.user;
      if (user.admin !== 1) throw forbidden('Only admins may read the audit log.');
      const q = request.query;
      if (q.employee_id !== undefined && !(await personKnown(db, user.company_id, q.employee_id)))
        throw notFound('This person does not exist.');
      return { ...(await auditEntries(db, user.company_id, q)), page: q.page, per_page: q.per_page };
    },
  );
}
