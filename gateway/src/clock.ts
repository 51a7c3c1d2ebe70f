import { BUSINESS_TIME_ZONE, todayIn } from '@people/domain/dates';

/**
 * Today as 'YYYY-MM-DD', as the REST API reads it (rest/src/clock.ts): PEOPLE_TODAY pins it for tests and demos, else
 * the date in the business time zone (part 1 §1). The gateway and the REST API run with the same environment, so the
 * calendar's today flag (part 1 §4) and the REST API's rules agree on the day.
 */
export function today(now: Date = new Date()): string {
  return process.env.PEOPLE_TODAY ?? todayIn(BUSINESS_TIME_ZONE, now);
}
