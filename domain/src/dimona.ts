// The Dimona form: given its values and context, which fields show, which options are
// offered, the errors and the warnings (part 2 §2, §4, §5, §8, §9). The rules live in
// dimonaParcom, dimonaOptions, dimonaHours and dimonaLateness; this file assembles them.

import { DEFAULT_EXTRA_SHIFT, type ExtraShift } from './calendar';
import { formatDate } from './dates';
import {
  DIMONA_DEFAULT_HOURS,
  endDateMissing,
  hoursRequirement,
  oneDayHoursStatus,
  plannedHoursRequired,
} from './dimonaHours';
import { dimonaEditDeadlines, momentValue, type DimonaLateCode } from './dimonaLateness';
import {
  clearDisallowedContractType,
  contractTypeOptions,
  contractTypeRequired,
  employmentStatusOptions,
  experienceSinceRule,
  forfaitShown,
  normalizeEmploymentStatus,
  riskClassOptions,
  riskClassShown,
  sportsFlagsShown,
  workerStatusRequired,
} from './dimonaOptions';
import {
  parcomCode,
  parcomNotices,
  pc124NumbersShown,
  presetEmploymentStatus,
  rrnBlocksExtraAndFlex,
  type ParcomNotice,
} from './dimonaParcom';
import {
  DIMONA_DURATION_TYPES,
  FORFAIT_TYPES,
  PENSION_TYPES,
  SPORTS_CONTRACT_TYPES,
  WORKER_STATUSES,
  type DimonaContractType,
  type DimonaDeclaration,
  type DimonaDurationType,
  type DimonaField,
  type DimonaFormInput,
  type DimonaFormValues,
  type DimonaMoment,
  type EmploymentStatus,
  type ForfaitType,
  type PensionType,
  type SportsContractType,
  type WorkerStatus,
} from './dimonaTypes';
import type { IntegrationFeature } from './companyFlags';
import { isEmptyValue } from './validation';

export interface DimonaOptions {
  parcom: string[];
  rszCategory: string[];
  employmentStatus: EmploymentStatus[];
  divisionId: number[];
  contractType: DimonaContractType[];
  durationType: DimonaDurationType[];
  forfaitType: ForfaitType[];
  workerStatus: WorkerStatus[];
  riskClass: string[];
  pensionType: PensionType[];
  sportsContractType: SportsContractType[];
}

export type DimonaErrorCode =
  'FIELD_IS_REQUIRED' | 'PARCOM_AND_CONTRACT_TYPE_REQUIRED' | 'DIMONA_NOT_ALLOWED_HOURS' | 'PICK_END_DATE';
export interface DimonaError {
  code: DimonaErrorCode;
  field: DimonaField | null;
}

// DIMONA_NEXT_DEADLINE is ours: the deadline an edit that is not late yet must meet ("the exact
// deadline that was missed or is next, before the user saves").
export type DimonaWarningCode =
  | 'DIMONA_HOURS_TO_NEXT_DAY'
  | 'LATE_DIMONA_TITLE'
  | 'DIMONA_NEXT_DEADLINE'
  | DimonaLateCode
  | ParcomNotice
  | 'RRN_SKIP_TITLE';
export interface DimonaWarning {
  code: DimonaWarningCode;
  /** DIMONA_HOURS_TO_NEXT_DAY carries an amount of hours. */
  hours?: number;
  /** The lateness codes, LATE_DIMONA_TITLE and DIMONA_NEXT_DEADLINE carry the deadline (Brussels local time). */
  deadline?: DimonaMoment;
}

export interface DimonaFormState {
  fields: DimonaField[];
  required: DimonaField[];
  options: DimonaOptions;
  errors: DimonaError[];
  warnings: DimonaWarning[];
}

const singleDay = (v: DimonaFormValues) => v.durationType === 'singleDay';

function contractTypesOffered({ values, context }: DimonaFormInput): DimonaContractType[] {
  return contractTypeOptions({
    parcom: values.parcom,
    rszCategory: values.rszCategory,
    rszCategoriesEnabled: context.features.includes('enable_rsz_categories'),
    startDate: values.startDate,
    integration: context.integration,
    durationType: values.durationType,
    person: context.person,
    integrationOffersIvt: context.integration.offersIvt,
  });
}

const isForfaitShown = ({ values, context }: DimonaFormInput) =>
  forfaitShown({ ...values, featureEnabled: context.features.includes('enable_dimona_forfait') });

/** Which fields the form shows (part 2 §2, §5). */
export function shownFields(input: DimonaFormInput): DimonaField[] {
  const { values, context } = input;
  const rszEnabled = context.features.includes('enable_rsz_categories');
  const sports = context.features.includes('enable_sports_person_contracts');
  const shown: Record<DimonaField, boolean> = {
    parcom: context.integration.parcoms.length > 0,
    rszCategory: rszEnabled && context.rszCategoryOptions.length > 0,
    employmentStatus: true,
    divisionId: context.divisionOptions.length > 1,
    contractType: true,
    durationType: true,
    forfaitType: isForfaitShown(input),
    // We choose: hours and extra shifts belong to single-day contracts.
    startingHour: singleDay(values),
    endingHour: singleDay(values),
    pauseMinutes: singleDay(values),
    extraShifts: singleDay(values),
    plannedHours: plannedHoursRequired(values.contractType),
    numberCurrentMonth: pc124NumbersShown(values.parcom, context.integration.skipsPc124Numbers),
    numberNextMonth: pc124NumbersShown(values.parcom, context.integration.skipsPc124Numbers),
    pensioner: true,
    pensionDate: values.pensioner,
    pensionType: values.pensioner,
    workerStatus: workerStatusRequired(values.contractType),
    riskClass: riskClassShown(values.employmentStatus, context.integration.skipsRiskClass),
    sportsContractType: sports,
    isRecognizedForeignSportsPerson: sports && sportsFlagsShown(values.sportsContractType),
    isOpportunityContract: sports && sportsFlagsShown(values.sportsContractType),
    // part 2 §2 lists apprentice and replacement contract without a rule: we ask both always, neither required.
    apprentice: true,
    replacementContract: true,
    experienceSince: experienceSinceRule(context.functionCode, values.contractType) !== 'hidden',
    startDate: true,
    endDate: !singleDay(values),
  };
  return (Object.keys(shown) as DimonaField[]).filter((field) => shown[field]);
}

/** Which shown fields are required (part 2 §5). */
export function requiredFields(input: DimonaFormInput): DimonaField[] {
  const { values, context } = input;
  const hours = hoursRequirement({ ...values, forfaitShown: isForfaitShown(input) });
  const required: Partial<Record<DimonaField, boolean>> = {
    parcom: context.integration.parcoms.length > 1,
    rszCategory: context.features.includes('enable_rsz_categories') && context.rszCategoryOptions.length > 1,
    employmentStatus: true,
    divisionId: context.divisionOptions.length > 1,
    contractType: contractTypeRequired(values.employmentStatus),
    startingHour: hours.startingHour,
    endingHour: hours.endingHour,
    endDate: endDateMissing(values.contractType, values.durationType, null),
    startDate: true,
    experienceSince: experienceSinceRule(context.functionCode, values.contractType) === 'required',
  };
  const shown = shownFields(input);
  // part 2 §5: forfait (when shown), pension date and type, worker status, risk class (when asked)
  // and planned hours are required whenever they are shown.
  const requiredWhenShown: DimonaField[] = [
    'forfaitType',
    'pensionDate',
    'pensionType',
    'workerStatus',
    'riskClass',
    'plannedHours',
  ];
  return shown.filter((field) => required[field] || requiredWhenShown.includes(field));
}

export function dimonaOptions(input: DimonaFormInput): DimonaOptions {
  const { values, context } = input;
  return {
    parcom: [...context.integration.parcoms],
    rszCategory: [...context.rszCategoryOptions],
    employmentStatus: employmentStatusOptions(values.contractType),
    divisionId: [...context.divisionOptions],
    contractType: contractTypesOffered(input),
    durationType: [...DIMONA_DURATION_TYPES],
    forfaitType: isForfaitShown(input) ? [...FORFAIT_TYPES] : [],
    workerStatus: workerStatusRequired(values.contractType) ? [...WORKER_STATUSES] : [],
    // part 2 §6: a sports contract type counts only where enable_sports_person_contracts asks it.
    riskClass: context.integration.skipsRiskClass
      ? []
      : riskClassOptions(
          values.employmentStatus,
          context.features.includes('enable_sports_person_contracts') ? values.sportsContractType : null,
        ),
    pensionType: [...PENSION_TYPES],
    sportsContractType: [...SPORTS_CONTRACT_TYPES],
  };
}

function editedDeclaration(values: DimonaFormValues): DimonaDeclaration | null {
  if (values.startDate === null) return null;
  return {
    startDate: values.startDate,
    endDate: singleDay(values) ? values.startDate : values.endDate,
    startingHour: values.startingHour,
    endingHour: values.endingHour,
  };
}

// part 2 §2: the late-Dimona warning is shown except for contract type IVT. Each late reason carries the deadline it
// missed (LATE_DIMONA_TITLE the first of them); an edit not late yet carries the next deadline instead.
function lateWarnings({ values, context }: DimonaFormInput): DimonaWarning[] {
  const edited = editedDeclaration(values);
  if (values.contractType === 'IVT' || edited === null) return [];
  // A new declaration (IN) is late once work has started (dimonaLateness newDeclarationLate).
  const deadlines = context.original
    ? dimonaEditDeadlines(context.original, edited, context.now)
    : [{ code: null, deadline: { date: edited.startDate, minutes: edited.startingHour ?? 0 } }].map((d) => ({
        ...d,
        late: momentValue(context.now) >= momentValue(d.deadline),
      }));
  const byTime = (a: { deadline: DimonaMoment }, b: { deadline: DimonaMoment }) =>
    momentValue(a.deadline) - momentValue(b.deadline);
  const missed = deadlines.filter((d) => d.late).sort(byTime);
  if (missed.length > 0) {
    const codes = deadlines.filter((d) => d.late && d.code !== null) as {
      code: DimonaLateCode;
      deadline: DimonaMoment;
    }[];
    return [
      { code: 'LATE_DIMONA_TITLE', deadline: missed[0].deadline },
      ...codes.map(({ code, deadline }) => ({ code, deadline })),
    ];
  }
  const next = [...deadlines].sort(byTime)[0];
  return next ? [{ code: 'DIMONA_NEXT_DEADLINE', deadline: next.deadline }] : [];
}

function hoursFeedback(values: DimonaFormValues): { errors: DimonaError[]; warnings: DimonaWarning[] } {
  const { startingHour, endingHour, pauseMinutes } = values;
  if (!singleDay(values) || startingHour === null || endingHour === null) return { errors: [], warnings: [] };
  const status = oneDayHoursStatus(startingHour, endingHour, pauseMinutes ?? 0);
  if (status.status === 'warn') return { errors: [], warnings: [{ code: status.code, hours: status.hoursToNextDay }] };
  if (status.status === 'not_allowed') return { errors: [{ code: status.code, field: 'endingHour' }], warnings: [] };
  return { errors: [], warnings: [] };
}

// part 2 §5: FIELD_IS_REQUIRED per empty required field (the form shows them once validation
// is enabled, a UI state); the missing end date says PICK_END_DATE instead. The "both are
// required" toast has no code in the spec: we name it PARCOM_AND_CONTRACT_TYPE_REQUIRED.
function requiredErrors(input: DimonaFormInput, required: readonly DimonaField[]): DimonaError[] {
  const empty = (field: DimonaField) => isEmptyValue(input.values[field]);
  const errors: DimonaError[] = required
    .filter((field) => field !== 'endDate' && empty(field))
    .map((field) => ({ code: 'FIELD_IS_REQUIRED', field }));
  if (
    (required.includes('parcom') && empty('parcom')) ||
    (required.includes('contractType') && empty('contractType'))
  ) {
    errors.unshift({ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: null });
  }
  if (endDateMissing(input.values.contractType, input.values.durationType, input.values.endDate)) {
    errors.push({ code: 'PICK_END_DATE', field: 'endDate' });
  }
  return errors;
}

export function dimonaFormState(input: DimonaFormInput): DimonaFormState {
  const required = requiredFields(input);
  const hours = hoursFeedback(input.values);
  const notices = parcomNotices(input.values.parcom, input.context.integration.parcoms).map((code) => ({ code }));
  // part 2 §2: an empty national register number with a non-Belgian nationality shows the skip notice.
  const rrn: DimonaWarning[] = rrnBlocksExtraAndFlex(input.context.person) ? [{ code: 'RRN_SKIP_TITLE' }] : [];
  return {
    fields: shownFields(input),
    required,
    options: dimonaOptions(input),
    errors: [...requiredErrors(input, required), ...hours.errors],
    warnings: [...hours.warnings, ...lateWarnings(input), ...notices, ...rrn],
  };
}

// ---- transitions (part 2 §4) ----

const HIDDEN_DEFAULTS: { [F in DimonaField]?: DimonaFormValues[keyof DimonaFormValues] } = {
  startingHour: DIMONA_DEFAULT_HOURS.startingHour,
  endingHour: DIMONA_DEFAULT_HOURS.endingHour,
  pauseMinutes: DIMONA_DEFAULT_HOURS.pauseMinutes,
  extraShifts: [],
  pensioner: false,
  isRecognizedForeignSportsPerson: false,
  isOpportunityContract: false,
  apprentice: false,
  replacementContract: false,
};
const NEVER_RESET: readonly DimonaField[] = ['durationType', 'startDate', 'parcom', 'contractType', 'employmentStatus'];

/** part 2 §4: hidden fields go back to their defaults (start 540, end 1020, pause 0; others empty). */
export function resetHiddenFields(input: DimonaFormInput): DimonaFormValues {
  const shown = shownFields(input);
  const values: Record<string, unknown> = { ...input.values };
  for (const field of Object.keys(input.values) as DimonaField[]) {
    if (shown.includes(field) || NEVER_RESET.includes(field)) continue;
    values[field] = field in HIDDEN_DEFAULTS ? HIDDEN_DEFAULTS[field] : null;
  }
  // The division is hidden when there is only one: that one is then the value.
  const divisions = input.context.divisionOptions;
  if (!shown.includes('divisionId')) values.divisionId = divisions.length === 1 ? divisions[0] : null;
  return values as unknown as DimonaFormValues;
}

// part 2 §4: after a change, clear Extra/Flex no longer offered, turn Director into Employee
// where directors are not allowed, then reset the hidden fields.
function settle(input: DimonaFormInput): DimonaFormValues {
  const contractType = clearDisallowedContractType(input.values.contractType, contractTypesOffered(input));
  const employmentStatus = normalizeEmploymentStatus(input.values.employmentStatus, contractType);
  return resetHiddenFields({ ...input, values: { ...input.values, contractType, employmentStatus } });
}

/** part 2 §4: changing the paritair comité presets the employment status (100–199, 200–299). */
export function changeParcom(input: DimonaFormInput, parcom: string | null): DimonaFormValues {
  const employmentStatus = presetEmploymentStatus(parcom) ?? input.values.employmentStatus;
  return settle({ ...input, values: { ...input.values, parcom, employmentStatus } });
}

export function changeContractType(input: DimonaFormInput, contractType: DimonaContractType | null): DimonaFormValues {
  return settle({ ...input, values: { ...input.values, contractType } });
}

/** part 2 §4: a new extra shift starts at the defaults 540, 1020, pause 0. */
export function newExtraShift(): ExtraShift {
  return { ...DEFAULT_EXTRA_SHIFT };
}

// ---- editing an existing declaration (part 2 §2, §4, §7, §8) ----

export const DIMONA_EDITABLE_CONTRACT_TYPES: readonly string[] = ['Flex', 'Extra'];

export type DimonaEditBlock =
  | 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE'
  | 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE_SERVICE_COUPE'
  | 'DIMONA_EDIT_NOT_VIA_PROVIDER';

// part 2 §8 names the service-coupe variant and the not-via-provider message without codes:
// we name them; service coupe first, then the contract type, then the provider's feature.
export function dimonaEditBlock(
  status: { ContractType: string | null; isServiceCoupe: boolean },
  integrationFeatures: readonly IntegrationFeature[],
): DimonaEditBlock | null {
  if (status.isServiceCoupe) return 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE_SERVICE_COUPE';
  if (status.ContractType === null || !DIMONA_EDITABLE_CONTRACT_TYPES.includes(status.ContractType)) {
    return 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE';
  }
  return integrationFeatures.includes('dimona-edit/push') ? null : 'DIMONA_EDIT_NOT_VIA_PROVIDER';
}

export interface DimonaEditPayload {
  employee_id: number;
  contract_start_date: string;
  StartingHour: number | null;
  EndingHour: number | null;
  PauseMinutes: number | null;
  PlannedHoursNbr: number | null;
  extra_shifts: ExtraShift[];
  ContractType: DimonaContractType | null;
  Parcom: string | null;
}

// part 2 §7: the edit payload. part 2 §5: the parcom sent is its first 6 characters. We choose
// DD/MM/YYYY for contract_start_date, as part 1 §7 does for the same field.
export function buildDimonaEditPayload(employeeId: number, values: DimonaFormValues): DimonaEditPayload {
  return {
    employee_id: employeeId,
    contract_start_date: values.startDate ? formatDate(values.startDate) : '',
    StartingHour: values.startingHour,
    EndingHour: values.endingHour,
    PauseMinutes: values.pauseMinutes,
    PlannedHoursNbr: values.plannedHours,
    extra_shifts: values.extraShifts,
    ContractType: values.contractType,
    Parcom: values.parcom === null ? null : parcomCode(values.parcom),
  };
}
