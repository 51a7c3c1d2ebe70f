import { BUSINESS_TIME_ZONE, todayIn } from '@people/domain/dates';
import { momentIn } from '@people/domain/dimonaLateness';
import type { DimonaMoment } from '@people/domain/dimonaTypes';

/**
 * Today as 'YYYY-MM-DD', as the REST API reads it (rest/src/core/clock.ts): PEOPLE_TODAY pins it for tests and demos, else
 * the date in the business time zone (part 1 §1). The gateway and the REST API run with the same environment, so the
 * calendar's today flag (part 1 §4) and the REST API's rules agree on the day.
 */
export function today(now: Date = new Date()): string {
  return process.env.PEOPLE_TODAY ?? todayIn(BUSINESS_TIME_ZONE, now);
}

/**
 * Now in Brussels as a date and minutes since midnight, as the REST API reads it (rest/src/core/clock.ts nowMoment): the
 * Dimona lateness shown before saving and the one the REST API records agree.
 */
export function nowMoment(now: Date = new Date()): DimonaMoment {
  const pinned = process.env.PEOPLE_NOW_MINUTES;
  return {
    date: today(now),
    minutes: pinned !== undefined ? Number(pinned) : momentIn(BUSINESS_TIME_ZONE, now).minutes,
  };
}
