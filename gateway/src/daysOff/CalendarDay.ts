import { cellFlags } from '@people/domain/calendar';
import type { CalendarDayResolvers } from '../__generated__/resolvers-types';

/** A day of the yearly calendar (part 1 §3 calendar day); its flags are domain cellFlags (part 1 §4). */
export const CalendarDay: CalendarDayResolvers = {
  date: (d) => d.day.dateStr,
  scheduledMinutes: (d) => d.day.scheduledMinutes,
  items: (d) => d.items,
  oneDayContract: (d) => d.contractType,
  flags: (d) => cellFlags(d.day, d.today),
};
