// Reminders about a person (part 1 §2 /reminders/employee/{id}?relatedEmployeeId={id} 'manage reminders',
// hidden for light group access, §6). The spec names the page only: a reminder is a date and a text about a person,
// listed open first by date, marked done or deleted. The web form and the REST API check with the same function.
import { isIsoDate } from './dates';
import { isEmptyValue, type ValidationError } from './validation';

/** We choose the activity note's limit (part 1 §5: 400 characters) for a reminder's text. */
export const REMINDER_TEXT_MAX_LENGTH = 400;

export type ReminderErrorCode = 'FIELD_IS_REQUIRED' | 'INVALID_DATE' | 'TEXT_TOO_LONG';
export type ReminderError = ValidationError<ReminderErrorCode> & { field: 'remind_on' | 'text' };

export function validateReminder(reminder: {
  remind_on: string | null | undefined;
  text: string | null | undefined;
}): ReminderError[] {
  const errors: ReminderError[] = [];
  // part 1 §5: FIELD_IS_REQUIRED with the field's title.
  if (isEmptyValue(reminder.remind_on))
    errors.push({ code: 'FIELD_IS_REQUIRED', field: 'remind_on', message: 'Date is required' });
  else if (!isIsoDate(String(reminder.remind_on)))
    errors.push({ code: 'INVALID_DATE', field: 'remind_on', message: 'This is not a date' });
  if (isEmptyValue(reminder.text))
    errors.push({ code: 'FIELD_IS_REQUIRED', field: 'text', message: 'Text is required' });
  else if ([...String(reminder.text).trim()].length > REMINDER_TEXT_MAX_LENGTH)
    errors.push({ code: 'TEXT_TOO_LONG', field: 'text', message: `At most ${REMINDER_TEXT_MAX_LENGTH} characters` });
  return errors;
}

export interface SortableReminder {
  id: number;
  remind_on: string;
  done: boolean;
}

/** Open reminders first, each group by date then by id (oldest first): what is due next is on top. */
export function sortReminders<T extends SortableReminder>(reminders: readonly T[]): T[] {
  return [...reminders].sort(
    (a, b) => Number(a.done) - Number(b.done) || a.remind_on.localeCompare(b.remind_on) || a.id - b.id,
  );
}

/** A reminder is due on or after its date until it is done. */
export function isReminderDue(reminder: { remind_on: string; done: boolean }, today: string): boolean {
  return !reminder.done && reminder.remind_on <= today;
}
