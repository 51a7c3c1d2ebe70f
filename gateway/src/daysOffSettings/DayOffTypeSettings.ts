// Part 1 §7 day-off types list (with rulesets) and missing types of one year, as the settings pages show them.
// Each field reads only the REST call it needs: the types list, or the missing types.
import type { DayOffRulesetResolvers, DayOffTypeSettingsResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { DayOffRulesetModel, DayOffTypeRow } from '../core/models';
import { globalId } from '../core/ids';

async function rulesets(year: number, ctx: Context): Promise<DayOffRulesetModel[]> {
  const { data, rulesets } = await ctx.loaders.dayOffTypes.load(year);
  const byId = new Map(data.map((type) => [type.id, type]));
  return rulesets.map((ruleset) => ({
    ...ruleset,
    types: ruleset.day_off_type_ids
      .map((id) => byId.get(id))
      .filter((type): type is DayOffTypeRow => type !== undefined),
  }));
}

export const DayOffTypeSettings: DayOffTypeSettingsResolvers = {
  year: (s) => s.year,
  types: async (s, _, ctx) => (await ctx.loaders.dayOffTypes.load(s.year)).data,
  rulesets: (s, _, ctx) => rulesets(s.year, ctx),
  missingTypes: async (s, _, ctx) => (await ctx.loaders.missingDayOffTypes.load(s.year)).missing_types,
  missingTypesCount: async (s, _, ctx) => (await ctx.loaders.missingDayOffTypes.load(s.year)).missing_types_count,
  existingTypesCount: async (s, _, ctx) => (await ctx.loaders.missingDayOffTypes.load(s.year)).existing_types_count,
};

export const DayOffRuleset: DayOffRulesetResolvers = {
  id: (r) => globalId('DayOffRuleset', r.id),
  internalId: (r) => r.id,
  name: (r) => r.name,
  // The list's types of the year; a ruleset read by node(id:) loads its types of every year in one batch read.
  dayOffTypes: async (r, _, ctx) =>
    r.types ??
    (await Promise.all(r.day_off_type_ids.map((id) => ctx.loaders.dayOffTypeNode.load(id)))).filter(
      (type): type is DayOffTypeRow => type !== null,
    ),
};
