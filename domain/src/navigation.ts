// The app frame's areas (part 1 §2 and part 2 §2 routes that are not about one person), in the order the
// navigation shows them, and who may open each. The rules are the access model's (permissions.ts): the frame shows
// an area exactly when the pages behind it answer.
import { hasFeature } from './companyFlags';
import { mayDo, maySee, type PermissionContext } from './permissions';

export const NAVIGATION_AREAS = [
  'people',
  'my_tasks',
  'contract_signatures',
  'workflow_templates',
  'contract_templates',
  'day_off_types',
  'company_holidays',
  'commute_audit_log',
] as const;
export type NavigationArea = (typeof NAVIGATION_AREAS)[number];

const AREA_RULES: Record<NavigationArea, (ctx: PermissionContext) => boolean> = {
  // part 1 §2 /people: every signed-in user has the directory.
  people: () => true,
  // part 2 §6: 'my tasks' exists with enable_workflows; a light user may be responsible for a task.
  my_tasks: ({ company }) => hasFeature(company, 'enable_workflows'),
  // Contracts wait for an internal signature of whoever may see contracts (part 1 §6: wage access, not light).
  contract_signatures: (ctx) => mayDo('readContractTemplates', ctx),
  workflow_templates: (ctx) => mayDo('readWorkflowTemplates', ctx),
  // The templates are company settings, read with contract access (domain/permissions).
  contract_templates: (ctx) => mayDo('readContractTemplates', ctx),
  // part 1 §2 /settings/daysOffTypes and /settings/companyHolidays: company settings, changed by admins (part 1 §6);
  // there is nothing to set when days off are disabled.
  day_off_types: (ctx) => mayDo('manageDayOffTypes', ctx) && !hasFeature(ctx.company, 'disable_days_off'),
  company_holidays: (ctx) => mayDo('manageDayOffTypes', ctx) && !hasFeature(ctx.company, 'disable_days_off'),
  // part 2 §7 the commute audit log: whoever sees commutes (without a person: the company's).
  commute_audit_log: (ctx) => maySee('commute', ctx),
};

/** The areas the viewer may open, in navigation order (without a person: company-wide rules). */
export function navigationAreas(ctx: Omit<PermissionContext, 'person'>): NavigationArea[] {
  return NAVIGATION_AREAS.filter((area) => AREA_RULES[area](ctx));
}
