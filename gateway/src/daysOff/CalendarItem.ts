import { shortAbsenceLabel } from '@people/domain/calendar';
import { dayOffColor, dayOffStatus } from '@people/domain/daysOff';
import type { CalendarItemResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

/** A company or personal day off on a calendar day (part 1 §3 day off, company day off). */
export const CalendarItem: CalendarItemResolvers = {
  entryId: (i) => i.personal?.id ?? null,
  company: (i) => i.item.company,
  type: (i) => i.item.type,
  dayOffTypeId: (i) => i.personal?.custom_type_id ?? null,
  name: (i) => (i.personal ? (i.personal.day_off_type_name ?? i.personal.custom_type_name) : i.company.special_name),
  // Part 1 §9: fallback colour 1C99FC.
  color: (i) => dayOffColor(i.item.color),
  // Part 1 §4: pending when approved = 0. A company day off is no request: it is never pending.
  status: (i) => dayOffStatus(i.item.approved ?? 1),
  amPmHint: (i) => i.item.am_pm_hint ?? null,
  startMinutes: (i) => i.item.start_minutes ?? null,
  durationMinutes: (i) => i.item.duration_minutes,
  interpretation: (i) => i.personal?.interpretation ?? null,
  shortAbsenceLabel: (i) => shortAbsenceLabel(i.item),
  // A verzuim's sick days carry its id (REST verzuim_id).
  verzuimId: (i) => i.personal?.verzuim_id ?? null,
  // The leave request a pending day belongs to (decision, domain leaveRequests.ts), as a LeaveRequest's id.
  leaveRequestId: (i) => (i.personal?.leave_request_id ? globalId('LeaveRequest', i.personal.leave_request_id) : null),
  // The batch read leaves out a verzuim the viewer may not see: null, like the person's hidden sections' items.
  verzuim: (i, _, ctx) => (i.personal?.verzuim_id ? ctx.loaders.verzuimNode.load(i.personal.verzuim_id) : null),
};
