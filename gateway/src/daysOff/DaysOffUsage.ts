// Part 1 §7 budget usage list of one person and year: the types outside rulesets, then the rulesets with theirs.
import { sortDayOffItems } from '@people/domain/daysOff';
import type { DayOffRulesetUsageResolvers, DaysOffUsageResolvers } from '../__generated__/resolvers-types';
import type { DayOffUsageItemModel, DayOffUsageItemRow } from '../core/models';

// Part 1 §5: self-service-allowed types first, then by name. The names are the company's own type names, so the
// gateway sorts them as written; the web app shows them as written too.
const usageRows = (items: readonly DayOffUsageItemRow[], year: number): DayOffUsageItemModel[] =>
  sortDayOffItems(items).map((item) => ({ ...item, year }));

export const DaysOffUsage: DaysOffUsageResolvers = {
  year: (u) => u.year,
  // Part 1 §7: budgets.custom_types, or default_types.
  types: (u) => usageRows(u.answer.budgets.custom_types ?? u.answer.budgets.default_types ?? [], u.year),
  rulesets: (u) => u.answer.budgets.rulesets.map((ruleset) => ({ ...ruleset, year: u.year })),
};

export const DayOffRulesetUsage: DayOffRulesetUsageResolvers = {
  rulesetId: (r) => r.id,
  name: (r) => r.name,
  // A ruleset's types stay in its priority order (the REST API's): the order the priority scheme plans them in.
  dayOffTypes: (r) => r.day_off_types.map((item) => ({ ...item, year: r.year })),
};
