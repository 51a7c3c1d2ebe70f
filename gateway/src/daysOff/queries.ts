// The days-off settings reads of Query (part 1 §2 /settings/daysOffTypes and /settings/companyHolidays).
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { checkYear } from './employee';

export const queryDaysOffFields: Pick<Required<QueryResolvers>, 'dayOffTypes' | 'companyHolidays'> = {
  // The settings object's fields load what they need (types and rulesets, or missing types) through loaders.
  dayOffTypes(_, { year }) {
    checkYear(year);
    return { year };
  },
  // Part 1 §2: one holiday country, or all of them without one.
  companyHolidays(_, { year, country }, ctx) {
    checkYear(year);
    return ctx.loaders.companyHolidays.load(`${year}:${country ?? ''}`);
  },
};
