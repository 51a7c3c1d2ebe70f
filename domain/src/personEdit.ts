// Editing a person (part 1 §2 edit routes, §3 Employee enumerations, §5 validation rules): the checks the web
// forms and the REST API both run, on the fields of personFields.ts. Pure functions: the REST API decides with them,
// the web app shows their codes before sending.
import { isIsoDate } from './dates';
import {
  BELGIAN_ONLY_FIELDS,
  DEPENDENT_FIELDS,
  DUTCH_ONLY_FIELDS,
  fieldAppliesTo,
  type EditField,
  type EditValues,
} from './personFields';
import { isEmptyValue, validateEmail, type ValidationError } from './validation';

/** part 1 §3 Enumerations. */
export const GENDERS = ['male', 'female', 'other'] as const;
export const CIVIL_STATES = [
  'single',
  'married',
  'widow',
  'legally_separated',
  'factually_separated',
  'cohabiting',
  'legally_cohabiting',
] as const;
export const EDUCATION_LEVELS = [
  'primary_school',
  'secondary_education',
  'higher_education',
  'university_education',
  'unknown',
] as const;
export const LAST_NAME_COMPOSITIONS = [
  'birth_name_only',
  'partner_name_only',
  'combo_birth_name_partner_name',
  'combo_partner_name_birth_name',
] as const;
export const EMERGENCY_RELATIONS = ['family', 'friend', 'partner'] as const;
/** part 1 §3 partners_wage: below_treshold (the spec's spelling) means the partner is dependent; we name the other value. */
export const PARTNERS_WAGES = ['below_treshold', 'above_treshold'] as const;

// ---- checks ----

export type EditErrorCode =
  | 'FIELD_IS_REQUIRED'
  | 'INVALID_EMAIL'
  | 'INVALID_DATE'
  | 'DATE_IN_FUTURE'
  | 'INVALID_ENUM_VALUE'
  | 'INVALID_COUNTRY_CODE'
  | 'INVALID_RIJKSREGISTERNUMMER'
  | 'INVALID_BSN'
  | 'INVALID_IBAN'
  | 'INVALID_BIC'
  | 'INVALID_PHONE'
  | 'INVALID_ZIPCODE'
  | 'INVALID_NUMBER'
  | 'FIELD_NOT_FOR_COUNTRY'
  | 'TEXT_TOO_LONG';

export type EditError = ValidationError<EditErrorCode> & { field: string };

const err = (code: EditErrorCode, field: string, message: string): EditError => ({ code, field, message });
const digits = (text: string) => text.replace(/\D/g, '');
export const EDIT_TEXT_MAX_LENGTH = 200;

/** A Belgian national register number: 11 digits whose last two are 97 minus the first nine mod 97 (born ≥ 2000: with a 2 before). */
export function isValidRijksregisternummer(value: string): boolean {
  const number = digits(value);
  if (number.length !== 11 || !/^[\d.\s-]+$/.test(value)) return false;
  const base = number.slice(0, 9);
  const check = Number(number.slice(9));
  return 97 - (Number(base) % 97) === check || 97 - (Number(`2${base}`) % 97) === check;
}

/** A Dutch BSN: 9 digits passing the eleven test (9·d1 + 8·d2 + … + 2·d8 − d9 divisible by 11). */
export function isValidBsn(value: string): boolean {
  if (!/^\d{8,9}$/.test(value.trim())) return false;
  const number = value.trim().padStart(9, '0');
  const sum = [...number].reduce((total, d, i) => total + Number(d) * (i === 8 ? -1 : 9 - i), 0);
  return sum % 11 === 0 && Number(number) !== 0;
}

/** ISO 13616 IBAN: country, two check digits, the account; mod 97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const numeric = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** ISO 9362 BIC: 4 letters bank, 2 letters country, 2 location, optionally 3 branch. */
export const isValidBic = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
/** A phone number as people type it: an optional +, digits, spaces, dots, dashes, slashes and brackets; 6 to 15 digits. */
export const isValidPhone = (value: string) =>
  /^\+?[\d\s./()-]+$/.test(value.trim()) && digits(value).length >= 6 && digits(value).length <= 15;
const isCountryCode = (value: string) => /^[A-Z]{2}$/.test(value);

/** A postal code by country: Belgium 4 digits, the Netherlands 4 digits and 2 letters; others up to 10 characters. */
export function isValidZipcode(value: string, country: string | null | undefined): boolean {
  const zip = value.trim().toUpperCase();
  if (country === 'BE') return /^[1-9]\d{3}$/.test(zip);
  if (country === 'NL') return /^[1-9]\d{3} ?[A-Z]{2}$/.test(zip);
  return /^[A-Z0-9 -]{2,10}$/.test(zip);
}

const present = (value: unknown): value is string | number => !isEmptyValue(value);
const text = (value: unknown) => String(value).trim();

function enumCheck(field: string, value: unknown, allowed: readonly string[]): EditError | null {
  return present(value) && !allowed.includes(text(value))
    ? err('INVALID_ENUM_VALUE', field, `${field} must be one of ${allowed.join(', ')}`)
    : null;
}

/** Common text checks: a required field, and no field longer than EDIT_TEXT_MAX_LENGTH. */
function textChecks(values: EditValues, required: readonly string[]): EditError[] {
  const errors: EditError[] = [];
  for (const field of required)
    if (!present(values[field as EditField])) errors.push(err('FIELD_IS_REQUIRED', field, `${field} is required`));
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string' && [...value].length > EDIT_TEXT_MAX_LENGTH)
      errors.push(err('TEXT_TOO_LONG', field, `${field} has at most ${EDIT_TEXT_MAX_LENGTH} characters`));
  }
  return errors;
}

/**
 * part 1 §2 /edit/personal with the §3 fields and enumerations and the §5 rules (FIELD_IS_REQUIRED with the field,
 * numeric counts). Only `changed` fields get the number and country checks, so a person whose stored data predates them
 * can be edited without retyping it; a changed field of the other country is refused with FIELD_NOT_FOR_COUNTRY.
 */
export function validatePersonalEdit(
  values: EditValues,
  country: string,
  today: string,
  changed: readonly string[] = Object.keys(values),
): EditError[] {
  const errors = textChecks(values, ['first_name', 'last_name']);
  const isChanged = (field: string) => changed.includes(field);
  for (const field of [...BELGIAN_ONLY_FIELDS, ...DUTCH_ONLY_FIELDS]) {
    const value = values[field];
    if (isChanged(field) && !fieldAppliesTo(field, country) && present(value) && value !== 0)
      errors.push(err('FIELD_NOT_FOR_COUNTRY', field, `${field} is not asked for a person in ${country}`));
  }
  const dob = values.dob;
  if (present(dob)) {
    if (!isIsoDate(text(dob))) errors.push(err('INVALID_DATE', 'dob', 'dob must be a date'));
    else if (text(dob) > today) errors.push(err('DATE_IN_FUTURE', 'dob', 'The date of birth cannot be in the future'));
  }
  const enums: [EditField, readonly string[]][] = [
    ['gender', GENDERS],
    ['civil_state', CIVIL_STATES],
    ['education_level', EDUCATION_LEVELS],
    ['last_name_composition', LAST_NAME_COMPOSITIONS],
    ['partners_wage', PARTNERS_WAGES],
  ];
  for (const [field, allowed] of enums) {
    const e = enumCheck(field, values[field], allowed);
    if (e) errors.push(e);
  }
  for (const field of ['countryOfBirth', 'nationality_country_code'] as const) {
    if (present(values[field]) && !isCountryCode(text(values[field])))
      errors.push(err('INVALID_COUNTRY_CODE', field, `${field} must be a country code such as BE`));
  }
  const numbers: [EditField, (v: string) => boolean, EditErrorCode][] = [
    ['rijks_register_nummer', isValidRijksregisternummer, 'INVALID_RIJKSREGISTERNUMMER'],
    ['social_security_nr', isValidBsn, 'INVALID_BSN'],
    ['bank_account_iban', isValidIban, 'INVALID_IBAN'],
    ['bank_account_bic', isValidBic, 'INVALID_BIC'],
  ];
  for (const [field, valid, code] of numbers) {
    if (isChanged(field) && present(values[field]) && fieldAppliesTo(field, country) && !valid(text(values[field])))
      errors.push(err(code, field, `${field} is not valid`));
  }
  for (const field of DEPENDENT_FIELDS) {
    const value = values[field];
    if (
      value !== undefined &&
      value !== null &&
      !(Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 99 && text(value) !== '')
    ) {
      errors.push(err('INVALID_NUMBER', field, `${field} must be a whole number from 0 to 99`));
    }
  }
  return errors;
}

/** part 1 §2 "Contact section" fields: e-mails must be addresses, phones phone numbers, the relation an enumeration. */
export function validateContactEdit(values: EditValues): EditError[] {
  const errors = textChecks(values, []);
  for (const field of ['email', 'personal_email'] as const) {
    if (present(values[field]) && validateEmail(text(values[field])))
      errors.push(err('INVALID_EMAIL', field, 'This is not a valid email address'));
  }
  for (const field of ['phone', 'emergency_contact_phone'] as const) {
    if (present(values[field]) && !isValidPhone(text(values[field])))
      errors.push(err('INVALID_PHONE', field, 'This is not a valid phone number'));
  }
  const relation = enumCheck('emergency_contact_relation', values.emergency_contact_relation, EMERGENCY_RELATIONS);
  if (relation) errors.push(relation);
  return errors;
}

/** part 1 §2 home address (lines 1 and 2, zipcode, city, country): a country code, and a postal code of that country. */
export function validateAddressEdit(values: EditValues): EditError[] {
  const errors = textChecks(values, []);
  const country = present(values.address_country_code) ? text(values.address_country_code) : null;
  if (country !== null && !isCountryCode(country))
    errors.push(
      err('INVALID_COUNTRY_CODE', 'address_country_code', 'address_country_code must be a country code such as BE'),
    );
  if (present(values.address_zipcode) && !isValidZipcode(text(values.address_zipcode), country))
    errors.push(err('INVALID_ZIPCODE', 'address_zipcode', 'This is not a valid postal code'));
  return errors;
}

/** The fields whose value differs (blank and null alike), for the activity item and the number checks. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  const norm = (v: unknown) => (isEmptyValue(v) ? null : String(v).trim());
  return Object.keys(after).filter((field) => norm(before[field]) !== norm(after[field]));
}

// ---- reporting lines, role, new person ----

export type ReportsToErrorCode = 'REPORTS_TO_SELF' | 'REPORTS_TO_CYCLE' | 'REPORTS_TO_SAME_MANAGER';

/**
 * part 1 §3 current_reports_to and current_reports_to_extra: nobody reports to themselves, the extra manager is another
 * person than the manager, and no chain of managers leads back to the person (`managerOf` answers each person's manager).
 */
export function validateReportsTo(
  employeeId: number,
  managerId: number | null,
  extraManagerId: number | null,
  managerOf: (id: number) => number | null,
): ValidationError<ReportsToErrorCode> | null {
  if (managerId === employeeId)
    return { code: 'REPORTS_TO_SELF', message: 'A person cannot report to themselves', field: 'reports_to_id' };
  if (extraManagerId === employeeId)
    return { code: 'REPORTS_TO_SELF', message: 'A person cannot report to themselves', field: 'reports_to_extra_id' };
  if (managerId !== null && managerId === extraManagerId)
    return {
      code: 'REPORTS_TO_SAME_MANAGER',
      message: 'The extra manager must be another person',
      field: 'reports_to_extra_id',
    };
  const seen = new Set<number>([employeeId]);
  for (let id = managerId; id !== null; id = managerOf(id)) {
    if (seen.has(id))
      return {
        code: 'REPORTS_TO_CYCLE',
        message: 'This manager reports (through others) to this person',
        field: 'reports_to_id',
      };
    seen.add(id);
  }
  return null;
}

export type RoleErrorCode =
  'FIELD_IS_REQUIRED' | 'INVALID_DATE' | 'ROLE_START_BEFORE_CURRENT' | 'TEXT_TOO_LONG' | 'END_BEFORE_START';

/**
 * part 1 §3 role_history (title, start_date, end_date): a new role needs a title and a start date after the start of
 * the role it replaces (which then ends the day before); an edited role keeps end ≥ start.
 */
export function validateRole(
  role: { title: string; start_date: string; end_date?: string | null },
  previousStart: string | null,
): ValidationError<RoleErrorCode> | null {
  if (isEmptyValue(role.title)) return { code: 'FIELD_IS_REQUIRED', message: 'title is required', field: 'title' };
  if ([...role.title].length > EDIT_TEXT_MAX_LENGTH)
    return { code: 'TEXT_TOO_LONG', message: `title has at most ${EDIT_TEXT_MAX_LENGTH} characters`, field: 'title' };
  if (!isIsoDate(role.start_date))
    return { code: 'INVALID_DATE', message: 'start_date must be a date', field: 'start_date' };
  if (role.end_date != null && !isIsoDate(role.end_date))
    return { code: 'INVALID_DATE', message: 'end_date must be a date', field: 'end_date' };
  if (role.end_date != null && role.end_date < role.start_date)
    return { code: 'END_BEFORE_START', message: 'The end date is before the start date', field: 'end_date' };
  if (previousStart !== null && role.start_date <= previousStart) {
    return {
      code: 'ROLE_START_BEFORE_CURRENT',
      message: 'A new role starts after the current one started',
      field: 'start_date',
    };
  }
  return null;
}

/** Add a person (part 1 §2 "/people list"): first and last name are required, an e-mail must be an address. */
export function validateNewPerson(values: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  join_date?: string | null;
}): EditError[] {
  const errors = textChecks(values, ['first_name', 'last_name']);
  if (present(values.email) && validateEmail(text(values.email)))
    errors.push(err('INVALID_EMAIL', 'email', 'This is not a valid email address'));
  if (present(values.join_date) && !isIsoDate(text(values.join_date)))
    errors.push(err('INVALID_DATE', 'join_date', 'join_date must be a date'));
  return errors;
}

/** Optimistic locking: the answer when the person changed since the form was read. */
export const EDIT_CONFLICT = 'EDIT_CONFLICT';
export const EDIT_CONFLICT_MESSAGE =
  'Someone else changed this person since you opened the form. Reload to see their changes.';
