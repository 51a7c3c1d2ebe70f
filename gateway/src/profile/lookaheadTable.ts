// What the profile's look-ahead (lookahead.ts) knows of the Employee fields, in one table: for each field, the pieces
// of the detail (REST `?embed=`, rest/src/profile/detailEmbeds.ts) that carry its answer, each with the loader it
// primes, or else the section read that starts beside the detail call, or neither; and what gates the field. The
// look-ahead reads nothing else of the fields, and a test (__tests__/lookaheadTable.test.ts) holds every Employee field
// that reads behind the permission context to an entry here, with the gate its resolver applies.
import type { PermissionContext, ProfileAction, ProfileSection } from '@people/domain/permissions';
import type { Loaders } from '../core/context';
import type { EmployeeDetailModel } from '../core/models';
import type { SectionRead } from '../core/permissions';
import type { RestSchemas } from '../core/restApi';
import { budgetReads } from '../budgets/employee';
import { commuteReads } from '../commutes/employee';
import { daysOffReads } from '../daysOff/employee';
import { employeePersonalFields } from './personal';
import { profileReads } from './employee';
import { reviewReads } from '../reviews/employee';
import { softwareReads } from '../software/employee';
import { employeeWageFields } from '../wage/employee';

type Embedded = RestSchemas['EmployeeDetailEmbedded'];
export type DetailEmbed = keyof Embedded;

/** A piece the detail can carry, and how its answer primes the loader the field reads through (no call of its own). */
export interface DetailPiece {
  name: DetailEmbed;
  /** A piece the REST API left out (the viewer may not see it) primes nothing: its field decides, as without it. */
  prime(employeeId: number, detail: EmployeeDetailModel, loaders: Loaders): void;
}

type Primer<K extends DetailEmbed> = (
  answer: NonNullable<Embedded[K]>,
  employeeId: number,
  detail: EmployeeDetailModel,
  loaders: Loaders,
) => void;

function piece<K extends DetailEmbed>(name: K, prime: Primer<K>): DetailPiece {
  return {
    name,
    prime(employeeId, detail, loaders) {
      const answer = detail.embedded?.[name];
      if (answer) prime(answer, employeeId, detail, loaders);
    },
  };
}

/** Every piece the REST API can embed, with the loader it primes (a new piece is a type error until it is here). */
export const PIECES = {
  // The REST API's context for the person, as its permission batch answers it (feature names as domain's, see there).
  permission_context: piece('permission_context', (answer, id, _, loaders) =>
    loaders.permissionContext.prime(id, answer as PermissionContext),
  ),
  seniority: piece('seniority', (answer, id, _, loaders) => loaders.seniority.prime(id, answer)),
  reports_to: piece('reports_to', (answer, id, _, loaders) => loaders.reportsTo.prime(id, answer)),
  parallel_employee_ids: piece('parallel_employee_ids', (answer, id, _, loaders) =>
    loaders.parallelIds.prime(id, answer),
  ),
  selfservice_pincode_status: piece('selfservice_pincode_status', (answer, id, _, loaders) =>
    loaders.pincodeStatus.prime(id, answer),
  ),
  cars: piece('cars', (answer, id, _, loaders) => loaders.vehicles.prime(id, answer)),
  personal_details: piece('personal_details', (answer, id, _, loaders) => loaders.personalDetails.prime(id, answer)),
  wages: piece('wages', (answer, id, _, loaders) => loaders.employeeWages.prime(id, answer)),
  // The recurring holidays of each of the person's wages, which the wages piece names.
  recurring_holidays: piece('recurring_holidays', (answer, _, detail, loaders) => {
    for (const wage of detail.embedded?.wages?.wages ?? [])
      loaders.recurringHolidays.prime(
        wage.id,
        answer.data.filter((week) => week.wage_id === wage.id),
      );
  }),
  // The people the REST API looked up, as the people batch would: one it left out is one the viewer cannot find (null).
  managers: piece('managers', (answer, _, detail, loaders) => {
    const lines = (detail.embedded?.reports_to?.reports_to_person ?? []).map((line) => line.person_id);
    const found = new Map(answer.data.map((person) => [person.id, person]));
    for (const id of new Set([detail.employee.reports_to_id, detail.employee.reports_to_extra_id, ...lines])) {
      if (id !== null) loaders.employee.prime(id, found.get(id) ?? null);
    }
  }),
} satisfies Record<DetailEmbed, DetailPiece>;

/**
 * What decides whether the viewer gets a field: a profile section (domain maySee), an action (domain mayDo), the
 * permission context otherwise (its features, or the context itself), or nothing (the field needs no context).
 */
export type Gate = { section: ProfileSection } | { action: ProfileAction } | 'permissionContext' | null;

export interface ProfileField {
  gate: Gate;
  /** The detail's pieces that carry the field's answer. */
  embed?: readonly DetailPiece[];
  /** More pieces when the field's own selection holds one of these sub-fields. */
  bySubField?: Readonly<Record<string, readonly DetailPiece[]>>;
  /** The field's section read, started beside the detail call. Its arguments' types differ from field to field. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field's read takes arguments of its own type
  read?: SectionRead<any, unknown>;
}

/** The field's answer rides with the detail call. */
const withDetail = (gate: Gate, embed: DetailPiece[], bySubField?: ProfileField['bySubField']): ProfileField => ({
  gate,
  embed,
  bySubField,
});
/** The field's section read starts beside the detail call, gated by its section. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field's read takes arguments of its own type
const beside = (read: SectionRead<any, unknown>): ProfileField => ({ gate: { section: read.section }, read });
/** Nothing starts early: the field reads when it resolves, as below any other parent. */
const onItsOwn = (gate: Gate): ProfileField => ({ gate });

const each = (fields: object, entry: ProfileField) =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, entry]));
const section = (name: ProfileSection) => ({ section: name });

// A reporting line's person is a people batch read, named by the detail: the managers piece answers it.
const MANAGERS = { person: [PIECES.managers] };

export const PROFILE_FIELDS: Readonly<Record<string, ProfileField>> = {
  // With the detail: the pieces each field reads through its loader.
  permissions: withDetail('permissionContext', [PIECES.permission_context]),
  ...each(employeePersonalFields, withDetail(section('personalInformation'), [PIECES.personal_details])),
  ...each(
    employeeWageFields,
    withDetail(section('wage'), [PIECES.wages], { recurringHolidays: [PIECES.recurring_holidays] }),
  ),
  // The 'more info' modal opens from the header (part 1 §2).
  seniority: withDetail(section('header'), [PIECES.seniority]),
  reportsTo: withDetail(section('reportingTo'), [PIECES.reports_to], MANAGERS),
  // The detail's own reporting lines: only their person needs a piece.
  currentReportsTo: withDetail(null, [], MANAGERS),
  currentReportsToExtra: withDetail(null, [], MANAGERS),
  // Part 1 §1: with enable_parallel_contracts, a feature of the permission context.
  parallelContracts: withDetail('permissionContext', [PIECES.parallel_employee_ids]),
  selfServiceStatus: withDetail(section('selfServiceStatus'), [PIECES.selfservice_pincode_status]),
  vehicles: withDetail(section('fleet'), [PIECES.cars]),

  // Beside the detail: the section reads the fields' resolvers make through the same loaders.
  documents: beside(profileReads.documents),
  contracts: beside(profileReads.contracts),
  oneDayContracts: beside(profileReads.oneDayContracts),
  trainings: beside(profileReads.trainings),
  assets: beside(profileReads.assets),
  workflows: beside(profileReads.workflows),
  activity: beside(profileReads.activity),
  payrollProvider: beside(profileReads.payrollProvider),
  verzuim: beside(daysOffReads.verzuim),
  daysOffUsage: beside(daysOffReads.daysOffUsage),
  budgets: beside(budgetReads.budgets),
  commute: beside(commuteReads.commute),
  commuteHistory: beside(commuteReads.commuteHistory),
  latestCommuteIsVariable: beside(commuteReads.latestCommuteIsVariable),
  licenses: beside(softwareReads.licenses),
  reviews: beside(reviewReads.reviews),

  // On their own: fields of the pages the profile links to, which its query does not select, and the custom fields,
  // which the detail answers itself.
  customFields: onItsOwn(section('customFields')),
  customFieldValues: onItsOwn(section('customFields')),
  calendar: onItsOwn(section('daysOffUsage')),
  calendarMonth: onItsOwn(section('daysOffUsage')),
  // The person's leave requests (domain leaveRequests.ts), read only when asked.
  leaveRequests: onItsOwn(section('daysOffUsage')),
  variableCommute: onItsOwn(section('commute')),
  commuteAuditLog: onItsOwn(section('commute')),
  dimona: onItsOwn(section('contracts')),
  trainingHistory: onItsOwn(section('trainings')),
  trainingParticipation: onItsOwn(section('trainings')),
  personalDetailsHistory: onItsOwn({ action: 'historyLink' }),
  managerLines: onItsOwn({ action: 'editManagers' }),
  reminders: onItsOwn({ action: 'manageReminders' }),
};
