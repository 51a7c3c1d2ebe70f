// A leave request (domain leaveRequests.ts) as the REST API answers it; its person through the batched employee loader.
import type { LeaveRequestDayResolvers, LeaveRequestResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const LeaveRequest: LeaveRequestResolvers = {
  id: (r) => globalId('LeaveRequest', r.id),
  internalId: (r) => r.id,
  // The batch read of people leaves out whom the viewer cannot find: null, like another company's person.
  employee: (r, _, ctx) => ctx.loaders.employee.load(r.employee_id),
  typeName: (r) => r.type_name,
  dayOffTypeId: (r) => r.day_off_type_id,
  days: (r) => r.days,
  firstDay: (r) => r.first_day,
  lastDay: (r) => r.last_day,
  durationMinutes: (r) => r.total_minutes,
  dayCount: (r) => r.day_count,
  state: (r) => r.state,
  message: (r) => r.message,
  requestedAt: (r) => r.requested_at,
  requestedByName: (r) => r.requested_by_name,
  decidedAt: (r) => r.decided_at,
  decidedByName: (r) => r.decided_by_name,
  // Plain text as stored: GraphQL answers a string, the web app renders it as text (never as HTML).
  declineReason: (r) => r.decline_reason,
  balanceAfter: (r) => r.balance_after,
};

export const LeaveRequestDay: LeaveRequestDayResolvers = {
  date: (d) => d.date,
  amPmHint: (d) => d.am_pm_hint,
  startMinutes: (d) => d.start_minutes,
  durationMinutes: (d) => d.duration_minutes,
};
