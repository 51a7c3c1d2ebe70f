import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NOTE_MAX_LENGTH, noteCounter, requiredField } from '@people/domain/validation';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AccrualCorrectionForm_dayOffType$key } from '../../../__generated__/AccrualCorrectionForm_dayOffType.graphql';
import type { AccrualCorrectionForm_employee$key } from '../../../__generated__/AccrualCorrectionForm_employee.graphql';
import type { EmployeeAutocomplete_query$key } from '../../../__generated__/EmployeeAutocomplete_query.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { parseDurationText } from '../durationText';
import { useAddAccrualCorrection } from '../hooks/useAddAccrualCorrection';
import { useUserErrors } from '../hooks/useUserErrors';
import { EmployeeAutocomplete, type PersonChoice } from './EmployeeAutocomplete';
import { SettingsDatePicker } from './SettingsDatePicker';
import { SettingsFormFooter } from './SettingsFormFooter';

type Props = {
  dayOffType: AccrualCorrectionForm_dayOffType$key;
  /** The person of the `employee_id` query parameter, preselected. */
  employee: AccrualCorrectionForm_employee$key | null;
  people: EmployeeAutocomplete_query$key;
  back: string;
};

/**
 * Part 1 §2 /settings/daysOffTypes/{typeId}/{year}/accrual/corrections/add: a leave-accrual correction
 * for one person (person, date, hours:minutes with a sign, note). The page offers it only to viewers
 * who may apply corrections (part 1 §5).
 */
export function AccrualCorrectionForm({ dayOffType, employee, people, back }: Props) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const type = useFragment(AccrualCorrectionForm_dayOffType, dayOffType);
  const preselected = useFragment(AccrualCorrectionForm_employee, employee);
  const [person, setPerson] = useState<PersonChoice | null>(
    preselected ? { id: preselected.id, internalId: preselected.internalId, name: preselected.name } : null,
  );
  const [date, setDate] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [addCorrection, busy] = useAddAccrualCorrection();
  const titles = {
    person: t('SETTINGS_PERSON'),
    date: t('SETTINGS_DATE'),
    minutes: t('SETTINGS_CORRECTION'),
    note: t('NOTE'),
  };
  const { errors, run } = useUserErrors({ employeeId: titles.person, employee_id: titles.person, ...titles });

  const minutes = parseDurationText(amount, { signed: true });
  const counter = noteCounter(note);
  const required = (value: unknown, field: string) =>
    tried && requiredField(value, field) ? t('SETTINGS_FIELD_IS_REQUIRED', { field }) : undefined;
  const personError = required(person, titles.person);
  const dateError = required(date, titles.date);
  // A correction of 0 changes nothing: it is refused like a value of the wrong form.
  const amountError =
    required(amount, titles.minutes) ??
    (tried && (minutes === null || minutes === 0) ? t('SETTINGS_INVALID_INPUT', { field: titles.minutes }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (person === null || date === null || minutes === null || minutes === 0 || counter.overLimit || busy) return;
    // The year lets the payload answer the type as it is now, with the new correction.
    const input = {
      dayOffTypeId: type.id,
      year: type.year,
      employeeId: person.id,
      date,
      minutes,
      note: note.trim() === '' ? null : note.trim(),
    };
    if (await run(() => addCorrection(input))) {
      toast({ severity: 'success', message: t('SETTINGS_CORRECTION_SAVED', { name: person.name }) });
      void navigate(back);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('SETTINGS_CORRECTION_FORM')}>
        <EmployeeAutocomplete
          query={people}
          label={titles.person}
          value={person}
          onChange={setPerson}
          error={personError}
        />
        <SettingsDatePicker label={titles.date} value={date} onChange={setDate} error={dateError} required />
        <TextField
          label={t('SETTINGS_CORRECTION_AMOUNT')}
          required
          value={amount}
          placeholder={t('SETTINGS_SIGNED_HOURS_PLACEHOLDER')}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError !== undefined}
          helperText={amountError ?? t('SETTINGS_CORRECTION_AMOUNT_HINT')}
        />
        {/* part 1 §5 gives notes 400 characters (the activity note): we keep that for a correction's note. */}
        <TextField
          label={titles.note}
          value={note}
          multiline
          minRows={2}
          onChange={(event) => setNote(event.target.value)}
          error={counter.overLimit}
          helperText={counter.overLimit ? t('SETTINGS_NOTE_TOO_LONG', { max: NOTE_MAX_LENGTH }) : counter.label}
        />
        <SettingsFormFooter errors={errors} cancelTo={back} busy={busy} submitLabel={t('SETTINGS_APPLY_CORRECTION')} />
      </Stack>
    </Paper>
  );
}

const AccrualCorrectionForm_dayOffType = graphql`
  fragment AccrualCorrectionForm_dayOffType on DayOffType {
    id
    year
  }
`;

const AccrualCorrectionForm_employee = graphql`
  fragment AccrualCorrectionForm_employee on Employee {
    id
    internalId
    name
  }
`;
