// The profile's query reads some twenty things of one person. Resolved field by field, each read would
// wait for the detail (its parent field) and then for the permission context before it started: three waves of REST
// calls, then a fourth for what the third named (a wage's recurring holidays, the managers). The root employee(id)
// resolver knows the person's id at once, so it looks at what the query selects, field by field in one table
// (lookaheadTable.ts): the pieces the detail can carry (REST `?embed=`, rest/src/profile/detailEmbeds.ts) go with the
// detail call, and the section reads the table names start at once, beside the detail; any other field reads when it
// resolves. Waiting for the permission context first cost a second wave of REST calls, one more round trip than the
// calls themselves (bench/profileQuery.ts). The permission context itself comes with the detail (the
// permission_context piece): the person's fields run only once the detail has answered, so a call of its own would
// be answered no sooner. The field resolvers still gate each section by it (readSection) and then find its answer in
// its loader: a section the viewer may not see answers FORBIDDEN as before and its answer is never read. What that
// costs is one call the REST API refuses or answers empty, as it refuses the same call made directly (every section
// route decides by the same maySee).
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
import { PIECES, PROFILE_FIELDS, type DetailEmbed } from './lookaheadTable';

interface Selected {
  name: string;
  args: Record<string, unknown>;
  selectionSet?: SelectionSetNode;
  type: GraphQLObjectType | null;
}

/** The fields `sets` select of an object of `type` (fragments followed, @skip and @include applied), with their arguments. */
function selectedFields(
  info: GraphQLResolveInfo,
  type: GraphQLObjectType,
  sets: readonly (SelectionSetNode | undefined)[],
): Selected[] {
  const found: Selected[] = [];
  const fits = (condition: NamedTypeNode | undefined) =>
    !condition ||
    condition.name.value === type.name ||
    type.getInterfaces().some((i) => i.name === condition.name.value);
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
          found.push({
            name: field.name,
            args: getArgumentValues(field, node, info.variableValues),
            selectionSet: node.selectionSet,
            type: isObjectType(named) ? named : null,
          });
        } catch {
          // Arguments that do not fit: the field's own resolution answers the error; nothing is started for it.
        }
      }
    }
  };
  for (const set of sets) if (set) visit(set);
  return found;
}

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
  if (!known) plans.set(selection, (known = new Map<string, ProfilePlan>()));
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
  for (const field of selectedFields(
    info,
    employee,
    info.fieldNodes.map((node) => node.selectionSet),
  )) {
    const entry = PROFILE_FIELDS[field.name];
    // A field left to its own resolver changes nothing here: it reads as below any other parent.
    if (!entry || (!entry.embed && !entry.read)) continue;
    for (const piece of entry.embed ?? []) embed.add(piece.name);
    const bySubField = entry.bySubField ?? {};
    if (field.type && Object.keys(bySubField).length > 0) {
      for (const sub of selectedFields(info, field.type, [field.selectionSet]))
        for (const piece of bySubField[sub.name] ?? []) embed.add(piece.name);
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- each field's read takes arguments of its own type
    if (entry.read) reads.push({ read: entry.read, args: field.args });
    permission ||= entry.gate !== null;
  }
  // Whether the selection needs the person's permission context at all: then the detail carries it.
  if (permission) embed.add(PIECES.permission_context.name);
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
 * the team, department, roles and reporting lines of a profile), and the embedded pieces into their own loaders
 * (lookaheadTable.ts PIECES). A piece left out (the viewer may not see it) primes nothing: its field decides, as
 * without the embed.
 */
export function primeFromDetail(employeeId: number, detail: EmployeeDetailModel, ctx: Context): void {
  const { loaders } = ctx;
  loaders.employeeDetail.prime(employeeId, detail);
  loaders.employee.prime(employeeId, detail.employee);
  const {
    current_role,
    future_role,
    role_history,
    current_reports_to,
    current_reports_to_extra,
    team,
    current_department,
  } = detail;
  if (team) loaders.team.prime(team.id, team);
  if (current_department) loaders.department.prime(current_department.id, current_department);
  loaders.employeeDetailParts.prime(employeeId, {
    id: employeeId,
    current_role,
    future_role,
    role_history,
    current_reports_to,
    current_reports_to_extra,
    team,
    current_department,
  });
  for (const piece of Object.values(PIECES)) piece.prime(employeeId, detail, loaders);
}
