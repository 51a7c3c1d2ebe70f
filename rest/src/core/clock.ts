import { BUSINESS_TIME_ZONE, todayIn } from '@people/domain/dates';
import { momentIn } from '@people/domain/dimonaLateness';
import type { DimonaMoment } from '@people/domain/dimonaTypes';

/**
 * Today as 'YYYY-MM-DD'. PEOPLE_TODAY pins it, so tests and demos give the same answers every day; otherwise the date
 * in the business time zone (part 1 §1: Belgian and Dutch companies), so just after midnight there is already today.
 */
export function today(now: Date = new Date()): string {
  return process.env.PEOPLE_TODAY ?? todayIn(BUSINESS_TIME_ZONE, now);
}

/**
 * Now in Brussels as a date and minutes since midnight (Dimona lateness runs on the current time there).
 * The date is today() (so PEOPLE_TODAY pins it); PEOPLE_NOW_MINUTES pins the minutes for tests.
 */
export function nowMoment(now: Date = new Date()): DimonaMoment {
  const pinned = process.env.PEOPLE_NOW_MINUTES;
  return {
    date: today(now),
    minutes: pinned !== undefined ? Number(pinned) : momentIn(BUSINESS_TIME_ZONE, now).minutes,
  };
}

/**
 * Now on the product's clock: the real moment, on the day PEOPLE_TODAY pins when it does (at noon UTC, which is that
 * day in Brussels too). Stored as deleted_at, so the 30 days of a restore (domain retention) count on the same clock.
 */
export function clockNow(now: Date = new Date()): Date {
  return process.env.PEOPLE_TODAY ? new Date(`${process.env.PEOPLE_TODAY}T12:00:00Z`) : now;
}
