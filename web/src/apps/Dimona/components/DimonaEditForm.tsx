// The Dimona form of a one-day contract's edit (issue 16; part 2 §2, §4, §5, §8). What it shows, requires, offers,
// refuses and warns is domain dimonaEditFormState, the function the gateway answers DimonaStatus.form with and the
// REST API refuses with; the lateness runs on the gateway's Brussels time (DimonaStatus.now).
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addExtraShift, removeExtraShift, type ExtraShift } from '@people/domain/calendar';
import type { CompanyFeature, IntegrationFeature } from '@people/domain/companyFlags';
import { changeContractType, changeParcom, DIMONA_EDITABLE_CONTRACT_TYPES, type DimonaWarning } from '@people/domain/dimona';
import {
  dimonaEditFormState,
  dimonaEditValues,
  maxExtraShiftCount,
  NO_DIMONA_DETAILS,
  type DimonaEditChange,
  type DimonaEditDetails,
  type DimonaEditError,
} from '@people/domain/dimonaEdit';
import type { DimonaContext, DimonaContractType, DimonaField, DimonaFormValues, PensionType, SportsContractType } from '@people/domain/dimonaTypes';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DimonaEditForm_status$key } from '../../../__generated__/DimonaEditForm_status.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT, type MessageKey, type Translator } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useEditDayContract } from '../hooks/useEditDayContract';
import { contractTypeOf, deadlineText, initialChange, minutesOf, timeOf } from '../dimonaValues';

type Props = {
  employeeId: string;
  status: DimonaEditForm_status$key;
  features: readonly CompanyFeature[];
  mayEdit: boolean;
};

const key = (k: string) => k as MessageKey;
const fieldLabel = (t: Translator, field: DimonaField) => t(key(`DIMONA_FORM_${field}`));

/** The change back from domain's full form values (the fields the edit carries, part 2 §7). */
const changeOf = (values: DimonaFormValues, date: string): DimonaEditChange => ({
  contractStartDate: date,
  details: {
    pensioner: values.pensioner,
    pensionDate: values.pensionDate,
    pensionType: values.pensionType,
    riskClass: values.riskClass,
    sportsContractType: values.sportsContractType,
  },
  startingHour: values.startingHour,
  endingHour: values.endingHour,
  pauseMinutes: values.pauseMinutes,
  plannedHours: values.plannedHours,
  extraShifts: values.extraShifts,
  contractType: values.contractType,
  parcom: values.parcom,
});

/** A warning in words: the lateness ones with their deadline, the next-day one with its hours (part 2 §5, §8). */
function warningText(t: Translator, w: DimonaWarning): string {
  return t(key(w.code), {
    hours: w.hours ?? '',
    deadline: w.deadline ? deadlineText(t, w.deadline) : '',
  });
}

/** The red toast of a refusal (part 2 §5, §8): both-required, not-allowed hours, or "X is required". */
function errorText(t: Translator, e: DimonaEditError): string {
  if (e.code === 'FIELD_IS_REQUIRED' && e.field) return t('FIELD_IS_REQUIRED', { field: fieldLabel(t, e.field) });
  return t(key(e.code));
}

function Warnings({ warnings }: { warnings: readonly DimonaWarning[] }) {
  const t = useT();
  const late = warnings.find((w) => w.code === 'LATE_DIMONA_TITLE');
  const lateReasons = warnings.filter((w) => w.code.startsWith('DIMONA_LATE_FOR_'));
  const others = warnings.filter((w) => w !== late && !lateReasons.includes(w));
  return (
    <>
      {late && (
        <Alert severity="warning" data-testid="late-dimona">
          <AlertTitle>{t('LATE_DIMONA_TITLE')}</AlertTitle>
          {t('LATE_DIMONA_DESCRIPTION', {
            deadline: late.deadline ? deadlineText(t, late.deadline) : '',
          })}
          {lateReasons.map((w) => (
            <div key={w.code}>{warningText(t, w)}</div>
          ))}
        </Alert>
      )}
      {others.map((w) => (
        <Alert key={w.code} severity={w.code === 'DIMONA_NEXT_DEADLINE' ? 'info' : 'warning'} data-testid={`dimona-warning-${w.code}`}>
          {warningText(t, w)}
        </Alert>
      ))}
    </>
  );
}

type HourProps = {
  label: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

function HourField({ label, value, onChange, error, required, disabled }: HourProps) {
  return (
    <TextField
      type="time"
      label={label}
      value={timeOf(value)}
      onChange={(e) => onChange(minutesOf(e.target.value))}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      size="small"
    />
  );
}

export function DimonaEditForm({ employeeId, status, features, mayEdit }: Props) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(DimonaEditForm_status, status);
  // The form's fields past the §7 payload (pension, risk class, sports, part 2 §2) start empty: the status does not carry them.
  const [change, setChange] = useState<DimonaEditChange>(() => ({ ...initialChange(data), details: NO_DIMONA_DETAILS }));
  const [validate, setValidate] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [editDayContract, busy] = useEditDayContract();

  const context = useMemo<DimonaContext>(
    () => ({
      person: {
        rijks_register_nummer: data.nationalNumberEmpty ? null : 'on file',
        nationality_country_code: data.nationalityCountryCode ?? null,
      },
      integration: {
        parcoms: data.integration?.parcoms ?? [],
        flexi_joint_committees: data.integration?.flexiJointCommittees ?? [],
        flexi_joint_committees_with_dates: (data.integration?.flexiJointCommitteesWithDates ?? []).map((f) => ({
          parcom: f.parcom,
          valid_from: f.validFrom ?? null,
          valid_to: f.validTo ?? null,
        })),
        features: (data.integration?.features ?? []) as IntegrationFeature[],
        maxExtraShifts: data.integration?.maxExtraShifts ?? 0,
        // part 2 §2, §5: what this integration skips or offers (PayrollIntegration, as DimonaStatus.form reads it).
        offersIvt: data.integration?.offersIvt ?? false,
        skipsRiskClass: data.integration?.skipsRiskClass ?? false,
        skipsPc124Numbers: data.integration?.skipsPc124Numbers ?? false,
      },
      rszCategoryOptions: [],
      divisionOptions: [],
      features,
      original: {
        startDate: data.contractStartDate,
        endDate: data.contractStartDate,
        startingHour: data.startingHour,
        endingHour: data.endingHour,
      },
      now: data.now,
    }),
    [data, features],
  );

  if (data.editBlock) {
    // Part 2 §8: the message replaces the form.
    return (
      <Alert severity="info" data-testid="dimona-edit-block">
        {t(key(data.editBlock))}
      </Alert>
    );
  }

  const state = dimonaEditFormState(change, context);
  const shown = (field: DimonaField) => state.fields.includes(field);
  const required = (field: DimonaField) => state.required.includes(field);
  const fieldError = (field: DimonaField) => {
    const error = validate ? state.errors.find((e) => e.field === field) : undefined;
    return error ? errorText(t, error) : undefined;
  };
  const input = { values: dimonaEditValues(change), context };
  const set = (patch: Partial<DimonaEditChange>) => setChange((c) => ({ ...c, ...patch }));
  const details = change.details ?? NO_DIMONA_DETAILS;
  // part 2 §4: a change resets what it hides (pension date and type once not a pensioner, …).
  const setDetails = (patch: Partial<DimonaEditDetails>) =>
    setChange((c) => {
      const next = { ...c, details: { ...(c.details ?? NO_DIMONA_DETAILS), ...patch } };
      const nextState = dimonaEditFormState(next, context);
      const kept = (field: keyof DimonaEditDetails) => nextState.fields.includes(field);
      const d = next.details;
      return {
        ...next,
        details: {
          pensioner: d.pensioner,
          pensionDate: kept('pensionDate') ? d.pensionDate : null,
          pensionType: kept('pensionType') ? d.pensionType : null,
          riskClass: kept('riskClass') && nextState.options.riskClass.includes(d.riskClass ?? '') ? d.riskClass : null,
          sportsContractType: kept('sportsContractType') ? d.sportsContractType : null,
        },
      };
    });
  const selectField = (field: 'pensionType' | 'riskClass' | 'sportsContractType', options: readonly string[], label: (o: string) => string) =>
    shown(field) && (
      <TextField
        select
        size="small"
        label={fieldLabel(t, field)}
        value={details[field] ?? ''}
        required={required(field)}
        error={Boolean(fieldError(field))}
        helperText={fieldError(field)}
        disabled={!editable}
        onChange={(e) => setDetails({ [field]: e.target.value || null } as Partial<DimonaEditDetails>)}
      >
        {!required(field) && <MenuItem value="">{t('DIMONA_NONE')}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {label(option)}
          </MenuItem>
        ))}
      </TextField>
    );
  const editable = mayEdit && !busy;
  // part 1 §9: only Flex and Extra are editable here; the offered ones of them (part 2 §5), and the current value.
  const contractTypes = DIMONA_EDITABLE_CONTRACT_TYPES.filter(
    (type) => state.options.contractType.includes(type as DimonaContractType) || type === change.contractType,
  ) as DimonaContractType[];
  const setShift = (index: number, patch: Partial<ExtraShift>) =>
    set({
      extraShifts: change.extraShifts.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setValidate(true);
    if (state.errors.length > 0) {
      toast({ severity: 'error', message: errorText(t, state.errors[0]) });
      return;
    }
    const payload = await editDayContract(employeeId, change);
    if (payload.userErrors.length > 0) {
      toast({
        severity: 'error',
        message: userErrorText(t, payload.userErrors[0]),
      });
      return;
    }
    setSent(payload.commandId ?? '');
    toast({
      severity: 'success',
      message: t('DIMONA_SENT', { commandId: payload.commandId ?? '' }),
    });
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2 }} aria-label={t('EDIT_DAY_CONTRACT')}>
      <Stack spacing={2}>
        {data.declaration && (
          <Typography variant="body2" color="text.secondary">
            {t('DIMONA_DECLARATION', {
              status: t(key(`DIMONA_STATUS_${data.declaration.status.toLowerCase()}`)),
              commandId: data.declaration.commandId,
            })}
          </Typography>
        )}
        {shown('parcom') && (
          <TextField
            select
            size="small"
            label={fieldLabel(t, 'parcom')}
            value={change.parcom ?? ''}
            required={required('parcom')}
            error={Boolean(fieldError('parcom'))}
            helperText={fieldError('parcom')}
            disabled={!editable}
            // part 2 §4: a new paritair comité presets the employment status and resets what it hides.
            onChange={(e) => setChange(changeOf(changeParcom(input, e.target.value || null), change.contractStartDate))}
          >
            {state.options.parcom.map((parcom) => (
              <MenuItem key={parcom} value={parcom}>
                {parcom}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          label={fieldLabel(t, 'employmentStatus')}
          value={
            input.values.employmentStatus ? t(key(`DIMONA_EMPLOYMENT_STATUS_${input.values.employmentStatus}`)) : t('DIMONA_EMPLOYMENT_STATUS_NONE')
          }
          disabled
        />
        <TextField
          select
          size="small"
          label={fieldLabel(t, 'contractType')}
          value={change.contractType ?? ''}
          required={required('contractType')}
          error={Boolean(fieldError('contractType'))}
          helperText={fieldError('contractType')}
          disabled={!editable}
          onChange={(e) => setChange(changeOf(changeContractType(input, contractTypeOf(e.target.value.toUpperCase())), change.contractStartDate))}
        >
          {contractTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(key(`DIMONA_CONTRACT_TYPE_${type}`))}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2}>
          {shown('startingHour') && (
            <HourField
              label={fieldLabel(t, 'startingHour')}
              value={change.startingHour}
              required={required('startingHour')}
              error={fieldError('startingHour')}
              disabled={!editable}
              onChange={(startingHour) => set({ startingHour })}
            />
          )}
          {shown('endingHour') && (
            <HourField
              label={fieldLabel(t, 'endingHour')}
              value={change.endingHour}
              required={required('endingHour')}
              error={fieldError('endingHour')}
              disabled={!editable}
              onChange={(endingHour) => set({ endingHour })}
            />
          )}
          {shown('pauseMinutes') && (
            <TextField
              type="number"
              size="small"
              label={fieldLabel(t, 'pauseMinutes')}
              value={change.pauseMinutes ?? ''}
              disabled={!editable}
              slotProps={{ htmlInput: { min: 0, max: 1440 } }}
              onChange={(e) =>
                set({
                  pauseMinutes: e.target.value === '' ? null : Number(e.target.value),
                })
              }
            />
          )}
        </Stack>
        {shown('plannedHours') && (
          <TextField
            type="number"
            size="small"
            label={fieldLabel(t, 'plannedHours')}
            value={change.plannedHours ?? ''}
            required={required('plannedHours')}
            error={Boolean(fieldError('plannedHours'))}
            helperText={fieldError('plannedHours')}
            disabled={!editable}
            onChange={(e) =>
              set({
                plannedHours: e.target.value === '' ? null : Number(e.target.value),
              })
            }
          />
        )}
        {shown('numberCurrentMonth') && (
          // part 2 §2: PC 124 shows two number fields (the edit payload of §7 does not carry them).
          <Stack direction="row" spacing={2}>
            <TextField type="number" size="small" label={fieldLabel(t, 'numberCurrentMonth')} disabled={!editable} />
            <TextField type="number" size="small" label={fieldLabel(t, 'numberNextMonth')} disabled={!editable} />
          </Stack>
        )}
        {selectField('riskClass', state.options.riskClass, (o) => o)}
        {shown('pensioner') && (
          <FormControlLabel
            control={<Checkbox checked={details.pensioner} disabled={!editable} onChange={(e) => setDetails({ pensioner: e.target.checked })} />}
            label={fieldLabel(t, 'pensioner')}
          />
        )}
        {(shown('pensionDate') || shown('pensionType')) && (
          <Stack direction="row" spacing={2}>
            {shown('pensionDate') && (
              <TextField
                type="date"
                size="small"
                label={fieldLabel(t, 'pensionDate')}
                value={details.pensionDate ?? ''}
                required={required('pensionDate')}
                error={Boolean(fieldError('pensionDate'))}
                helperText={fieldError('pensionDate')}
                disabled={!editable}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(e) => setDetails({ pensionDate: e.target.value || null })}
              />
            )}
            {selectField('pensionType', state.options.pensionType, (o) => t(key(`DIMONA_PENSION_TYPE_${o as PensionType}`)))}
          </Stack>
        )}
        {selectField('sportsContractType', state.options.sportsContractType, (o) => t(key(`DIMONA_SPORTS_${o as SportsContractType}`)))}
        {shown('extraShifts') && (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h2">
              {fieldLabel(t, 'extraShifts')}
            </Typography>
            {change.extraShifts.map((shift, index) => (
              <Stack
                key={index}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center' }}
                role="group"
                aria-label={t('DIMONA_EXTRA_SHIFT', { index: index + 1 })}
              >
                <HourField
                  label={fieldLabel(t, 'startingHour')}
                  value={shift.StartingHour}
                  disabled={!editable}
                  onChange={(m) => setShift(index, { StartingHour: m ?? 0 })}
                />
                <HourField
                  label={fieldLabel(t, 'endingHour')}
                  value={shift.EndingHour}
                  disabled={!editable}
                  onChange={(m) => setShift(index, { EndingHour: m ?? 0 })}
                />
                <TextField
                  type="number"
                  size="small"
                  label={fieldLabel(t, 'pauseMinutes')}
                  value={shift.PauseMinutes}
                  disabled={!editable}
                  onChange={(e) => setShift(index, { PauseMinutes: Number(e.target.value) })}
                />
                <IconButton
                  aria-label={t('DIMONA_REMOVE_EXTRA_SHIFT')}
                  disabled={!editable}
                  onClick={() =>
                    set({
                      extraShifts: removeExtraShift(change.extraShifts, index),
                    })
                  }
                >
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            ))}
            <div>
              {/* part 1 §5, part 2 §4: a new shift only while the count is below the integration maximum minus 1. */}
              <Button
                startIcon={<AddOutlined />}
                disabled={!editable || change.extraShifts.length >= maxExtraShiftCount(context.integration.maxExtraShifts)}
                onClick={() =>
                  set({
                    extraShifts: addExtraShift(change.extraShifts, context.integration.maxExtraShifts),
                  })
                }
              >
                {t('DIMONA_ADD_EXTRA_SHIFT')}
              </Button>
            </div>
          </Stack>
        )}
        <Warnings warnings={state.warnings} />
        {validate && state.errors.some((e) => e.field === null || !shown(e.field)) && (
          <Alert severity="error">
            {errorText(
              t,
              state.errors.find((e) => e.field === null || !shown(e.field))!,
            )}
          </Alert>
        )}
        {sent !== null && (
          <Alert severity="success" data-testid="dimona-sent">
            {t('DIMONA_SENT', { commandId: sent })}
          </Alert>
        )}
        {mayEdit && (
          <div>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('DIMONA_SAVE')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

const DimonaEditForm_status = graphql`
  fragment DimonaEditForm_status on DimonaStatus {
    contractStartDate
    contractType
    student
    plannedHoursNbr
    startingHour
    endingHour
    pauseMinutes
    parCom
    isServiceCoupe
    extraShifts {
      startingHour
      endingHour
      pauseMinutes
    }
    editBlock
    nationalNumberEmpty
    nationalityCountryCode
    now {
      date
      minutes
    }
    declaration {
      commandId
      status
    }
    integration {
      features
      parcoms
      flexiJointCommittees
      flexiJointCommitteesWithDates {
        parcom
        validFrom
        validTo
      }
      maxExtraShifts
      offersIvt
      skipsRiskClass
      skipsPc124Numbers
    }
  }
`;
