// A person's custom fields (part 1 §2 /people/{id}/edit/customFields, §3 Custom field: cf_name, value,
// value_name; types textfield, hyperlink, money; §5 numeric check). The company defines the fields; a person holds one
// value per field. The web form and the REST API check a value with the same function.
import { isEmptyValue, isNumeric, type ValidationError } from './validation';

export const CUSTOM_FIELD_TYPES = ['textfield', 'hyperlink', 'money'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A textfield may be long (part 1 §2 'long custom-field text viewer'); we choose 2000 characters. */
export const CUSTOM_FIELD_TEXT_MAX_LENGTH = 2000;
/** A hyperlink's shown name (value_name); we choose 200 characters, as the other edit fields. */
export const CUSTOM_FIELD_NAME_MAX_LENGTH = 200;

export type CustomFieldErrorCode = 'INVALID_AMOUNT' | 'INVALID_URL' | 'TEXT_TOO_LONG';
export type CustomFieldError = ValidationError<CustomFieldErrorCode> & { field: string };

export interface CustomFieldInput {
  value: string | null;
  value_name: string | null;
}

/** Trimmed, blank as null: a cleared value removes the person's value for the field. */
export function normaliseCustomFieldValue(
  type: CustomFieldType,
  input: { value?: string | null; value_name?: string | null },
): CustomFieldInput {
  const clean = (text: string | null | undefined) => (isEmptyValue(text) ? null : String(text).trim());
  const value = clean(input.value);
  // part 1 §3 value_name: the name a hyperlink is shown by; the other types have none.
  return { value, value_name: type === 'hyperlink' && value !== null ? clean(input.value_name) : null };
}

// part 1 §2 'external link requires confirmation and opens in a new window': only http(s) addresses are links.
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The problem with one field's normalised value, or null. `field` names the field in the error (the REST field key or
 * the form's input). An empty value is always allowed: part 1 §3 shows no required custom field.
 */
export function validateCustomFieldValue(
  type: CustomFieldType,
  input: CustomFieldInput,
  field: string,
): CustomFieldError | null {
  const { value, value_name: name } = input;
  if (value === null) return null;
  if ([...value].length > CUSTOM_FIELD_TEXT_MAX_LENGTH)
    return { code: 'TEXT_TOO_LONG', field, message: `At most ${CUSTOM_FIELD_TEXT_MAX_LENGTH} characters` };
  if (type === 'money' && !isNumeric(value))
    return { code: 'INVALID_AMOUNT', field, message: 'An amount is a number, like 1250.50' };
  if (type === 'hyperlink' && !isWebAddress(value))
    return { code: 'INVALID_URL', field, message: 'A link starts with http:// or https://' };
  if (name !== null && [...name].length > CUSTOM_FIELD_NAME_MAX_LENGTH)
    return { code: 'TEXT_TOO_LONG', field, message: `At most ${CUSTOM_FIELD_NAME_MAX_LENGTH} characters` };
  return null;
}
