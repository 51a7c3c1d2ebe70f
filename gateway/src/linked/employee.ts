// The fields of Employee behind the pages the profile links to (part 1 §2): the person calendar month and the
// trainings pages.
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { section } from '../core/permissions';
import { employeeCalendar } from '../daysOff/employee';
import { AnswerError } from '../core/answerError';

/** Part 1 §2 /calendar/person/{id}/{year}/{month}: a month is 1 to 12. */
function checkMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new AnswerError('month must be between 1 and 12', { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

export const employeeLinkedFields: Pick<
  Required<EmployeeResolvers>,
  'calendarMonth' | 'trainingHistory' | 'trainingParticipation'
> = {
  // The same REST calls as the yearly calendar (days off and schedule of the year, both per-person loaders), narrowed
  // to the month's days; gated like it by domain maySee('daysOffUsage').
  calendarMonth: async (e, { year, month }, ctx) => {
    checkMonth(month);
    const calendar = await employeeCalendar(e.id, year, ctx);
    return calendar ? { ...calendar, month } : null;
  },
  // Part 1 §6 enable_trainings, as the profile's trainings box (domain maySee('trainings')); hidden costs no call.
  trainingHistory: (e, _, ctx) =>
    section(e.id, 'trainings', ctx, async () => (await ctx.loaders.trainingHistory.load(e.id))?.data ?? null),
  trainingParticipation: (e, { trainingId }, ctx) =>
    section(e.id, 'trainings', ctx, async () =>
      trainingId > 0 ? ctx.loaders.trainingParticipation.load(`${e.id}:${trainingId}`) : null,
    ),
};
