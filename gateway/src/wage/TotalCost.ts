// Part 1 §3 Total cost and the weekly schedule rows of a wage: display rules from domain/wage.
import { FIXED_FACET_COLORS, normalizeWeeklySchedule, weekTotalMinutes, type CostFacet } from '@people/domain/wage';
import type {
  TotalCostComponentResolvers,
  TotalCostResolvers,
  WeeklyScheduleResolvers,
} from '../__generated__/resolvers-types';

export const TotalCost: TotalCostResolvers = {
  centreLabel: (t) => t.centre_label,
};

export const TotalCostComponent: TotalCostComponentResolvers = {
  // part 1 §9: bonus purple, car orange; the other slices take the chart's palette.
  color: (c) => FIXED_FACET_COLORS[c.key as CostFacet] ?? null,
};

export const WeeklySchedule: WeeklyScheduleResolvers = {
  weekNr: (w) => w.week_nr,
  timeEngagementMonday: (w) => w.time_engagement_monday,
  timeEngagementTuesday: (w) => w.time_engagement_tuesday,
  timeEngagementWednesday: (w) => w.time_engagement_wednesday,
  timeEngagementThursday: (w) => w.time_engagement_thursday,
  timeEngagementFriday: (w) => w.time_engagement_friday,
  timeEngagementSaturday: (w) => w.time_engagement_saturday,
  timeEngagementSunday: (w) => w.time_engagement_sunday,
  totalMinutes: (w) => weekTotalMinutes(normalizeWeeklySchedule([w])[0]),
};
