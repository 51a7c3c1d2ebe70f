// The people directory and the batch reads that make a page of it cost a constant number of calls:
//   GET /api/employees                    a page of the directory: search, filters, sort
//   GET /api/employees/export             the filtered directory as .xlsx or CSV
//   GET /api/employees/directory_filters  what the filters can choose from
//   GET /api/employees/detail/batch       the detail's roles, reporting lines, team and department for many ids
// The spec shows no path for the people list (part 1 §7); these follow the API's style and are documented in OpenAPI.
import { csvLine } from '@people/domain/spreadsheetCells';
import { WAGE_TYPES } from '@people/domain/wage';
import {
  DIRECTORY_EXPORT_MAX_ROWS,
  directoryExportColumns,
  mayFilterByWageType,
  type DirectoryColumn,
} from '@people/domain/peopleDirectory';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { HttpError } from '../core/errors';
import { viewerFlags } from '../core/permissionContext';
import type { UserRow } from '../core/auth';
import type { Api } from '../core/routing';
import { xlsxOf, XLSX_TYPE, type XlsxColumn } from '../core/xlsx';
import { DIRECTORY_SORTS, DIRECTORY_STATUSES, type DirectoryFilters, type DirectoryOrder } from './directorySql';
import {
  detailPartsByIds,
  employeeDirectoryOptions,
  exportEmployees,
  listEmployees,
  type DirectoryExportRow,
} from './employeeSql';
import {
  departmentSchema,
  employeeSchema,
  errorSchema,
  idsQuerySchema,
  int,
  obj,
  parseIds,
  reportsToSchema,
  roleSchema,
  teamSchema,
} from '../core/schemas';
import { currentAndFutureRole } from '@people/domain/profile';

export const MAX_PAGE_SIZE = 100;

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** The directory's search, filters and sort (directorySql.ts), shared by the list and the export. */
const directoryQueryProperties = {
  search: {
    type: 'string',
    maxLength: 200,
    description:
      'Words that must all occur in the name, work e-mail or employee number; case and accents do not matter',
  },
  status: { type: 'string', enum: [...DIRECTORY_STATUSES], description: 'active (default), archived, or all' },
  include_archived: {
    type: 'integer',
    enum: [0, 1],
    default: 0,
    description: 'Older form of status=all; status wins when both are given',
  },
  team_id: id,
  department_id: id,
  manager_id: { ...id, description: 'People whose current manager (reports_to or reports_to_extra) is this person' },
  role: { type: 'string', minLength: 1, maxLength: 200, description: "The current role's title, case-insensitive" },
  country: { type: 'string', pattern: '^[A-Z]{2}$', description: "The current wage's registration_country_code" },
  wage_type: {
    type: 'string',
    enum: [...WAGE_TYPES],
    description: "The current wage's type; needs wage access (part 1 §6), 403 WAGE_ACCESS_REQUIRED otherwise",
  },
  sort: {
    type: 'string',
    enum: [...DIRECTORY_SORTS],
    default: 'name',
    description: 'name sorts by last name, then first name',
  },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
} as const;

type DirectoryQueryString = Omit<DirectoryFilters, 'status'> &
  DirectoryOrder & { status?: DirectoryFilters['status']; include_archived: number };

const WAGE_ACCESS_REQUIRED = 'WAGE_ACCESS_REQUIRED';

/** The filters of a request, refused when they ask for what the caller may not see. */
function directoryFilters(user: UserRow, q: DirectoryQueryString): DirectoryFilters & DirectoryOrder {
  if (q.wage_type !== undefined && !mayFilterByWageType(viewerFlags(user))) {
    throw new HttpError(403, WAGE_ACCESS_REQUIRED, 'Filtering by wage type needs wage access.');
  }
  const { include_archived, status, ...rest } = q;
  return { ...rest, status: status ?? (include_archived === 1 ? 'all' : 'active') };
}

const forbidden = { 403: errorSchema };

const nullable = (schema: object) => ({ anyOf: [{ type: 'null' }, schema] });

/** The export's header and value per column (domain directoryExportColumns decides which columns a caller gets). */
const EXPORT_COLUMNS: Record<DirectoryColumn, XlsxColumn<DirectoryExportRow>> = {
  name: { header: 'Name', width: 28, value: (r) => r.name },
  first_name: { header: 'First name', width: 16, value: (r) => r.first_name },
  last_name: { header: 'Last name', width: 18, value: (r) => r.last_name },
  email: { header: 'E-mail', width: 30, value: (r) => r.email },
  employee_number: { header: 'Employee number', width: 16, value: (r) => r.link_source_app_employee_number },
  role: { header: 'Role', width: 22, value: (r) => r.role_title },
  team: { header: 'Team', width: 18, value: (r) => r.team_name },
  department: { header: 'Department', width: 18, value: (r) => r.department_name },
  manager: { header: 'Manager', width: 24, value: (r) => r.manager_name },
  country: { header: 'Country', width: 9, value: (r) => r.country },
  join_date: { header: 'Join date', width: 12, value: (r) => r.join_date, date: true },
  status: { header: 'Status', width: 10, value: (r) => (r.deleted === 1 ? 'archived' : 'active') },
  wage_type: { header: 'Wage type', width: 24, value: (r) => r.wage_type },
  wage_rate: { header: 'Rate', width: 12, value: (r) => (r.wage_rate === null ? null : Number(r.wage_rate)) },
  wage_currency: { header: 'Currency', width: 9, value: (r) => r.wage_currency },
  weekly_hours: {
    header: 'Weekly hours',
    width: 12,
    value: (r) => (r.weekly_time_engagement === null ? null : r.weekly_time_engagement / 60),
  },
};

/** The CSV file of an export: no cell starts a formula, however a spreadsheet splits the lines (domain spreadsheetCells). */
export function csvOf<T>(columns: readonly XlsxColumn<T>[], rows: readonly T[]): string {
  const lines = [
    csvLine(columns.map((c) => c.header)),
    ...rows.map((row) => csvLine(columns.map((c) => c.value(row)))),
  ];
  // A byte-order mark, so Excel opens the UTF-8 names (accents) as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function directoryRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/employees',
    {
      schema: {
        tags: ['employees'],
        summary:
          "The people directory: a page of the caller's company, searched, filtered and sorted; archived people with status=archived or all",
        querystring: obj(
          {
            ...directoryQueryProperties,
            offset: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 },
          },
          [],
        ),
        response: { 200: obj({ data: { type: 'array', items: employeeSchema }, total: int }), ...forbidden },
      },
    },
    async (request) => {
      const q = request.query;
      return listEmployees(db, request.user, today(), {
        ...directoryFilters(request.user, q),
        offset: q.offset,
        limit: q.limit,
      });
    },
  );

  app.get(
    '/api/employees/export',
    {
      schema: {
        tags: ['employees'],
        summary:
          `The filtered directory (same search, filters and sort as GET /api/employees) as a file, up to ${DIRECTORY_EXPORT_MAX_ROWS} people; ` +
          'the wage columns (type, rate, currency, weekly hours) only for callers with wage access (part 1 §6)',
        querystring: obj(
          { ...directoryQueryProperties, format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' } },
          [],
        ),
        response: {
          200: {
            description: 'An .xlsx workbook or a UTF-8 CSV file',
            content: {
              [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...forbidden,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const keys = directoryExportColumns(viewerFlags(request.user));
      const columns = keys.map((c) => EXPORT_COLUMNS[c]);
      const filters = directoryFilters(request.user, q);
      const rows = await exportEmployees(
        db,
        request.user,
        today(),
        filters,
        DIRECTORY_EXPORT_MAX_ROWS,
        keys.includes('wage_type'),
      );
      const name = `people-${today()}.${q.format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff');
      if (q.format === 'csv') return reply.header('content-type', 'text/csv; charset=utf-8').send(csvOf(columns, rows));
      return reply.header('content-type', XLSX_TYPE).send(await xlsxOf('People', columns, rows));
    },
  );

  app.get(
    '/api/employees/directory_filters',
    {
      schema: {
        tags: ['employees'],
        summary:
          "What the directory's filters offer, among the people the caller may find: teams, departments, current managers, current role " +
          'titles, registration countries of current wages and, with wage access only (null otherwise), current wage types',
        response: {
          200: obj({
            teams: { type: 'array', items: obj({ id: int, name: { type: 'string' } }) },
            departments: { type: 'array', items: obj({ id: int, description: { type: 'string' } }) },
            managers: { type: 'array', items: obj({ id: int, name: { type: 'string' } }) },
            roles: { type: 'array', items: { type: 'string' } },
            countries: { type: 'array', items: { type: 'string' } },
            wage_types: { type: ['array', 'null'], items: { type: 'string', enum: [...WAGE_TYPES] } },
          }),
        },
      },
    },
    async (request) =>
      employeeDirectoryOptions(db, request.user, today(), mayFilterByWageType(viewerFlags(request.user))),
  );

  app.get(
    '/api/employees/detail/batch',
    {
      schema: {
        tags: ['employees'],
        summary:
          "What the detail (GET /api/employees/:id, part 1 §3) says of many people beside their card, for the gateway's loaders: " +
          'current_role, future_role, role_history, current_reports_to(_extra), team and current_department. A manager outside ' +
          "the caller's groups is still named (plain text, part 1 §6); ids the caller cannot find are left out",
        querystring: idsQuerySchema,
        response: {
          200: obj({
            data: {
              type: 'array',
              items: obj({
                id: int,
                current_role: nullable(roleSchema),
                future_role: nullable(roleSchema),
                role_history: { type: 'array', items: roleSchema },
                current_reports_to: nullable(reportsToSchema),
                current_reports_to_extra: nullable(reportsToSchema),
                team: nullable(teamSchema),
                current_department: nullable(departmentSchema),
              }),
            },
          }),
        },
      },
    },
    async (request) => {
      const now = today();
      const people = await detailPartsByIds(db, request.user, now, parseIds(request.query.ids));
      return { data: people.map((p) => ({ ...p, ...currentAndFutureRole(p.role_history, now) })) };
    },
  );
}
