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

/** part 1 §5: the counter 'n / 400' turns red (overLimit) only above the limit. */
export function noteCounter(text: string): NoteCounter {
  const count = characterCount(text);
  return { count, max: NOTE_MAX_LENGTH, overLimit: count > NOTE_MAX_LENGTH, label: `${count} / ${NOTE_MAX_LENGTH}` };
}

// part 1 §5 says "max 400" and the message "less than 400": we choose max, so exactly 400 is accepted.
export function validateNote(text: string): ValidationError<'NOTE_TOO_LONG'> | null {
  return noteCounter(text).overLimit ? { code: 'NOTE_TOO_LONG', message: NOTE_TOO_LONG_MESSAGE } : null;
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
