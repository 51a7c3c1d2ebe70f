// What a profile reads of one person beside its detail, answered with the detail on request
// (GET /api/employees/{id}?embed=seniority,cars,…), so the gateway asks in one call what took one call each. Not in
// the spec: an extension for the gateway, like the batch reads. Each embedded piece is exactly what its own route
// answers, decided by the same check on the same PermissionContext (the section's maySee, or for the people batch
// just who the caller may find); a piece the caller may not see is left out, where its own route would answer 403.
import { maySee, type PermissionContext, type ProfileSection } from '@people/domain/permissions';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { vehicles } from '../linked/sql';
import { vehicleSchema } from '../linked/schemas';
import { currentReportsTo, parallelEmployeeIds } from './relations';
import { employeesByIds, personalDetailsByIds, type EmployeeRow } from '../people/employeeSql';
import { permissionContextSchema, pincodeStatusSchema, reportsToAnswerSchema, senioritySchema } from './schemas';
import { dataOf, employeeSchema, int, named, obj, personalDetailsSchema } from '../core/schemas';
import { pincodeStatus } from './selfservicePincodes';
import { seniority } from './integrationSql';
import type { EmployeeWagesAnswer } from '../wage/facts';
import { employeeWagesSchema, recurringHolidayWeekSchema } from '../wage/schemas';
import { recurringHolidayWeeks } from '../core/wageRecords';

/**
 * The pieces, each named after the route it stands for: seniority (GET /api/seniority_dates/{id}), reports_to and
 * parallel_employee_ids (GET /api/employees/{id}/…), selfservice_pincode_status, cars (GET /api/employees/{id}/cars),
 * personal_details, wages and recurring_holidays (their batch reads, for this person), managers (GET
 * /api/employees/batch of the people named by the reporting lines), permission_context (GET
 * /api/employees/permissions/batch for this person: the context the detail decides by, which every caller who finds
 * the person is given by that batch).
 */
export const DETAIL_EMBEDS = [
  'seniority',
  'reports_to',
  'parallel_employee_ids',
  'selfservice_pincode_status',
  'cars',
  'personal_details',
  'wages',
  'recurring_holidays',
  'managers',
  'permission_context',
] as const;
export type DetailEmbed = (typeof DETAIL_EMBEDS)[number];

const names = DETAIL_EMBEDS.join('|');
export const embedQuery = {
  type: 'string',
  pattern: `^(${names})(,(${names}))*$`,
  maxLength: 300,
  description: `Comma-separated pieces to answer under \`embedded\` (not in the spec): ${DETAIL_EMBEDS.join(', ')}`,
} as const;

export const parseEmbeds = (value: string | undefined) => new Set((value ? value.split(',') : []) as DetailEmbed[]);

/** Every piece optional: one not asked for, or that the caller may not see, is left out. */
export const detailEmbeddedSchema = named(
  'EmployeeDetailEmbedded',
  obj(
    {
      seniority: senioritySchema,
      reports_to: reportsToAnswerSchema,
      parallel_employee_ids: dataOf(int),
      selfservice_pincode_status: pincodeStatusSchema,
      cars: dataOf(vehicleSchema),
      personal_details: personalDetailsSchema,
      wages: employeeWagesSchema,
      recurring_holidays: dataOf(recurringHolidayWeekSchema),
      managers: dataOf(employeeSchema),
      permission_context: permissionContextSchema,
    },
    [],
  ),
);

/**
 * The section each piece's own route asks maySee for; managers and permission_context ask none (their batches leave
 * out whom the caller cannot find, and the detail answers 404 for them).
 */
const SECTION: Record<Exclude<DetailEmbed, 'managers' | 'permission_context'>, ProfileSection> = {
  seniority: 'header',
  reports_to: 'reportingTo',
  parallel_employee_ids: 'header',
  selfservice_pincode_status: 'selfServiceStatus',
  cars: 'fleet',
  personal_details: 'personalInformation',
  wages: 'wage',
  recurring_holidays: 'wage',
};

export type DetailEmbedded = Partial<{
  seniority: Awaited<ReturnType<typeof seniority>>;
  reports_to: Awaited<ReturnType<typeof currentReportsTo>>;
  parallel_employee_ids: { data: number[] };
  selfservice_pincode_status: Awaited<ReturnType<typeof pincodeStatus>>;
  cars: { data: Awaited<ReturnType<typeof vehicles>> };
  personal_details: Awaited<ReturnType<typeof personalDetailsByIds>>[number];
  wages: EmployeeWagesAnswer;
  recurring_holidays: { data: Awaited<ReturnType<typeof recurringHolidayWeeks>> };
  managers: { data: EmployeeRow[] };
  permission_context: PermissionContext;
}>;

/**
 * The asked pieces of one person the caller may find. `wages` is the detail's own wage read (null without wage
 * access): the wages piece costs no query of its own.
 */
export async function detailEmbeds(
  db: Queryable,
  user: UserRow,
  employee: EmployeeRow,
  context: PermissionContext,
  wages: Promise<EmployeeWagesAnswer | null>,
  asked: ReadonlySet<DetailEmbed>,
  today: string,
): Promise<DetailEmbedded> {
  const wanted = (piece: DetailEmbed) =>
    asked.has(piece) && (piece === 'managers' || piece === 'permission_context' || maySee(SECTION[piece], context));
  const id = employee.id;
  const reportsTo = wanted('reports_to') ? currentReportsTo(db, user, id) : undefined;
  const read = async <K extends DetailEmbed>(piece: K, answer: () => Promise<DetailEmbedded[K]>) =>
    wanted(piece) ? ([piece, await answer()] as const) : null;
  const pieces = await Promise.all([
    read('seniority', () => seniority(db, user, id)),
    read('reports_to', () => reportsTo!),
    read('parallel_employee_ids', () => parallelEmployeeIds(db, user, id)),
    read('selfservice_pincode_status', () => pincodeStatus(db, user.company_id, id)),
    read('cars', async () => ({ data: await vehicles(db, user, { employeeId: id }) })),
    read('personal_details', async () => (await personalDetailsByIds(db, user, [id]))[0]),
    read('wages', async () => (await wages) ?? undefined),
    read('recurring_holidays', async () => {
      const answer = await wages;
      return {
        data: answer
          ? await recurringHolidayWeeks(
              db,
              user.company_id,
              answer.wages.map((w) => w.id),
            )
          : [],
      };
    }),
    // Whom the reporting lines name: the detail's and, when asked, the reports-to section's.
    read('managers', async () => {
      const named = [
        employee.reports_to_id,
        employee.reports_to_extra_id,
        ...((await reportsTo)?.reports_to_person ?? []).map((r) => r.person_id),
      ];
      const ids = [...new Set(named.filter((m): m is number => m !== null))];
      return { data: ids.length === 0 ? [] : await employeesByIds(db, user, today, ids) };
    }),
    read('permission_context', async () => context),
  ]);
  return Object.fromEntries(pieces.filter((piece) => piece !== null && piece[1] !== undefined) as [string, unknown][]);
}
