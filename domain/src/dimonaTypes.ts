// The Dimona form's enumerations and state (part 2 §2, §3, §9), shared by dimona.ts and
// its rule files (dimonaParcom, dimonaOptions, dimonaHours, dimonaLateness).

import type { ExtraShift } from './calendar';
import type { CompanyFeature, IntegrationFeature } from './companyFlags';

export const DIMONA_CONTRACT_TYPES = [
  'Normal',
  'IBO',
  'DWD',
  'TRI',
  'STG',
  'A17',
  'Apprentice',
  'S17',
  'O17',
  'Student',
  'Extra',
  'Flex',
  'IVT',
] as const;
export type DimonaContractType = (typeof DIMONA_CONTRACT_TYPES)[number];

export const EMPLOYMENT_STATUSES = ['Workman', 'Employee', 'Director'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const WORKER_STATUSES = ['F1', 'F2'] as const;
export type WorkerStatus = (typeof WORKER_STATUSES)[number];

export const FORFAIT_TYPES = ['hourly', 'daily'] as const;
export type ForfaitType = (typeof FORFAIT_TYPES)[number];

export const PENSION_TYPES = [
  'PensionPrivateSector',
  'SurvivalPension',
  'PensionSelfEmployed',
  'pensionPublicSector',
] as const;
export type PensionType = (typeof PENSION_TYPES)[number];

export const SPORTS_CONTRACT_TYPES = ['sports_usually', 'sports_person', 'sports_trainer'] as const;
export type SportsContractType = (typeof SPORTS_CONTRACT_TYPES)[number];

// part 2 §2 names a durationType field and §5 "single day" and "fixed duration" without
// values: we name them singleDay, fixedDuration and indefinite.
export const DIMONA_DURATION_TYPES = ['singleDay', 'fixedDuration', 'indefinite'] as const;
export type DimonaDurationType = (typeof DIMONA_DURATION_TYPES)[number];

export interface DimonaFormValues {
  parcom: string | null;
  rszCategory: string | null;
  employmentStatus: EmploymentStatus | null;
  divisionId: number | null;
  contractType: DimonaContractType | null;
  durationType: DimonaDurationType;
  forfaitType: ForfaitType | null;
  /** Minutes since midnight. */
  startingHour: number | null;
  endingHour: number | null;
  pauseMinutes: number | null;
  plannedHours: number | null;
  numberCurrentMonth: number | null;
  numberNextMonth: number | null;
  pensioner: boolean;
  pensionDate: string | null;
  pensionType: PensionType | null;
  workerStatus: WorkerStatus | null;
  riskClass: string | null;
  sportsContractType: SportsContractType | null;
  /** part 2 §3 Sports contract type flags. */
  isRecognizedForeignSportsPerson: boolean;
  isOpportunityContract: boolean;
  /** part 2 §2 "apprentice" and "replacement contract". */
  apprentice: boolean;
  replacementContract: boolean;
  /** part 2 §5 experience-since: an ISO date. */
  experienceSince: string | null;
  startDate: string | null;
  endDate: string | null;
  extraShifts: ExtraShift[];
}

export interface FlexiCommitteeWithDates {
  parcom: string;
  valid_from: string | null;
  valid_to: string | null;
}

/** What the integration reports (reported_metadata_json) and what we know about it. */
export interface DimonaIntegration {
  parcoms: readonly string[];
  flexi_joint_committees: readonly string[];
  flexi_joint_committees_with_dates: readonly FlexiCommitteeWithDates[];
  features: readonly IntegrationFeature[];
  maxExtraShifts: number;
  // part 2 §5 ties these to "one integration" or "one specific payroll provider" without a
  // name: the caller decides which integration it is and passes the answer.
  offersIvt: boolean;
  skipsRiskClass: boolean;
  skipsPc124Numbers: boolean;
}

/** An existing declaration, for the lateness of an edit. */
export interface DimonaDeclaration {
  startDate: string;
  /** Equal to startDate for a one-day declaration; null when open-ended. */
  endDate: string | null;
  startingHour: number | null;
  endingHour: number | null;
}

/** A moment in local time: an ISO date and minutes since midnight. */
export interface DimonaMoment {
  date: string;
  minutes: number;
}

export interface DimonaContext {
  person: { rijks_register_nummer: string | null; nationality_country_code: string | null };
  integration: DimonaIntegration;
  rszCategoryOptions: readonly string[];
  divisionOptions: readonly number[];
  /**
   * part 2 §5 "experience-since is shown or required depending on the function code": the function code of the
   * contract (not a form field, §2 does not list it); absent or null when there is none.
   */
  functionCode?: string | null;
  features: readonly CompanyFeature[];
  /** The declaration being edited; null for a new one. */
  original: DimonaDeclaration | null;
  now: DimonaMoment;
}

export interface DimonaFormInput {
  values: DimonaFormValues;
  context: DimonaContext;
}

export type DimonaField =
  | 'parcom'
  | 'rszCategory'
  | 'employmentStatus'
  | 'divisionId'
  | 'contractType'
  | 'durationType'
  | 'forfaitType'
  | 'startingHour'
  | 'endingHour'
  | 'pauseMinutes'
  | 'extraShifts'
  | 'plannedHours'
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
  | 'startDate'
  | 'endDate';
