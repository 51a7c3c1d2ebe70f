// Which options the Dimona form offers: contract types, employment and worker status,
// risk classes, forfait (part 2 §4, §5, §9).

import { extraAllowed, flexAllowance, parcomMatches, rrnBlocksExtraAndFlex, type FlexInput } from './dimonaParcom';
import {
  DIMONA_CONTRACT_TYPES,
  EMPLOYMENT_STATUSES,
  type DimonaContractType,
  type DimonaDurationType,
  type EmploymentStatus,
  type SportsContractType,
} from './dimonaTypes';

export interface ContractTypeOptionsInput extends FlexInput {
  durationType: DimonaDurationType;
  person: { rijks_register_nummer: string | null; nationality_country_code: string | null };
  integrationOffersIvt: boolean;
}

/** part 2 §5: IVT only for one integration and fixed duration. */
export function ivtOffered(integrationOffersIvt: boolean, durationType: DimonaDurationType): boolean {
  return integrationOffersIvt && durationType === 'fixedDuration';
}

export function contractTypeOptions(input: ContractTypeOptionsInput): DimonaContractType[] {
  const blocked = rrnBlocksExtraAndFlex(input.person);
  const offered: Partial<Record<DimonaContractType, boolean>> = {
    Extra: !blocked && extraAllowed(input.parcom, input.durationType === 'singleDay'),
    Flex: !blocked && flexAllowance(input) !== 'not_allowed',
    IVT: ivtOffered(input.integrationOffersIvt, input.durationType),
  };
  return DIMONA_CONTRACT_TYPES.filter((type) => offered[type] ?? true);
}

// part 2 §4: Extra and Flex are cleared when no longer offered; we clear IVT the same way.
export function clearDisallowedContractType(
  contractType: DimonaContractType | null,
  options: readonly DimonaContractType[],
): DimonaContractType | null {
  if (
    (contractType === 'Extra' || contractType === 'Flex' || contractType === 'IVT') &&
    !options.includes(contractType)
  )
    return null;
  return contractType;
}

export const NO_DIRECTOR_CONTRACT_TYPES: readonly DimonaContractType[] = ['IBO', 'TRI', 'Apprentice', 'STG'];

/** part 2 §5: no director status for IBO, TRI, Apprentice and STG. */
export function employmentStatusOptions(contractType: DimonaContractType | null): EmploymentStatus[] {
  const noDirector = contractType !== null && NO_DIRECTOR_CONTRACT_TYPES.includes(contractType);
  return EMPLOYMENT_STATUSES.filter((status) => status !== 'Director' || !noDirector);
}

/** part 2 §4: Director becomes Employee for contract types without directors. */
export function normalizeEmploymentStatus(
  status: EmploymentStatus | null,
  contractType: DimonaContractType | null,
): EmploymentStatus | null {
  return status === 'Director' && !employmentStatusOptions(contractType).includes('Director') ? 'Employee' : status;
}

/** part 2 §5: worker status F1 or F2 for STG, TRI and IBO. */
export function workerStatusRequired(contractType: DimonaContractType | null): boolean {
  return contractType === 'STG' || contractType === 'TRI' || contractType === 'IBO';
}

/** part 2 §5: contract type is not required for Director. */
export function contractTypeRequired(status: EmploymentStatus | null): boolean {
  return status !== 'Director';
}

const range = (from: number, to: number, width: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

export const WORKMAN_RISK_CLASSES = range(1, 6, 3);
export const EMPLOYEE_RISK_CLASSES = range(401, 412, 3);
export const SPORTS_RISK_CLASSES = range(409, 412, 3);

/** part 2 §5: a risk class only for Workman or Employee, unless the integration skips it. */
export function riskClassShown(status: EmploymentStatus | null, integrationSkips: boolean): boolean {
  return (status === 'Workman' || status === 'Employee') && !integrationSkips;
}

// part 2 §5: Workman 001–006, Employee 401–412, sports contract types 409–412; we choose the
// sports range whatever the status once a sports contract type is chosen.
export function riskClassOptions(
  status: EmploymentStatus | null,
  sportsContractType: SportsContractType | null,
): string[] {
  if (!riskClassShown(status, false)) return [];
  if (sportsContractType !== null) return SPORTS_RISK_CLASSES;
  return status === 'Workman' ? WORKMAN_RISK_CLASSES : EMPLOYEE_RISK_CLASSES;
}

export interface ForfaitInput {
  durationType: DimonaDurationType;
  parcom: string | null;
  contractType: DimonaContractType | null;
  employmentStatus: EmploymentStatus | null;
  featureEnabled: boolean;
}

/** part 2 §5: forfait (hourly or daily) only for a single day, PC 302, Extra and Workman, with the feature. */
export function forfaitShown(input: ForfaitInput): boolean {
  return (
    input.featureEnabled &&
    input.durationType === 'singleDay' &&
    input.parcom !== null &&
    parcomMatches(input.parcom, '302') &&
    input.contractType === 'Extra' &&
    input.employmentStatus === 'Workman'
  );
}

export type ExperienceSinceRule = 'hidden' | 'shown' | 'required';

// part 2 §5: "Experience-since is shown or required depending on the function code and contract type", without the
// table behind it. We choose: without a function code it is not asked; with one it is asked, and required for Flex
// and Extra, whose hourly wage follows the function's experience scale.
export function experienceSinceRule(
  functionCode: string | null | undefined,
  contractType: DimonaContractType | null,
): ExperienceSinceRule {
  if (!functionCode || functionCode.trim() === '') return 'hidden';
  return contractType === 'Flex' || contractType === 'Extra' ? 'required' : 'shown';
}

/** part 2 §3: the sports flags (recognised foreign sports person, opportunity contract) belong to a sports contract type. */
export function sportsFlagsShown(sportsContractType: SportsContractType | null): boolean {
  return sportsContractType !== null;
}
