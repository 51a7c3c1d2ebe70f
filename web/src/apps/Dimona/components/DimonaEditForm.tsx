// The Dimona form of a one-day contract's edit (part 2 §2, §4, §5, §8). What it shows, requires, offers,
// refuses and warns is domain dimonaEditFormState, the function the gateway answers DimonaStatus.form with and the
// REST API refuses with; the lateness runs on the gateway's Brussels time (DimonaStatus.now).
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addExtraShift, removeExtraShift, type ExtraShift } from '@people/domain/calendar';
import type { CompanyFeature, IntegrationFeature } from '@people/domain/companyFlags';
import { changeContractType, changeParcom, DIMONA_EDITABLE_CONTRACT_TYPES } from '@people/domain/dimona';
import {
  dimonaEditChangeOf,
  dimonaEditFormState,
  dimonaEditValues,
  maxExtraShiftCount,
  NO_DIMONA_DETAILS,
  settleEditChange,
  type DimonaEditChange,
  type DimonaEditDetails,
} from '@people/domain/dimonaEdit';
import type { DimonaContext, DimonaContractType, DimonaField } from '@people/domain/dimonaTypes';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DimonaEditForm_status$key } from '../../../__generated__/DimonaEditForm_status.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useEditDayContract } from '../hooks/useEditDayContract';
import { contractTypeOf, detailsOf, initialChange } from '../dimonaValues';
import { DimonaDetailFields, fieldLabel } from './DimonaDetailFields';
import { errorText, HourField, Warnings } from './DimonaFormParts';

type Props = {
  employeeId: string;
  /** Employee.version as read with the form: the edit sends it, and a stale one is EDIT_CONFLICT. */
  version: number;
  status: DimonaEditForm_status$key;
  features: readonly CompanyFeature[];
  mayEdit: boolean;
};

const key = (k: string) => k as MessageKey;

export function DimonaEditForm({ employeeId, version, status, features, mayEdit }: Props) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(DimonaEditForm_status, status);
  // The form starts from what is declared and stored: the §7 payload and the fields past it (part 2 §2).
  const [change, setChange] = useState<DimonaEditChange>(() => ({
    ...initialChange(data),
    details: detailsOf(data.details),
  }));
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
        // part 2 §2, §5: what this integration skips or offers (Integration, as DimonaStatus.form reads it).
        offersIvt: data.integration?.offersIvt ?? false,
        skipsRiskClass: data.integration?.skipsRiskClass ?? false,
        skipsPc124Numbers: data.integration?.skipsPc124Numbers ?? false,
      },
      rszCategoryOptions: data.integration?.rszCategories ?? [],
      divisionOptions: data.integration?.divisions ?? [],
      functionCode: data.functionCode ?? null,
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
  // part 2 §4: a change resets what it hides and empties a choice no longer offered (domain settleEditChange).
  const settle = (next: DimonaEditChange) => setChange(settleEditChange(next, context));
  const setDetails = (patch: Partial<DimonaEditDetails>) => settle({ ...change, details: { ...details, ...patch } });
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
    const payload = await editDayContract(employeeId, version, change);
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
            onChange={(e) =>
              settle(dimonaEditChangeOf(changeParcom(input, e.target.value || null), change.contractStartDate))
            }
          >
            {state.options.parcom.map((parcom) => (
              <MenuItem key={parcom} value={parcom}>
                {parcom}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={fieldLabel(t, 'contractType')}
          value={change.contractType ?? ''}
          required={required('contractType')}
          error={Boolean(fieldError('contractType'))}
          helperText={fieldError('contractType')}
          disabled={!editable}
          onChange={(e) =>
            settle(
              dimonaEditChangeOf(
                changeContractType(input, contractTypeOf(e.target.value.toUpperCase())),
                change.contractStartDate,
              ),
            )
          }
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
        <DimonaDetailFields
          state={state}
          details={details}
          employmentStatus={input.values.employmentStatus}
          setDetails={setDetails}
          editable={editable}
          fieldError={fieldError}
        />
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
                disabled={
                  !editable || change.extraShifts.length >= maxExtraShiftCount(context.integration.maxExtraShifts)
                }
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
    functionCode
    details {
      rszCategory
      employmentStatus
      divisionId
      durationType
      forfaitType
      numberCurrentMonth
      numberNextMonth
      pensioner
      pensionDate
      pensionType
      workerStatus
      riskClass
      sportsContractType
      isRecognizedForeignSportsPerson
      isOpportunityContract
      apprentice
      replacementContract
      experienceSince
    }
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
      rszCategories
      divisions
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
