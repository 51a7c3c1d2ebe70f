// Issue 14: the profile's query reads some twenty things of one person. Resolved field by field, each read would
// wait for the detail (its parent field) and then for the permission context before it started: three waves of REST
// calls, then a fourth for what the third named (a wage's recurring holidays, the managers). The root employee(id)
// resolver knows the person's id at once, so it looks at what the query selects: the pieces the detail can carry
// (REST `?embed=`, rest/src/profile/detailEmbeds.ts) go with the detail call, and every other section's read starts at
// once, beside the detail. Waiting for the permission context first cost a second wave of REST calls, one more round
// trip than the calls themselves (bench/profileQuery.ts). The permission context itself comes with the detail (the
// permission_context piece): the person's fields run only once the detail has answered, so a call of its own would
// be answered no sooner. The field resolvers still gate each section by it (readSection) and then find its answer in
// its loader: a section the viewer may not see answers FORBIDDEN as before and its answer is never read. What that
// costs is one call the REST API refuses or answers empty, as it refuses the same call made directly (every section
// route decides by the same maySee).
import type { PermissionContext } from '@people/domain/permissions';
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type NamedTypeNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Context } from '../core/context';
import type { EmployeeDetailModel } from '../core/models';
import type { SectionRead } from '../core/permissions';
import type { RestSchemas } from '../core/restApi';
import { budgetReads } from '../budgets/employee';
import { commuteReads } from '../commutes/employee';
import { daysOffReads } from '../daysOff/employee';
import { employeePersonalFields } from './personal';
import { profileReads } from './employee';
import { softwareReads } from '../software/employee';
import { reviewReads } from '../reviews/employee';
import { employeeWageFields } from '../wage/employee';

type DetailEmbed = keyof RestSchemas['EmployeeDetailEmbedded'];

interface Selected {
  name: string;
  args: Record<string, unknown>;
  selectionSet?: SelectionSetNode;
  type: GraphQLObjectType | null;
}

/** The fields `sets` select of an object of `type` (fragments followed, @skip and @include applied), with their arguments. */
function selectedFields(info: GraphQLResolveInfo, type: GraphQLObjectType, sets: readonly (SelectionSetNode | undefined)[]): Selected[] {
  const found: Selected[] = [];
  const fits = (condition: NamedTypeNode | undefined) =>
    !condition || condition.name.value === type.name || type.getInterfaces().some((i) => i.name === condition.name.value);
  const included = (node: SelectionNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const visit = (set: SelectionSetNode) => {
    for (const node of set.selections) {
      if (!included(node)) continue;
      if (node.kind === Kind.INLINE_FRAGMENT) {
        if (fits(node.typeCondition)) visit(node.selectionSet);
      } else if (node.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = info.fragments[node.name.value];
        if (fragment && fits(fragment.typeCondition)) visit(fragment.selectionSet);
      } else {
        const field = type.getFields()[node.name.value];
        if (!field) continue;
        const named = getNamedType(field.type);
        try {
          found.push({ name: field.name, args: getArgumentValues(field, node, info.variableValues), selectionSet: node.selectionSet, type: isObjectType(named) ? named : null });
        } catch {
          // Arguments that do not fit: the field's own resolution answers the error; nothing is started for it.
        }
      }
    }
  };
  for (const set of sets) if (set) visit(set);
  return found;
}

/** What an Employee field reads with the detail, and what more when its own selection holds a sub-field. */
interface DetailPieces {
  embed: DetailEmbed[];
  bySubField?: Record<string, DetailEmbed[]>;
}

const each = (fields: object, pieces: DetailPieces) => Object.fromEntries(Object.keys(fields).map((field) => [field, pieces]));

// A ReportsTo's person is a people batch read, named by the detail: the managers piece answers it.
const MANAGERS = { person: ['managers'] } satisfies Record<string, DetailEmbed[]>;

const EMBEDS: Record<string, DetailPieces> = {
  ...each(employeePersonalFields, { embed: ['personal_details'] }),
  ...each(employeeWageFields, { embed: ['wages'], bySubField: { recurringHolidays: ['recurring_holidays'] } }),
  seniority: { embed: ['seniority'] },
  reportsTo: { embed: ['reports_to'], bySubField: MANAGERS },
  currentReportsTo: { embed: [], bySubField: MANAGERS },
  currentReportsToExtra: { embed: [], bySubField: MANAGERS },
  parallelContracts: { embed: ['parallel_employee_ids'] },
  selfServiceStatus: { embed: ['selfservice_pincode_status'] },
  vehicles: { embed: ['cars'] },
};

/** The reporting lines need no permission context; every other field above is a section the gateway gates. */
const UNGATED = new Set(['currentReportsTo', 'currentReportsToExtra']);

// Each read takes its field's own arguments, whose types differ from field to field.
const READS: Record<string, SectionRead<any, unknown>> = { ...profileReads, ...daysOffReads, ...budgetReads, ...commuteReads, ...softwareReads, ...reviewReads };

export interface ProfilePlan {
  /** The detail's `embed` parameter: '' for none. */
  embed: string;
  /** Section reads to start with the detail; their fields decide by the permission context whether to read them. */
  reads: { read: SectionRead<Record<string, unknown>, unknown>; args: Record<string, unknown> }[];
}

/** Plans kept per variables of one selection, at most. */
const PLANS_PER_SELECTION = 16;
const plans = new WeakMap<object, Map<string, ProfilePlan>>();

/**
 * What employee(id)'s selection will read of the person, found before anything is read. Apollo hands the same
 * document for the same query text, so a plan is made once per selection and variables, not per request.
 */
export function profilePlan(info: GraphQLResolveInfo): ProfilePlan {
  const selection = info.fieldNodes[0];
  const key = JSON.stringify(info.variableValues);
  let known = plans.get(selection);
  const kept = known?.get(key);
  if (kept) return kept;
  const plan = planOf(info);
  if (!known) plans.set(selection, (known = new Map()));
  if (known.size >= PLANS_PER_SELECTION) known.clear();
  known.set(key, plan);
  return plan;
}

function planOf(info: GraphQLResolveInfo): ProfilePlan {
  const employee = info.schema.getType('Employee');
  if (!isObjectType(employee)) return { embed: '', reads: [] };
  const embed = new Set<DetailEmbed>();
  const reads: ProfilePlan['reads'] = [];
  let permission = false;
  for (const field of selectedFields(info, employee, info.fieldNodes.map((node) => node.selectionSet))) {
    const pieces = EMBEDS[field.name];
    const read = READS[field.name];
    if (pieces) {
      for (const piece of pieces.embed) embed.add(piece);
      const bySubField = pieces.bySubField ?? {};
      if (field.type && Object.keys(bySubField).length > 0) {
        for (const sub of selectedFields(info, field.type, [field.selectionSet])) for (const piece of bySubField[sub.name] ?? []) embed.add(piece);
      }
      permission ||= !UNGATED.has(field.name);
    } else if (read) {
      reads.push({ read, args: field.args });
      permission = true;
    } else if (field.name === 'permissions') permission = true;
  }
  // Whether the selection needs the person's permission context at all: then the detail carries it.
  if (permission) embed.add('permission_context');
  return { embed: [...embed].sort().join(','), reads };
}

const quietly = (start: () => Promise<unknown>) => {
  try {
    start().catch(() => undefined);
  } catch {
    // A read that refuses its arguments (a year out of range): the field's own resolution answers the error.
  }
};

/**
 * Starts every planned read at once: the fields wait for the permission context, the reads need not. A read of a
 * section the viewer may not see is refused by the REST API and never read by its field. Failures are left to the
 * fields, which meet them in the loaders.
 */
export function startPlannedReads(employeeId: number, plan: ProfilePlan, ctx: Context): void {
  for (const { read, args } of plan.reads) quietly(() => read.load(employeeId, args, ctx));
}

/**
 * What the detail answered besides the person, primed into the loaders the fields read through (no batch call for
 * the team, department, roles and reporting lines of a profile), and the embedded pieces into their own loaders.
 * A piece left out (the viewer may not see it) primes nothing: its field decides, as without the embed.
 */
export function primeFromDetail(employeeId: number, detail: EmployeeDetailModel, ctx: Context): void {
  const { loaders } = ctx;
  loaders.employeeDetail.prime(employeeId, detail);
  loaders.employee.prime(employeeId, detail.employee);
  const { current_role, future_role, role_history, current_reports_to, current_reports_to_extra, team, current_department, embedded } = detail;
  if (team) loaders.team.prime(team.id, team);
  if (current_department) loaders.department.prime(current_department.id, current_department);
  loaders.employeeDetailParts.prime(employeeId, { id: employeeId, current_role, future_role, role_history, current_reports_to, current_reports_to_extra, team, current_department });
  if (!embedded) return;
  // The REST API's context for the person, as its permission batch answers it (feature names as domain's, see there).
  if (embedded.permission_context) loaders.permissionContext.prime(employeeId, embedded.permission_context as PermissionContext);
  if (embedded.seniority) loaders.seniority.prime(employeeId, embedded.seniority);
  if (embedded.reports_to) loaders.reportsTo.prime(employeeId, embedded.reports_to);
  if (embedded.parallel_employee_ids) loaders.parallelIds.prime(employeeId, embedded.parallel_employee_ids);
  if (embedded.selfservice_pincode_status) loaders.pincodeStatus.prime(employeeId, embedded.selfservice_pincode_status);
  if (embedded.cars) loaders.vehicles.prime(employeeId, embedded.cars);
  if (embedded.personal_details) loaders.personalDetails.prime(employeeId, embedded.personal_details);
  if (embedded.wages) {
    loaders.employeeWages.prime(employeeId, embedded.wages);
    const weeks = embedded.recurring_holidays?.data;
    if (weeks) for (const wage of embedded.wages.wages) loaders.recurringHolidays.prime(wage.id, weeks.filter((week) => week.wage_id === wage.id));
  }
  if (embedded.managers) {
    // The people the REST API looked up, as the batch would: one it left out is one the viewer cannot find (null).
    const named = [detail.employee.reports_to_id, detail.employee.reports_to_extra_id, ...(embedded.reports_to?.reports_to_person ?? []).map((r) => r.person_id)];
    const found = new Map(embedded.managers.data.map((person) => [person.id, person]));
    for (const id of new Set(named)) if (id !== null) loaders.employee.prime(id, found.get(id) ?? null);
  }
}
