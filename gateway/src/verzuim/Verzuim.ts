import type {
  PoortwachterMilestoneResolvers,
  VerzuimDayResolvers,
  VerzuimResolvers,
} from '../__generated__/resolvers-types';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';

/** A sick-leave item (part 1 §3 Verzuim): the REST answer's fields camelCased, 0/1 as booleans. */
export const Verzuim: VerzuimResolvers = {
  id: (v) => globalId('Verzuim', v.id),
  internalId: (v) => v.id,
  employee: (v, _, ctx) => ctx.loaders.employee.load(v.employee_id),
  startDate: (v) => v.start_date,
  endDate: (v) => v.end_date,
  endDateDmy: (v) => v.end_date_dmy,
  durationType: (v) => v.duration_type,
  vangnetbepaling: (v) => flag(v.vangnetbepaling),
  workAccident: (v) => flag(v.work_accident),
  trafficAccident: (v) => flag(v.traffic_accident),
  durationMinutesOnFirstDay: (v) => v.duration_minutes_on_first_day,
  customDurationMinutesPerDay: (v) => v.custom_duration_minutes_per_day,
  expectedRecoveryDate: (v) => v.expected_recovery_date,
  notificationDate: (v) => v.notification_date,
  notificationTime: (v) => v.notification_time,
  recoveryPercentage: (v) => v.recovery_percentage,
  averageWeeklyMinutes: (v) => v.average_weekly_minutes,
  minutesPerDay: (v) => v.minutes_per_day,
  minutesVerzuimOnFirstDay: (v) => v.minutes_verzuim_on_first_day,
  initialVerzuimId: (v) => v.initial_verzuim_id,
  previousVerzuimId: (v) => v.previous_verzuim_id,
  nextVerzuim: (v, _, ctx) => (v.next_verzuim_id === null ? null : ctx.loaders.verzuimNode.load(v.next_verzuim_id)),
  ongoing: (v) => flag(v.ongoing),
  future: (v) => flag(v.future),
};

export const VerzuimDay: VerzuimDayResolvers = {
  entryId: (d) => d.id,
  durationMinutes: (d) => d.duration_minutes,
};

export const PoortwachterMilestone: PoortwachterMilestoneResolvers = {};
