// Input validation shared by the web forms and the REST API (part 1 §5, §8, §9; part 2 §5).

export const NOTE_MAX_LENGTH = 400;
export const NOTE_TOO_LONG_MESSAGE = 'Your note has to be less than 400 characters';

export interface NoteCounter {
  count: number;
  max: number;
  overLimit: boolean;
  label: string;
}

export interface ValidationError<C extends string = string> {
  code: C;
  message: string;
  field?: string;
}

// part 1 §5 counts "characters": we choose Unicode code points, so an emoji counts once
// in the browser counter and on the server alike.
function characterCount(text: string): number {
  return [...text].length;
}

function counter(text: string, max: number): NoteCounter {
  const count = characterCount(text);
  return { count, max, overLimit: count > max, label: `${count} / ${max}` };
}

/** part 1 §5: the counter 'n / 400' turns red (overLimit) only above the limit. */
export function noteCounter(text: string): NoteCounter {
  return counter(text, NOTE_MAX_LENGTH);
}

// part 1 §5 says "max 400" and the message "less than 400": we choose max, so exactly 400 is accepted.
export function validateNote(text: string): ValidationError<'NOTE_TOO_LONG'> | null {
  return noteCounter(text).overLimit ? { code: 'NOTE_TOO_LONG', message: NOTE_TOO_LONG_MESSAGE } : null;
}

// ---- invite to self-service (part 1 §4) ----

// part 1 §4 gives the invitation no limits: we choose the note's (part 1 §5), 400 characters counted alike.
export const INVITE_MESSAGE_MAX_LENGTH = 400;

export function inviteMessageCounter(text: string): NoteCounter {
  return counter(text, INVITE_MESSAGE_MAX_LENGTH);
}

export function validateInviteMessage(text: string): ValidationError<'MESSAGE_TOO_LONG'> | null {
  return inviteMessageCounter(text).overLimit
    ? {
        code: 'MESSAGE_TOO_LONG',
        message: `The message has to be at most ${INVITE_MESSAGE_MAX_LENGTH} characters`,
        field: 'optional_message',
      }
    : null;
}

export const EMAIL_MAX_LENGTH = 254;
// A pragmatic address check (not RFC 5322): one @, no spaces, a dotted domain of letters, digits and hyphens
// ending in a top-level domain of letters. Enough to catch typos; the mail server has the last word.
const EMAIL = /^[^\s@]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** part 1 §3 email, personal_email: the address an invitation may go to. Blank is requiredField's case. */
export function validateEmail(text: string): ValidationError<'INVALID_EMAIL'> | null {
  const value = text.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)
    ? null
    : { code: 'INVALID_EMAIL', message: 'This is not a valid email address', field: 'email' };
}

export const AVATAR_MAX_BYTES = 5_242_880;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export type AvatarError = 'FILETYPE_NOT_ALLOWED' | 'FILE_TOO_BIG';

// part 1 §5, §9: jpg, jpeg, png in any case; the type is checked before the size.
// part 1 §9 "max 5242880 bytes": we choose that exactly 5242880 bytes is allowed.
export function validateAvatar(file: { filename: string; size: number }): AvatarError | null {
  const dot = file.filename.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.filename.slice(dot + 1).toLowerCase();
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return 'FILETYPE_NOT_ALLOWED';
  return file.size > AVATAR_MAX_BYTES ? 'FILE_TOO_BIG' : null;
}

const NUMERIC_STRING = /^-?\d+(\.\d+)?$/;

/** part 1 §5: finite numbers, or strings of optional minus, digits, optional decimals. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC_STRING.test(value);
}

// part 1 §5, part 2 §5: FIELD_IS_REQUIRED with the field title. We choose: null, undefined,
// blank strings and empty lists are empty; 0 and false are values.
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

export function requiredField(value: unknown, title: string): ValidationError<'FIELD_IS_REQUIRED'> | null {
  return isEmptyValue(value) ? { code: 'FIELD_IS_REQUIRED', message: `${title} is required`, field: title } : null;
}

// ---- 24h minutes picker (part 1 §5) ----

export const MAX_PICKER_HOURS = 23;
export const MAX_PICKER_MINUTES = 59;
export const HOUR_STEP = 1;
export const MINUTE_STEP = 5;

const SEPARATOR = /[:hu]/i;

function numericPart(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

// part 1 §5: separators ':', 'h', 'u'; non-numeric parts become 00; hours capped 0–23, minutes 59.
// part 1 §5 is silent on input without a separator: we choose to read it as hours ('9' → 09:00).
export function parseTimeInput(text: string): number {
  const [hoursText, minutesText = ''] = text.split(SEPARATOR);
  const hours = clamp(numericPart(hoursText), 0, MAX_PICKER_HOURS);
  const minutes = clamp(numericPart(minutesText), 0, MAX_PICKER_MINUTES);
  return hours * 60 + minutes;
}

export function splitMinutes(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

export function formatTimeInput(totalMinutes: number): string {
  const { hours, minutes } = splitMinutes(totalMinutes);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

// part 1 §5: arrows step hours by 1; we choose to stop at 0 and 23 rather than wrap around.
export function stepHours(totalMinutes: number, direction: 1 | -1): number {
  const { hours, minutes } = splitMinutes(totalMinutes);
  return clamp(hours + direction * HOUR_STEP, 0, MAX_PICKER_HOURS) * 60 + minutes;
}

// part 1 §5: arrows step minutes by 5; we choose to stop at 0 and 59 rather than wrap around.
export function stepMinutes(totalMinutes: number, direction: 1 | -1): number {
  const { hours, minutes } = splitMinutes(totalMinutes);
  return hours * 60 + clamp(minutes + direction * MINUTE_STEP, 0, MAX_PICKER_MINUTES);
}
