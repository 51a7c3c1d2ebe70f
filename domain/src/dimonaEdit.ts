// The day-contract edit of a one-day Dimona declaration (part 1 §5, §9; part 2 §4, §5, §7, §8): the form and the
// REST API check an edit with these same functions, so what the form refuses the server refuses with the same code.

import { mayAddExtraShift, type ExtraShift } from './calendar';
import { dimonaFormState, DIMONA_EDITABLE_CONTRACT_TYPES, type DimonaError, type DimonaFormState } from './dimona';
import { oneDayHoursStatus } from './dimonaHours';
import { contractTypeOptions } from './dimonaOptions';
import { presetEmploymentStatus } from './dimonaParcom';
import type { DimonaContext, DimonaContractType, DimonaField, DimonaFormInput, DimonaFormValues } from './dimonaTypes';

/** The fields the edit payload of part 2 §7 carries; the other fields of the form stay as declared. */
export const DIMONA_EDIT_FIELDS: readonly DimonaField[] = [
  'parcom',
  'contractType',
  'startingHour',
  'endingHour',
  'pauseMinutes',
  'plannedHours',
  'extraShifts',
];

/**
 * The form's fields past the §7 payload (part 2 §2: RSZ category, employment status, division_id, forfait type,
 * number_current_month, number_next_month, pensioner flags, pension date and type, worker status, activity with risk,
 * sports-person fields, durationType, apprentice, replacement contract, experience-since). The web form asks them with
 * their show/required rules (part 2 §5); the REST API takes them beside the §7 payload, checks them with the same
 * rules and stores them with the one-day contract.
 */
export type DimonaEditDetails = Pick<
  DimonaFormValues,
  | 'rszCategory'
  | 'employmentStatus'
  | 'divisionId'
  | 'durationType'
  | 'forfaitType'
  | 'numberCurrentMonth'
  | 'numberNextMonth'
  | 'pensioner'
  | 'pensionDate'
  | 'pensionType'
  | 'workerStatus'
  | 'riskClass'
  | 'sportsContractType'
  | 'isRecognizedForeignSportsPerson'
  | 'isOpportunityContract'
  | 'apprentice'
  | 'replacementContract'
  | 'experienceSince'
>;
/** The REST API's key of each detail (snake_case, as /api/dimona/status answers and /api/dimona/editContract takes). */
export const DIMONA_DETAIL_KEYS: Record<keyof DimonaEditDetails, string> = {
  rszCategory: 'rsz_category',
  employmentStatus: 'employment_status',
  divisionId: 'division_id',
  durationType: 'durationType',
  forfaitType: 'forfait_type',
  numberCurrentMonth: 'number_current_month',
  numberNextMonth: 'number_next_month',
  pensioner: 'pensioner',
  pensionDate: 'pension_date',
  pensionType: 'pension_type',
  workerStatus: 'worker_status',
  riskClass: 'risk_class',
  sportsContractType: 'sports_contract_type',
  isRecognizedForeignSportsPerson: 'is_recognized_foreign_sports_person',
  isOpportunityContract: 'is_opportunity_contract',
  apprentice: 'apprentice',
  replacementContract: 'replacement_contract',
  experienceSince: 'experience_since',
};
/** The details the REST API carries as 0/1. */
export const DIMONA_DETAIL_FLAGS: readonly (keyof DimonaEditDetails)[] = [
  'pensioner',
  'isRecognizedForeignSportsPerson',
  'isOpportunityContract',
  'apprentice',
  'replacementContract',
];

export const DIMONA_DETAIL_FIELDS = [
  'rszCategory',
  'employmentStatus',
  'divisionId',
  'durationType',
  'forfaitType',
  'numberCurrentMonth',
  'numberNextMonth',
  'pensioner',
  'pensionDate',
  'pensionType',
  'workerStatus',
  'riskClass',
  'sportsContractType',
  'isRecognizedForeignSportsPerson',
  'isOpportunityContract',
  'apprentice',
  'replacementContract',
  'experienceSince',
] as const satisfies readonly (keyof DimonaEditDetails & DimonaField)[];
/** Nothing past the payload: the employment status then comes from the paritair comité's preset (part 2 §4). */
export const NO_DIMONA_DETAILS: DimonaEditDetails = {
  rszCategory: null,
  employmentStatus: null,
  divisionId: null,
  durationType: 'singleDay',
  forfaitType: null,
  numberCurrentMonth: null,
  numberNextMonth: null,
  pensioner: false,
  pensionDate: null,
  pensionType: null,
  workerStatus: null,
  riskClass: null,
  sportsContractType: null,
  isRecognizedForeignSportsPerson: false,
  isOpportunityContract: false,
  apprentice: false,
  replacementContract: false,
  experienceSince: null,
};

/** What an edit changes (part 2 §7 payload, camelCased; the date is ISO). */
export interface DimonaEditChange {
  /** The form's own fields past the payload; absent, NO_DIMONA_DETAILS. */
  details?: DimonaEditDetails;
  contractStartDate: string;
  startingHour: number | null;
  endingHour: number | null;
  pauseMinutes: number | null;
  plannedHours: number | null;
  extraShifts: ExtraShift[];
  contractType: DimonaContractType | null;
  parcom: string | null;
}

// part 2 §4: the employment status is preset from the paritair comité (100–199 Workman, 200–299 Employee); without
// one given, the preset is what the edit is checked with.
export function dimonaEditValues(change: DimonaEditChange): DimonaFormValues {
  const details = { ...NO_DIMONA_DETAILS, ...change.details };
  return {
    ...details,
    parcom: change.parcom,
    employmentStatus: details.employmentStatus ?? presetEmploymentStatus(change.parcom),
    contractType: change.contractType,
    startingHour: change.startingHour,
    endingHour: change.endingHour,
    pauseMinutes: change.pauseMinutes,
    plannedHours: change.plannedHours,
    startDate: change.contractStartDate,
    endDate: change.contractStartDate,
    extraShifts: change.extraShifts,
  };
}

/** The select fields whose value must be one the form offers (part 2 §5, §9). */
const OPTION_FIELDS = [
  'rszCategory',
  'employmentStatus',
  'divisionId',
  'durationType',
  'forfaitType',
  'workerStatus',
  'riskClass',
  'pensionType',
  'sportsContractType',
] as const satisfies readonly (keyof DimonaFormState['options'] & DimonaField)[];

/**
 * The details an edit keeps (part 2 §4: a change resets the fields it hides): a hidden field goes back to empty (false
 * for a flag), as the form does; the REST API stores these.
 */
export function settledEditDetails(change: DimonaEditChange, context: DimonaContext): DimonaEditDetails {
  const details: DimonaEditDetails = { ...NO_DIMONA_DETAILS, ...change.details };
  const shown = dimonaFormState({ values: dimonaEditValues(change), context }).fields;
  const settled: Record<string, unknown> = { ...details };
  for (const field of DIMONA_DETAIL_FIELDS) {
    if (field === 'durationType' || field === 'employmentStatus' || shown.includes(field)) continue;
    settled[field] = NO_DIMONA_DETAILS[field];
  }
  return settled as unknown as DimonaEditDetails;
}

// The code is ours: part 1 §5 and part 2 §4 let the form add a shift only below the maximum minus 1, so a payload
// with more shifts than the form can make is refused.
export const DIMONA_TOO_MANY_EXTRA_SHIFTS = 'DIMONA_TOO_MANY_EXTRA_SHIFTS';
/** part 1 §9: only Flex and Extra are edited through the day-contract edit (Student is only deletable). */
export const EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE = 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE';
/** The change back from the form's full values (after a transition of dimona.ts: changeParcom, changeContractType). */
export function dimonaEditChangeOf(values: DimonaFormValues, contractStartDate: string): DimonaEditChange {
  const details = Object.fromEntries(
    DIMONA_DETAIL_FIELDS.map((field) => [field, values[field]]),
  ) as unknown as DimonaEditDetails;
  return {
    contractStartDate,
    details,
    startingHour: values.startingHour,
    endingHour: values.endingHour,
    pauseMinutes: values.pauseMinutes,
    plannedHours: values.plannedHours,
    extraShifts: values.extraShifts,
    contractType: values.contractType,
    parcom: values.parcom,
  };
}

/**
 * The form after a change of a detail (part 2 §4): the hidden fields reset (settledEditDetails) and a select whose value
 * is no longer offered emptied (a Workman's risk class once the status is Employee), so the form asks it again.
 */
export function settleEditChange(change: DimonaEditChange, context: DimonaContext): DimonaEditChange {
  const settled: Record<string, unknown> = { ...settledEditDetails(change, context) };
  const next = { ...change, details: settled as unknown as DimonaEditDetails };
  const options = dimonaFormState({ values: dimonaEditValues(next), context }).options;
  for (const field of OPTION_FIELDS) {
    if (field === 'durationType' || field === 'employmentStatus') continue;
    const value = settled[field];
    if (value !== null && !(options[field] as readonly unknown[]).includes(value)) settled[field] = null;
  }
  return next;
}

// part 1 §5: "editing a day contract needs exactly one day, a one-day contract": a durationType other than singleDay
// is refused with EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE too.

export interface DimonaEditError {
  code: DimonaError['code'] | typeof DIMONA_TOO_MANY_EXTRA_SHIFTS | typeof EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE;
  field: DimonaField | null;
}

/** part 1 §5, part 2 §4: the most extra shifts the form lets one add (below the integration maximum minus 1). */
export function maxExtraShiftCount(integrationMax: number): number {
  // Adding is allowed while count < max − 1, so the last add reaches max − 1.
  return mayAddExtraShift(0, integrationMax) ? integrationMax - 1 : 0;
}

/**
 * Every reason the form refuses this edit, in the order the form shows them. part 2 §4: a contract type no longer
 * offered for the paritair comité is cleared, which leaves the "both are required" toast (§5); a paritair comité
 * that is not one of the integration's options is the same toast.
 */
export function dimonaEditErrors(change: DimonaEditChange, context: DimonaContext): DimonaEditError[] {
  const input: DimonaFormInput = { values: dimonaEditValues(change), context };
  const errors: DimonaEditError[] = [];
  if (change.contractType !== null && !DIMONA_EDITABLE_CONTRACT_TYPES.includes(change.contractType)) {
    errors.push({ code: EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE, field: 'contractType' });
  }
  if (input.values.durationType !== 'singleDay')
    errors.push({ code: EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE, field: 'durationType' });
  const parcoms = context.integration.parcoms;
  if (change.parcom !== null && parcoms.length > 0 && !parcoms.includes(change.parcom)) {
    errors.push({ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'parcom' });
  }
  const offered = contractTypeOptions({
    parcom: change.parcom,
    rszCategory: input.values.rszCategory,
    rszCategoriesEnabled: context.features.includes('enable_rsz_categories'),
    startDate: change.contractStartDate,
    integration: context.integration,
    durationType: 'singleDay',
    person: context.person,
    integrationOffersIvt: context.integration.offersIvt,
  });
  if (change.contractType !== null && !offered.includes(change.contractType)) {
    errors.push({ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' });
  }
  const state = dimonaFormState(input);
  // part 2 §5: every shown required field, the payload's and the details (RSZ category, division, forfait, pension,
  // worker status, risk class, experience-since); the start and end dates are the contract's own day.
  const checked: readonly DimonaField[] = [...DIMONA_EDIT_FIELDS, ...DIMONA_DETAIL_FIELDS];
  for (const error of state.errors) {
    if (error.field === null || checked.includes(error.field)) errors.push(error);
  }
  // A select's value the form does not offer shows as an empty select: "X is required" (part 2 §5), as the form says.
  for (const field of OPTION_FIELDS) {
    const value = input.values[field];
    if (value === null || !state.fields.includes(field)) continue;
    if (!(state.options[field] as readonly (string | number)[]).includes(value))
      errors.push({ code: 'FIELD_IS_REQUIRED', field });
  }
  if (change.extraShifts.length > maxExtraShiftCount(context.integration.maxExtraShifts)) {
    errors.push({ code: DIMONA_TOO_MANY_EXTRA_SHIFTS, field: 'extraShifts' });
  }
  // part 2 §4: each extra shift is a one-day status of its own.
  if (
    change.extraShifts.some(
      (s) => oneDayHoursStatus(s.StartingHour, s.EndingHour, s.PauseMinutes).status === 'not_allowed',
    )
  ) {
    errors.push({ code: 'DIMONA_NOT_ALLOWED_HOURS', field: 'extraShifts' });
  }
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}:${e.field}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * The form state of an edit, for the gateway and the web form: the same answer for both. Its errors are the edit's
 * (dimonaEditErrors): what the server refuses, no more (the fields the edit does not carry stay as declared).
 */
export function dimonaEditFormState(
  change: DimonaEditChange,
  context: DimonaContext,
): Omit<DimonaFormState, 'errors'> & { errors: DimonaEditError[] } {
  const state = dimonaFormState({ values: dimonaEditValues(change), context });
  // part 1 §5: a day-contract edit is of one day; the duration is shown, not chosen.
  return {
    ...state,
    options: { ...state.options, durationType: ['singleDay'] },
    errors: dimonaEditErrors(change, context),
  };
}
