import { BUSINESS_TIME_ZONE, todayIn } from '@people/domain/dates';

/**
 * Today as 'YYYY-MM-DD'. PEOPLE_TODAY pins it, so tests and demos give the same answers every day; otherwise the date
 * in the business time zone (part 1 §1: Belgian and Dutch companies), so just after midnight there is already today.
 */
export function today(now: Date = new Date()): string {
  return process.env.PEOPLE_TODAY ?? todayIn(BUSINESS_TIME_ZONE, now);
}
