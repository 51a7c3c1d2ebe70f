import { fromGlobalId as decode, toGlobalId } from 'graphql-relay';

export type NodeType =
  | 'Employee'
  | 'Team'
  | 'Department'
  | 'Viewer'
  | 'Company'
  | 'PayrollIntegration'
  // The person profile
  | 'Document'
  | 'Contract'
  | 'Asset'
  | 'Vehicle'
  | 'ActivityItem'
  // Wage
  | 'Wage'
  // Days off
  | 'DayOffType'
  | 'DayOffTypeException'
  | 'DayOffRuleset'
  | 'CompanyHoliday'
  | 'LeaveRequest'
  // Verzuim
  | 'Verzuim'
  // Workflows
  | 'Workflow'
  | 'WorkflowTask'
  | 'WorkflowTemplate'
  | 'WorkflowTemplateItem'
  // Budgets and commutes
  | 'Budget'
  | 'Commute'
  // Software licenses and performance reviews
  | 'SoftwareProduct'
  | 'License'
  | 'Review'
  // Contracts
  | 'ContractTemplate';
const NODE_TYPES: readonly string[] = [
  'Employee',
  'Team',
  'Department',
  'Viewer',
  'Company',
  'PayrollIntegration',
  'Document',
  'Contract',
  'Asset',
  'Vehicle',
  'ActivityItem',
  'Wage',
  'DayOffType',
  'DayOffTypeException',
  'DayOffRuleset',
  'CompanyHoliday',
  'LeaveRequest',
  'Verzuim',
  'Workflow',
  'WorkflowTask',
  'WorkflowTemplate',
  'WorkflowTemplateItem',
  'Budget',
  'Commute',
  'SoftwareProduct',
  'License',
  'Review',
  'ContractTemplate',
];

export const globalId = (type: NodeType, id: number) => toGlobalId(type, String(id));

/** The REST id behind a global id, or null when the id is not one of ours (a malformed id is just missing). */
export function fromGlobalId(id: string, expected?: NodeType): { type: NodeType; id: number } | null {
  let decoded: { type: string; id: string };
  try {
    decoded = decode(id);
  } catch {
    return null;
  }
  const internal = Number(decoded.id);
  if (
    !NODE_TYPES.includes(decoded.type) ||
    !/^[1-9][0-9]{0,8}$/.test(decoded.id) ||
    (expected && decoded.type !== expected)
  )
    return null;
  return { type: decoded.type as NodeType, id: internal };
}
