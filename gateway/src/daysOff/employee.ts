// The days-off fields of Employee (part 1 §2 "Days-off usage and calendar", §7). Each asks domain maySee
// first (gateway/permissions): a viewer who may not see days off gets null with a FORBIDDEN error on the path, and
// the REST API is not asked, except for the usage and verzuim reads that employee(id:)'s look-ahead asks beside the
// detail (lookahead.ts): their answers are never read.
import { isSupportedYear, MAX_YEAR, MIN_YEAR } from '@people/domain/dates';
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { EmployeeCalendarModel } from '../core/models';
import { permissionContext, readSection, section, sectionRead } from '../core/permissions';
import { AnswerError } from '../core/answerError';
import { personYear } from '../core/batch';

// Part 1 §2 offers the current year ± 9; the spec names no bounds for the API: we accept the years every tier
// supports (domain isSupportedYear), the same the REST API accepts.
export function checkYear(year: number): void {
  if (!isSupportedYear(year)) {
    throw new AnswerError(`year must be between ${MIN_YEAR} and ${MAX_YEAR}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
}

/** The days-off reads, by field (employee(id:) starts them beside the detail too: profile/lookaheadTable.ts). */
export const daysOffReads = {
  // Part 1 §6: verzuim needs an integration with daysoff/verzuim and calendar access (domain maySee('verzuim')).
  verzuim: sectionRead('verzuim', async (id, { year }: { year: number }, ctx) => {
    checkYear(year);
    return ctx.loaders.personVerzuim.load(personYear(id, year));
  }),
  daysOffUsage: sectionRead('daysOffUsage', async (id, { year }: { year: number }, ctx) => {
    checkYear(year);
    return ctx.loaders.budgetUsage.load(personYear(id, year));
  }),
};

/** Part 1 §2 /calendar/person/{id}/{year}/{month}: a month is 1 to 12. */
function checkMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new AnswerError('month must be between 1 and 12', { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

export const employeeDaysOffFields: Pick<
  Required<EmployeeResolvers>,
  'daysOffUsage' | 'calendar' | 'calendarMonth' | 'verzuim'
> = {
  verzuim: (e, args, ctx) => readSection(daysOffReads.verzuim, e.id, args, ctx),

  daysOffUsage: async (e, args, ctx) => {
    const answer = await readSection(daysOffReads.daysOffUsage, e.id, args, ctx);
    return answer ? { year: args.year, answer } : null;
  },

  // Exactly the REST calls 1 and 2 of the contract (with the permission read the profile makes anyway): the days,
  // the cell flags and the holidays warning are computed here from them by domain calendar and daysOff.
  calendar: (e, { year }, ctx) => employeeCalendar(e.id, year, ctx),
  // The person calendar month (part 1 §2, linked from the profile): the same REST calls as the yearly calendar (days
  // off and schedule of the year, both per-person loaders), narrowed to the month's days; gated like it by domain
  // maySee('daysOffUsage').
  calendarMonth: async (e, { year, month }, ctx) => {
    checkMonth(month);
    const calendar = await employeeCalendar(e.id, year, ctx);
    return calendar ? { ...calendar, month } : null;
  },
};

/** The yearly calendar model of a person, gated like the days-off usage; the month page narrows it (Employee.calendarMonth). */
export function employeeCalendar(
  employeeId: number,
  year: number,
  ctx: Context,
): Promise<EmployeeCalendarModel | null> {
  return section(employeeId, 'daysOffUsage', ctx, async () => {
    checkYear(year);
    const key = personYear(employeeId, year);
    const [daysOff, schedule, context] = await Promise.all([
      ctx.loaders.personalDaysOff.load(key),
      ctx.loaders.weeklySchedule.load(key),
      permissionContext(employeeId, ctx),
    ]);
    if (!daysOff || !schedule || !context) return null;
    return { employeeId, year, daysOff, schedule, context };
  });
}
