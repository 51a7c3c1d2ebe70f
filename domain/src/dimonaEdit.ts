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
 * The form's fields past the §7 payload (part 2 §2 "pensioner flags, pension date and type, … activity with risk,
 * sports-person fields"): the web form asks them with their show/required rules (part 2 §5); the payload of §7 does
 * not carry them, so the REST API, which checks the payload, does not ask them.
 */
export type DimonaEditDetails = Pick<DimonaFormValues, 'pensioner' | 'pensionDate' | 'pensionType' | 'riskClass' | 'sportsContractType'>;
export const DIMONA_DETAIL_FIELDS: readonly DimonaField[] = ['pensioner', 'pensionDate', 'pensionType', 'riskClass', 'sportsContractType'];
export const NO_DIMONA_DETAILS: DimonaEditDetails = { pensioner: false, pensionDate: null, pensionType: null, riskClass: null, sportsContractType: null };

/** What an edit changes (part 2 §7 payload, camelCased; the date is ISO). */
export interface DimonaEditChange {
  /** The form's own fields past the payload; absent for the payload alone (REST). */
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

// part 2 §4: the employment status is preset from the paritair comité (100–199 Workman, 200–299 Employee); the edit
// payload does not carry it, so the preset is what the edit is checked with.
export function dimonaEditValues(change: DimonaEditChange): DimonaFormValues {
  return {
    parcom: change.parcom,
    rszCategory: null,
    employmentStatus: presetEmploymentStatus(change.parcom),
    divisionId: null,
    contractType: change.contractType,
    durationType: 'singleDay',
    forfaitType: null,
    startingHour: change.startingHour,
    endingHour: change.endingHour,
    pauseMinutes: change.pauseMinutes,
    plannedHours: change.plannedHours,
    numberCurrentMonth: null,
    numberNextMonth: null,
    ...NO_DIMONA_DETAILS,
    ...change.details,
    workerStatus: null,
    startDate: change.contractStartDate,
    endDate: change.contractStartDate,
    extraShifts: change.extraShifts,
  };
}

// The code is ours: part 1 §5 and part 2 §4 let the form add a shift only below the maximum minus 1, so a payload
// with more shifts than the form can make is refused.
export const DIMONA_TOO_MANY_EXTRA_SHIFTS = 'DIMONA_TOO_MANY_EXTRA_SHIFTS';
/** part 1 §9: only Flex and Extra are edited through the day-contract edit (Student is only deletable). */
export const EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE = 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE';

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
  const parcoms = context.integration.parcoms;
  if (change.parcom !== null && parcoms.length > 0 && !parcoms.includes(change.parcom)) {
    errors.push({ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'parcom' });
  }
  const offered = contractTypeOptions({
    parcom: change.parcom,
    rszCategory: null,
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
  // part 2 §5: pension date and type and the risk class are required when shown, where the form asks them (details).
  const checked = change.details ? [...DIMONA_EDIT_FIELDS, ...DIMONA_DETAIL_FIELDS] : DIMONA_EDIT_FIELDS;
  for (const error of state.errors) {
    if (error.field === null || checked.includes(error.field)) errors.push(error);
  }
  if (change.extraShifts.length > maxExtraShiftCount(context.integration.maxExtraShifts)) {
    errors.push({ code: DIMONA_TOO_MANY_EXTRA_SHIFTS, field: 'extraShifts' });
  }
  // part 2 §4: each extra shift is a one-day status of its own.
  if (change.extraShifts.some((s) => oneDayHoursStatus(s.StartingHour, s.EndingHour, s.PauseMinutes).status === 'not_allowed')) {
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
export function dimonaEditFormState(change: DimonaEditChange, context: DimonaContext): Omit<DimonaFormState, 'errors'> & { errors: DimonaEditError[] } {
  return { ...dimonaFormState({ values: dimonaEditValues(change), context }), errors: dimonaEditErrors(change, context) };
}
