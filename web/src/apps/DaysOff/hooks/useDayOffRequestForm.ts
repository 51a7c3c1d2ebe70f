import type { CompanyFlags } from '@people/domain/companyFlags';
import {
  CUSTOM_DEFAULT_RANGE,
  defaultWhen,
  validateCustomRange,
  validateDayOffType,
  type WhenOption,
} from '@people/domain/requestForm';
import { useState } from 'react';
import {
  nonWorkingDayCheckbox,
  offeredWhen,
  type RequestChoice,
  type RequestDay,
  type RequestFormValues,
} from './dayOffRequest';

type Options = { choices: readonly RequestChoice[]; days: readonly RequestDay[]; bulk: boolean; company: CompanyFlags };

/**
 * The request form's state (part 1 §5): the chosen type or ruleset, the 'when' option among those
 * the selection offers (the first offered one until the user picks another, and again when a new
 * type no longer offers the picked one), the custom range (default 09:00–12:00), the message and the
 * two check boxes. `values` is null while the form cannot be sent, with the reason in `typeError` or
 * `rangeError`.
 */
export function useDayOffRequestForm({ choices, days, bulk, company }: Options) {
  const [choiceKey, setChoiceKey] = useState<string>('');
  const [pickedWhen, setWhen] = useState<WhenOption | null>(null);
  const [customStart, setCustomStart] = useState<number>(CUSTOM_DEFAULT_RANGE.startMinutes);
  const [customEnd, setCustomEnd] = useState<number>(CUSTOM_DEFAULT_RANGE.endMinutes);
  const [optionalMessage, setOptionalMessage] = useState('');
  // part 1 §3 send_notification has no default: we choose to notify, so the person learns of the change.
  const [sendNotification, setSendNotification] = useState(true);
  const [fullDayOnNonWorkingDay, setFullDayOnNonWorkingDay] = useState(false);

  const choice = choices.find((c) => c.key === choiceKey) ?? null;
  const options = offeredWhen(days, choice, bulk, company);
  // No option because of the chosen type's allowed_request_options (part 1 §3), not because of the days.
  const typeAllowsNone = options.length === 0 && choice !== null && offeredWhen(days, null, bulk, company).length > 0;
  const when = pickedWhen !== null && options.includes(pickedWhen) ? pickedWhen : defaultWhen(options);
  const typeError = validateDayOffType(
    choice === null ? null : choice.by === 'type' ? choice.typeId : choice.rulesetId,
  );
  const rangeError = when === 'custom' ? validateCustomRange(customStart, customEnd) : null;
  const showNonWorkingDay = nonWorkingDayCheckbox(company, when);

  const values = (ignoreDayOffLimits: boolean): RequestFormValues | null =>
    choice === null || when === null || rangeError !== null
      ? null
      : {
          choice,
          when,
          customStart,
          customEnd,
          optionalMessage,
          sendNotification,
          fullDayOnNonWorkingDay,
          ignoreDayOffLimits,
        };

  return {
    choiceKey,
    setChoiceKey,
    choice,
    options,
    typeAllowsNone,
    when,
    setWhen,
    customStart,
    setCustomStart,
    customEnd,
    setCustomEnd,
    optionalMessage,
    setOptionalMessage,
    sendNotification,
    setSendNotification,
    showNonWorkingDay,
    fullDayOnNonWorkingDay,
    setFullDayOnNonWorkingDay,
    typeError,
    rangeError,
    values,
  };
}

export type DayOffRequestForm = ReturnType<typeof useDayOffRequestForm>;
