// The Dimona form's fields past the §7 payload (part 2 §2, §3, §5, §6, §9): RSZ category, employment status,
// division, duration, forfait, worker status, the PC 124 numbers, activity with risk, pensioner with pension date and
// type, the sports-person fields, apprentice, replacement contract and experience-since. Which of them show, which are
// required and what they offer is domain's dimonaEditFormState, passed in as `state`.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { dimonaEditFormState, DimonaEditDetails } from '@people/domain/dimonaEdit';
import type { DimonaField } from '@people/domain/dimonaTypes';
import { Fragment, type ReactNode } from 'react';
import { useT, type MessageKey, type Translator } from '../../../i18n/I18nProvider';

type State = ReturnType<typeof dimonaEditFormState>;
type SelectField =
  | 'rszCategory'
  | 'employmentStatus'
  | 'divisionId'
  | 'durationType'
  | 'forfaitType'
  | 'workerStatus'
  | 'riskClass'
  | 'pensionType'
  | 'sportsContractType';
type FlagField =
  'pensioner' | 'isRecognizedForeignSportsPerson' | 'isOpportunityContract' | 'apprentice' | 'replacementContract';

type Props = {
  state: State;
  details: DimonaEditDetails;
  /** The employment status the form checks: the one chosen, else the paritair comité's preset (part 2 §4). */
  employmentStatus: string | null;
  setDetails: (patch: Partial<DimonaEditDetails>) => void;
  editable: boolean;
  fieldError: (field: DimonaField) => string | undefined;
};

const key = (k: string) => k as MessageKey;
export const fieldLabel = (t: Translator, field: DimonaField) => t(key(`DIMONA_FORM_${field}`));

/** How an option reads (part 2 §9 values in words; codes as they are). */
function optionLabel(t: Translator, field: SelectField, option: string): string {
  switch (field) {
    case 'employmentStatus':
      return t(key(`DIMONA_EMPLOYMENT_STATUS_${option}`));
    case 'durationType':
      return t(key(`DIMONA_DURATION_${option}`));
    case 'forfaitType':
      return t(key(`DIMONA_FORFAIT_${option}`));
    case 'pensionType':
      return t(key(`DIMONA_PENSION_TYPE_${option}`));
    case 'sportsContractType':
      return t(key(`DIMONA_SPORTS_${option}`));
    default:
      return option;
  }
}

export function DimonaDetailFields({ state, details, employmentStatus, setDetails, editable, fieldError }: Props) {
  const t = useT();
  const shown = (field: DimonaField) => state.fields.includes(field);
  const required = (field: DimonaField) => state.required.includes(field);

  const select = (field: SelectField) => {
    if (!shown(field)) return null;
    const value = field === 'employmentStatus' ? employmentStatus : details[field];
    // part 1 §5: the duration of a day-contract edit is its one day, shown and not chosen.
    const fixed = field === 'durationType';
    return (
      <TextField
        select
        size="small"
        label={fieldLabel(t, field)}
        value={value ?? ''}
        required={required(field)}
        error={Boolean(fieldError(field))}
        helperText={fieldError(field)}
        disabled={!editable || fixed}
        onChange={(e) => {
          const raw = e.target.value as string | number;
          const next = raw === '' ? null : field === 'divisionId' ? Number(raw) : raw;
          setDetails({ [field]: next });
        }}
      >
        {!required(field) && !fixed && <MenuItem value="">{t('DIMONA_NONE')}</MenuItem>}
        {(state.options[field] as readonly (string | number)[]).map((option) => (
          <MenuItem key={option} value={option}>
            {optionLabel(t, field, String(option))}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  const flag = (field: FlagField) =>
    shown(field) && (
      <FormControlLabel
        control={
          <Checkbox
            checked={details[field]}
            disabled={!editable}
            onChange={(e) => setDetails({ [field]: e.target.checked })}
          />
        }
        label={fieldLabel(t, field)}
      />
    );

  const date = (field: 'pensionDate' | 'experienceSince') =>
    shown(field) && (
      <TextField
        type="date"
        size="small"
        label={fieldLabel(t, field)}
        value={details[field] ?? ''}
        required={required(field)}
        error={Boolean(fieldError(field))}
        helperText={fieldError(field)}
        disabled={!editable}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(e) => setDetails({ [field]: e.target.value || null })}
      />
    );

  const number = (field: 'numberCurrentMonth' | 'numberNextMonth') => (
    <TextField
      type="number"
      size="small"
      label={fieldLabel(t, field)}
      value={details[field] ?? ''}
      disabled={!editable}
      slotProps={{ htmlInput: { min: 0, max: 1000 } }}
      onChange={(e) => setDetails({ [field]: e.target.value === '' ? null : Number(e.target.value) })}
    />
  );

  const row = (...children: ReactNode[]) =>
    children.some(Boolean) && (
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children.map((child, index) => (
          <Fragment key={index}>{child}</Fragment>
        ))}
      </Stack>
    );

  return (
    <>
      {row(select('employmentStatus'), select('rszCategory'), select('divisionId'))}
      {row(select('durationType'), select('forfaitType'), select('workerStatus'))}
      {/* part 2 §2: PC 124 shows two number fields, unless the integration skips them. */}
      {shown('numberCurrentMonth') && row(number('numberCurrentMonth'), number('numberNextMonth'))}
      {select('riskClass')}
      {flag('pensioner')}
      {row(date('pensionDate'), select('pensionType'))}
      {row(select('sportsContractType'), flag('isRecognizedForeignSportsPerson'), flag('isOpportunityContract'))}
      {row(flag('apprentice'), flag('replacementContract'), date('experienceSince'))}
    </>
  );
}
