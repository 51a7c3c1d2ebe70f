import type { CompanyHolidayResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

/** A company day off of one holiday country (part 1 §2 /settings/companyHolidays, §9 countries). */
export const CompanyHoliday: CompanyHolidayResolvers = {
  id: (h) => globalId('CompanyHoliday', h.id),
  internalId: (h) => h.id,
  date: (h) => h.date,
  specialName: (h) => h.special_name,
  color: (h) => h.color,
  countryCode: (h) => h.country_code,
};
