import type { InternalIdType, NodeResolvers } from './__generated__/resolvers-types';
import type { Context } from './core/context';
import { fromGlobalId, type NodeType } from './core/ids';
import { dimonaStatusKey, dimonaStatusNode } from './dimona/DimonaStatus';

// The GraphQL type of a node: its id's type, except Integration, whose ids keep the name PayrollIntegration.
type Tagged = { __typename: Exclude<NodeType, 'PayrollIntegration'> | 'Integration' };

/**
 * node(id:): every type goes through its loader, so another company's id answers null exactly like a
 * missing one (the REST batch reads leave it out).
 */
export async function resolveNode(id: string, ctx: Context) {
  // A DimonaStatus is identified by its person and day, not by one number.
  const dimonaKey = dimonaStatusKey(id);
  if (dimonaKey) return dimonaStatusNode(dimonaKey, ctx);
  const ref = fromGlobalId(id);
  return ref ? resolveRef(ref, ctx) : null;
}

/** The NodeType of each InternalIdType value (the enum arrives as its lower-case name, core/enums.ts). */
const INTERNAL_ID_TYPES: Record<InternalIdType, NodeType> = {
  asset: 'Asset',
  budget: 'Budget',
  contract: 'Contract',
  contract_template: 'ContractTemplate',
  document: 'Document',
  license: 'License',
  review: 'Review',
  vehicle: 'Vehicle',
  verzuim: 'Verzuim',
  wage: 'Wage',
  workflow: 'Workflow',
  workflow_template: 'WorkflowTemplate',
};

/** A REST id as a global id can hold one (core/ids.ts fromGlobalId: 1 to 9 digits). */
export const isInternalId = (internalId: number) => internalId >= 1 && internalId <= 999_999_999;

/**
 * nodeByInternalId(type:, internalId:): the addresses' REST ids through the same loaders as node(id:), so the cost and
 * the answer for another company's id (null) are node(id:)'s.
 */
export function resolveNodeByInternalId(type: InternalIdType, internalId: number, ctx: Context) {
  return isInternalId(internalId) ? resolveRef({ type: INTERNAL_ID_TYPES[type], id: internalId }, ctx) : null;
}

async function resolveRef(ref: { type: NodeType; id: number }, ctx: Context) {
  const tag = <T extends object>(value: T | null | undefined) =>
    value ? ({ ...value, __typename: ref.type } as T & Tagged) : null;
  switch (ref.type) {
    case 'Employee':
      return tag(await ctx.loaders.employee.load(ref.id));
    case 'Team':
      return tag(await ctx.loaders.team.load(ref.id));
    case 'Department':
      return tag(await ctx.loaders.department.load(ref.id));
    case 'Viewer': {
      const viewer = await ctx.loaders.viewer();
      return tag(viewer?.user.id === ref.id ? viewer : null);
    }
    case 'Company': {
      const viewer = await ctx.loaders.viewer();
      return tag(viewer?.company.id === ref.id ? viewer.company : null);
    }
    case 'PayrollIntegration': {
      // The type was named PayrollIntegration; its ids keep that name so stored ids still answer.
      const viewer = await ctx.loaders.viewer();
      const found = viewer?.company.integrations.find((i) => i.id === ref.id);
      return found ? { ...found, __typename: 'Integration' as const } : null;
    }
    // The profile's objects: the REST batch reads also leave out what sits in a section the viewer may not see.
    case 'Document':
      return tag(await ctx.loaders.documentNode.load(ref.id));
    case 'Contract':
      return tag(await ctx.loaders.contractNode.load(ref.id));
    case 'Asset':
      return tag(await ctx.loaders.assetNode.load(ref.id));
    case 'Vehicle':
      return tag(await ctx.loaders.vehicleNode.load(ref.id));
    case 'ActivityItem':
      return tag(await ctx.loaders.activityItemNode.load(ref.id));
    // The REST batch read leaves out wages of people whose wage the viewer may not see (part 1 §6).
    case 'Wage':
      return tag(await ctx.loaders.wageNode.load(ref.id));
    // Days off: the settings objects through the REST batch reads by id (an exception of a sensitive
    // profile is left out for non-admins, like in the lists).
    case 'DayOffType':
      return tag(await ctx.loaders.dayOffTypeNode.load(ref.id));
    case 'DayOffTypeException':
      return tag(await ctx.loaders.dayOffTypeExceptionNode.load(ref.id));
    case 'DayOffRuleset':
      return tag(await ctx.loaders.dayOffRulesetNode.load(ref.id));
    case 'CompanyHoliday':
      return tag(await ctx.loaders.companyHolidayNode.load(ref.id));
    // A leave request: the REST batch read leaves out requests of people whose days off the viewer may not see.
    case 'LeaveRequest':
      return tag(await ctx.loaders.leaveRequestNode.load(ref.id));
    // Verzuim: the REST batch read leaves out items the viewer may not see (part 1 §6).
    case 'Verzuim':
      return tag(await ctx.loaders.verzuimNode.load(ref.id));
    // Workflows: the REST batch reads leave out what the viewer may not see (another person's workflows,
    // templates without enable_workflows or with light access).
    case 'Workflow':
      return tag(await ctx.loaders.workflowNode.load(ref.id));
    case 'WorkflowTask':
      return tag(await ctx.loaders.workflowTaskNode.load(ref.id));
    case 'WorkflowTemplate':
      return tag(await ctx.loaders.workflowTemplateNode.load(ref.id));
    case 'WorkflowTemplateItem':
      return tag(await ctx.loaders.workflowTemplateItemNode.load(ref.id));
    // The REST batch reads leave out budgets and commutes of people whose section the viewer may not see.
    case 'Budget':
      return tag(await ctx.loaders.budgetNode.load(ref.id));
    case 'Commute':
      return tag(await ctx.loaders.commuteNode.load(ref.id));
    // The REST batch reads leave out what sits in a section the viewer may not see (part 2 §6).
    case 'SoftwareProduct':
      return tag(await ctx.loaders.productNode.load(ref.id));
    case 'License':
      return tag(await ctx.loaders.licenseNode.load(ref.id));
    case 'Review':
      return tag(await ctx.loaders.reviewNode.load(ref.id));
    // The templates are read once per request (null, no error, without contract access).
    case 'ContractTemplate':
      return tag((await ctx.loaders.contractTemplates().catch(() => null))?.data.find((t) => t.template_id === ref.id));
  }
}

export const Node: NodeResolvers = {
  __resolveType: (node) => (node as unknown as Tagged).__typename,
};
