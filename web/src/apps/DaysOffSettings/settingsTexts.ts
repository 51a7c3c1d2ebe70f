// Texts the settings pages build from a type's values and from the server's userErrors.
import { formatDuration } from '@people/domain/dates';
import type { MessageKey, Translator } from '../../i18n/I18nProvider';
import { userErrorText } from '../../i18n/userErrorText';
import { specValue } from '../../graphqlEnums';
import { asLimitation } from './settingsEnums';
import { maximumInput } from './yearlyMaximum';

type StoredMaximum = { readonly maxYearlyAmountDays?: number | null; readonly maxYearlyAmountMinutes?: number | null };

/** A value of one of the settings' enumerations (kind, limitation, interpretation, request option). */
export function settingsLabel(
  t: Translator,
  prefix: 'KIND' | 'LIMITATION' | 'INTERPRETATION' | 'REQUEST_OPTION',
  value: string,
): string {
  // Keys use the spec's values: a GraphQL enum value in lower case; request options are strings ('allDay').
  const key = `SETTINGS_${prefix}_${prefix === 'REQUEST_OPTION' ? value : specValue(value)}`;
  return t.has(key) ? t(key) : value;
}

/**
 * The yearly maximum as a list shows it: '20 days', '40 half days' (part 1 §9 shows half days as twice
 * the day values), '38h' (part 1 §9 'h' and 'min'); null when the limitation has none or it is unset.
 */
function maximumLabel(t: Translator, limitation: string, maximum: StoredMaximum): string | null {
  const input = maximumInput(asLimitation(limitation));
  if (input === 'days' && maximum.maxYearlyAmountDays != null) {
    return asLimitation(limitation) === 'limit_in_half_days'
      ? t('SETTINGS_HALF_DAYS_COUNT', { count: maximum.maxYearlyAmountDays * 2 })
      : t('SETTINGS_DAYS_COUNT', { count: maximum.maxYearlyAmountDays });
  }
  if (input === 'hours' && maximum.maxYearlyAmountMinutes != null)
    return formatDuration(maximum.maxYearlyAmountMinutes);
  return null;
}

/** 'Limited in days: 20 days' — the limitation with its yearly maximum. */
export function limitLabel(t: Translator, limitation: string, maximum: StoredMaximum): string {
  const name = settingsLabel(t, 'LIMITATION', limitation);
  const amount = maximumLabel(t, limitation, maximum);
  return amount === null ? name : `${name}: ${amount}`;
}

/** The unit the maximum is typed in, for the field's label. */
export function maximumFieldLabel(limitation: string): MessageKey | null {
  const input = maximumInput(asLimitation(limitation));
  if (input === null) return null;
  return input === 'hours' ? 'SETTINGS_YEARLY_MAXIMUM_HOURS' : 'SETTINGS_YEARLY_MAXIMUM_DAYS';
}

type UserError = { readonly code: string; readonly message: string; readonly field?: ReadonlyArray<string> | null };

/**
 * A server userError in the viewer's language (part 1 §5, §8). The settings' own wording of a code
 * comes first; FIELD_IS_REQUIRED and INVALID_INPUT name the field when the form knows its title; any
 * other code goes through the app's userErrorText (the translated code, else the server's message).
 */
export function settingsErrorText(t: Translator, error: UserError, fieldTitles: Record<string, string> = {}): string {
  const field = error.field?.at(-1);
  const title = field !== undefined ? fieldTitles[field] : undefined;
  if ((error.code === 'FIELD_IS_REQUIRED' || error.code === 'INVALID_INPUT') && title) {
    return t(error.code === 'FIELD_IS_REQUIRED' ? 'SETTINGS_FIELD_IS_REQUIRED' : 'SETTINGS_INVALID_INPUT', {
      field: title,
    });
  }
  const own = `SETTINGS_ERROR_${error.code}`;
  return t.has(own) ? t(own) : userErrorText(t, error);
}
