import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WhenOption } from '@people/domain/requestForm';
import { useId } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import type { RequestChoice } from '../hooks/dayOffRequest';
import type { DayOffRequestForm } from '../hooks/useDayOffRequestForm';
import { MinutesPicker } from './MinutesPicker';

type Props = {
  form: DayOffRequestForm;
  choices: readonly RequestChoice[];
  /** The user tried to send: missing choices are shown as errors from now on. */
  tried: boolean;
  disabled?: boolean;
};

/**
 * The fields of the days-off request (part 1 §3 payload, §4 'when' options, §5 validation): the
 * day-off type or ruleset, when, the custom range, the non-working-day check box, the message and
 * the notification. Used by the request dialog and the bulk confirmation page.
 */
export function DayOffRequestDialogFields({ form, choices, tried, disabled = false }: Props) {
  const t = useT();
  const whenLabelId = useId();
  const typeErrorShown = tried && form.typeError !== null;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        select
        label={t('REQUEST_DAY_OFF_TYPE')}
        value={form.choiceKey}
        onChange={(event) => form.setChoiceKey(event.target.value)}
        error={typeErrorShown}
        helperText={typeErrorShown && form.typeError ? t(form.typeError) : undefined}
        disabled={disabled}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          —
        </option>
        {choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.by === 'ruleset' ? t('REQUEST_BY_RULESET', { name: choice.name }) : choice.name}
          </option>
        ))}
      </TextField>

      {form.options.length === 0 ? (
        <Alert severity="warning">
          {t(form.typeAllowsNone ? 'REQUEST_TYPE_NO_WHEN_OPTION' : 'REQUEST_NO_WHEN_OPTION')}
        </Alert>
      ) : (
        <FormControl disabled={disabled}>
          <FormLabel id={whenLabelId}>{t('REQUEST_WHEN')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={whenLabelId}
            value={form.when ?? ''}
            onChange={(event) => form.setWhen(event.target.value as WhenOption)}
          >
            {form.options.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={t(`REQUEST_WHEN_${option}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}

      {form.when === 'custom' && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={2}>
            <MinutesPicker
              label={t('REQUEST_START_TIME')}
              value={form.customStart}
              onChange={form.setCustomStart}
              disabled={disabled}
            />
            <MinutesPicker
              label={t('REQUEST_END_TIME')}
              value={form.customEnd}
              onChange={form.setCustomEnd}
              error={form.rangeError !== null}
              disabled={disabled}
            />
          </Stack>
          {form.rangeError && (
            <Alert severity="error" role="alert">
              {t(form.rangeError)}
            </Alert>
          )}
        </Stack>
      )}

      {form.showNonWorkingDay && (
        <FormControlLabel
          control={
            <Checkbox
              checked={form.fullDayOnNonWorkingDay}
              onChange={(event) => form.setFullDayOnNonWorkingDay(event.target.checked)}
            />
          }
          label={t('REQUEST_FULL_DAY_ON_NON_WORKING_DAY')}
          disabled={disabled}
        />
      )}

      <TextField
        label={t('REQUEST_OPTIONAL_MESSAGE')}
        value={form.optionalMessage}
        onChange={(event) => form.setOptionalMessage(event.target.value)}
        multiline
        minRows={2}
        disabled={disabled}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={form.sendNotification}
            onChange={(event) => form.setSendNotification(event.target.checked)}
          />
        }
        label={t('REQUEST_SEND_NOTIFICATION')}
        disabled={disabled}
      />
    </Stack>
  );
}
