import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Limitation } from '@people/domain/daysOff';
import { requiredField } from '@people/domain/validation';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { EmployeeAutocomplete_query$key } from '../../../__generated__/EmployeeAutocomplete_query.graphql';
import type { ExceptionForm_dayOffType$key } from '../../../__generated__/ExceptionForm_dayOffType.graphql';
import type { ExceptionForm_employee$key } from '../../../__generated__/ExceptionForm_employee.graphql';
import { graphqlValue } from '../../../graphqlEnums';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { useSaveDayOffTypeException } from '../hooks/useSaveDayOffTypeException';
import { useUserErrors } from '../hooks/useUserErrors';
import { asLimitation, LIMITATIONS } from '../settingsEnums';
import { maximumFieldLabel, settingsLabel } from '../settingsTexts';
import { maximumInput, maximumText, readMaximum } from '../yearlyMaximum';
import { EmployeeAutocomplete, type PersonChoice } from './EmployeeAutocomplete';
import { SettingsFormFooter } from './SettingsFormFooter';

type Props = {
  dayOffType: ExceptionForm_dayOffType$key;
  /** The exception to edit (its REST id from the address); null adds one. */
  exceptionId: number | null;
  /** The person of the `employee_id` query parameter, preselected when adding. */
  employee: ExceptionForm_employee$key | null;
  people: EmployeeAutocomplete_query$key;
  back: string;
};

/**
 * Part 1 §2 /settings/daysOffTypes/{typeId}/{year}/exceptions/add and /{exceptionId}/edit (and the
 * accrual variants): one person's limitation and yearly maximum for this type.
 */
export function ExceptionForm({ dayOffType, exceptionId, employee, people, back }: Props) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const type = useFragment(ExceptionForm_dayOffType, dayOffType);
  const preselected = useFragment(ExceptionForm_employee, employee);
  const existing =
    exceptionId === null ? null : (type.exceptions.find((exception) => exception.internalId === exceptionId) ?? null);
  const start = existing ?? type;
  const [person, setPerson] = useState<PersonChoice | null>(
    existing
      ? { id: existing.employee?.id ?? '', internalId: existing.employeeId, name: existing.employeeName }
      : preselected
        ? { id: preselected.id, internalId: preselected.internalId, name: preselected.name }
        : null,
  );
  const [limitation, setLimitation] = useState<Limitation>(asLimitation(start.limitation));
  const [maximum, setMaximum] = useState(() =>
    maximumText(asLimitation(start.limitation), {
      maxYearlyAmountDays: start.maxYearlyAmountDays ?? null,
      maxYearlyAmountMinutes: start.maxYearlyAmountMinutes ?? null,
    }),
  );
  const [tried, setTried] = useState(false);
  const [save, busy] = useSaveDayOffTypeException();
  const personTitle = t('SETTINGS_PERSON');
  const maximumTitle = t('SETTINGS_YEARLY_MAXIMUM');
  const { errors, run } = useUserErrors({
    employeeId: personTitle,
    employee_id: personTitle,
    maxYearlyAmountDays: maximumTitle,
    maxYearlyAmountMinutes: maximumTitle,
  });

  if (exceptionId !== null && existing === null)
    return <Alert severity="error">{t('SETTINGS_EXCEPTION_NOT_FOUND')}</Alert>;

  const read = readMaximum(limitation, maximum);
  const personError =
    tried && requiredField(person, 'person') ? t('SETTINGS_FIELD_IS_REQUIRED', { field: personTitle }) : undefined;
  const maximumError =
    tried && 'error' in read
      ? t(read.error === 'FIELD_IS_REQUIRED' ? 'SETTINGS_FIELD_IS_REQUIRED' : 'SETTINGS_INVALID_INPUT', {
          field: maximumTitle,
        })
      : undefined;
  const maximumLabel = maximumFieldLabel(limitation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (person === null || 'error' in read || busy) return;
    // part 1 §5 is silent on a second exception for the same person: we edit the one they have.
    const own = existing ?? type.exceptions.find((exception) => exception.employeeId === person.internalId) ?? null;
    // The year lets the payload answer the type as it is now, with the saved exception.
    const input = {
      dayOffTypeId: type.id,
      year: type.year,
      exceptionId: own?.id ?? null,
      employeeId: person.id,
      limitation: graphqlValue(limitation),
      ...read.maximum,
    };
    if (await run(() => save(input))) {
      toast({ severity: 'success', message: t('SETTINGS_EXCEPTION_SAVED', { name: person.name }) });
      void navigate(back);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('SETTINGS_EXCEPTION_FORM')}>
        <EmployeeAutocomplete
          query={people}
          label={personTitle}
          value={person}
          onChange={setPerson}
          // An exception belongs to its person: editing changes the limit, not whose it is.
          disabled={existing !== null}
          error={personError}
        />
        <TextField
          select
          label={t('SETTINGS_LIMITATION')}
          value={limitation}
          onChange={(event) => {
            const next = event.target.value as Limitation;
            if (maximumInput(next) !== maximumInput(limitation)) setMaximum('');
            setLimitation(next);
          }}
          slotProps={{ select: { native: true } }}
        >
          {LIMITATIONS.map((option) => (
            <option key={option} value={option}>
              {settingsLabel(t, 'LIMITATION', option)}
            </option>
          ))}
        </TextField>
        {maximumLabel && (
          <TextField
            label={t(maximumLabel)}
            required={limitation !== 'leave_accrual'}
            value={maximum}
            placeholder={maximumInput(limitation) === 'hours' ? t('SETTINGS_HOURS_PLACEHOLDER') : undefined}
            onChange={(event) => setMaximum(event.target.value)}
            error={maximumError !== undefined}
            helperText={
              maximumError ?? (limitation === 'limit_in_half_days' ? t('SETTINGS_HALF_DAYS_HINT') : undefined)
            }
          />
        )}
        <SettingsFormFooter errors={errors} cancelTo={back} busy={busy} submitLabel={t('SAVE')} />
      </Stack>
    </Paper>
  );
}

const ExceptionForm_dayOffType = graphql`
  fragment ExceptionForm_dayOffType on DayOffType {
    id
    year
    limitation
    maxYearlyAmountDays
    maxYearlyAmountMinutes
    exceptions {
      id
      internalId
      employeeId
      employeeName
      employee {
        id
      }
      limitation
      maxYearlyAmountDays
      maxYearlyAmountMinutes
    }
  }
`;

const ExceptionForm_employee = graphql`
  fragment ExceptionForm_employee on Employee {
    id
    internalId
    name
  }
`;
