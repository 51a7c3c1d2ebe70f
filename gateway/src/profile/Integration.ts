import type { IntegrationResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { IntegrationModel } from '../core/models';
import { globalId } from '../core/ids';

/** What the integration reports (part 2 §3 reported_metadata_json), through the batch loader: one call per request. */
const detail = async (i: IntegrationModel, ctx: Context) => {
  const row = await ctx.loaders.integrationDetail.load(i.id);
  return {
    lists: row?.reported_metadata_json ?? {
      parcoms: [],
      flexi_joint_committees: [],
      flexi_joint_committees_with_dates: [],
      rsz_categories: [],
      divisions: [],
    },
    max: row?.max_extra_shifts ?? 0,
    // part 2 §2, §5: what the Dimona form asks of this integration.
    flags: {
      offersIvt: row?.dimona_offers_ivt === 1,
      skipsRiskClass: row?.dimona_skips_risk_class === 1,
      skipsPc124Numbers: row?.dimona_skips_pc124_numbers === 1,
    },
  };
};

// The global id keeps the type's name before PayrollIntegration: so ids stored by clients still answer.
export const Integration: IntegrationResolvers = {
  id: (i) => globalId('PayrollIntegration', i.id),
  internalId: (i) => i.id,
  shortTitle: (i) => i.short_title,
  parcoms: async (i, _, ctx) => (await detail(i, ctx)).lists.parcoms,
  flexiJointCommittees: async (i, _, ctx) => (await detail(i, ctx)).lists.flexi_joint_committees,
  flexiJointCommitteesWithDates: async (i, _, ctx) => (await detail(i, ctx)).lists.flexi_joint_committees_with_dates,
  rszCategories: async (i, _, ctx) => (await detail(i, ctx)).lists.rsz_categories,
  divisions: async (i, _, ctx) => (await detail(i, ctx)).lists.divisions,
  maxExtraShifts: async (i, _, ctx) => (await detail(i, ctx)).max,
  offersIvt: async (i, _, ctx) => (await detail(i, ctx)).flags.offersIvt,
  skipsRiskClass: async (i, _, ctx) => (await detail(i, ctx)).flags.skipsRiskClass,
  skipsPc124Numbers: async (i, _, ctx) => (await detail(i, ctx)).flags.skipsPc124Numbers,
};
