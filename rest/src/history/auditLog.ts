// The audit log (part 1 §2 /history/personalDetails?person_id={id}, "history; admins only"). The spec shows
// no path: we chose
//   GET /api/audit_log?employee_id=&page=&per_page=&before_id=   newest first, 50 per page
// Admins only (403 otherwise). A person of another company answers 404 like a missing one; a hard-deleted person of the
// caller's company still has their history (audit_log references nothing, migration 006).
import type { Db } from '../core/db';
import { forbidden, notFound } from '../core/errors';
import type { Api } from '../core/routing';
import { errorSchema, int, named, nullableInt, nullableStr, obj, str } from '../core/schemas';
import { auditEntries, personKnown } from './sql';

export const AUDIT_PAGE_SIZE = 50;
const MAX_PER_PAGE = 100;

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
