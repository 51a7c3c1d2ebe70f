// Paritair comité (joint committee) rules of the Dimona form: the code, the Flex and Extra
// lists, the employment status preset and the PC notices (part 2 §2, §4, §5).

import type { DimonaIntegration, EmploymentStatus } from './dimonaTypes';

/** part 2 §5: the parcom uses the first 6 characters ('302.00.01' → '302.00'). */
export function parcomCode(parcom: string): string {
  return parcom.trim().slice(0, 6);
}

export interface ParsedParcom {
  main: number;
  /** The sub-committee, null for the committee itself ('145' and '145.00'). */
  sub: string | null;
}

export function parseParcom(parcom: string): ParsedParcom | null {
  const m = /^(\d{3})(?:\.(\d{1,2}))?/.exec(parcomCode(parcom));
  if (!m) return null;
  const sub = m[2] === undefined || Number(m[2]) === 0 ? null : m[2].padStart(2, '0');
  return { main: Number(m[1]), sub };
}

// part 2 §5 writes lists like "118.x" and "145.01": we read 'N' as the committee itself
// (N or N.00), 'N.x' as the committee or any of its sub-committees, 'N.MM' as that sub-committee.
export function parcomMatches(parcom: string, pattern: string): boolean {
  const value = parseParcom(parcom);
  const [main, sub] = pattern.split('.');
  if (!value || value.main !== Number(main)) return false;
  if (sub === 'x') return true;
  const wanted = sub === undefined || Number(sub) === 0 ? null : sub.padStart(2, '0');
  return value.sub === wanted;
}

export const FLEX_PARCOMS = [
  '100',
  '112',
  '118.x',
  '119.x',
  '132',
  '140.x',
  '144',
  '145',
  '201',
  '202',
  '223.x',
  '302',
  '303.03',
  '304.x',
  '311',
  '312',
  '314.x',
  '320',
  '323',
  '330.x',
  '331',
  '333',
] as const;
export const EXTRA_PARCOMS = ['144', '145', '145.01', '145.04', '302', '320'] as const;
export const FLEX_PC_118_RSZ_CATEGORY = '058';

export type FlexAllowance = 'allowed' | 'allowed_with_warning' | 'not_allowed';

export interface FlexInput {
  parcom: string | null;
  rszCategory: string | null;
  rszCategoriesEnabled: boolean;
  startDate: string | null;
  integration: Pick<DimonaIntegration, 'flexi_joint_committees' | 'flexi_joint_committees_with_dates'>;
}

/** part 2 §5: an integration-supplied entry counts when the start date lies within its validity dates. */
export function inIntegrationFlexList(input: FlexInput): boolean {
  const { parcom, startDate, integration } = input;
  if (parcom === null) return false;
  if (integration.flexi_joint_committees.some((pc) => parcomMatches(parcom, pc))) return true;
  return integration.flexi_joint_committees_with_dates.some(
    (entry) =>
      startDate !== null &&
      parcomMatches(parcom, entry.parcom) &&
      (entry.valid_from === null || entry.valid_from <= startDate) &&
      (entry.valid_to === null || startDate <= entry.valid_to),
  );
}

// part 2 §5: "Flex is offered for PC … 118.x …; for PC 118 with RSZ category 058; or from the
// integration-supplied list". The separate PC 118 clause tells how to read '118.x' here: the
// sub-committees 118.01, 118.03 … are offered as listed, whatever the RSZ category, and PC 118
// itself (118 or 118.00) only with RSZ category 058, whether or not RSZ categories are enabled.
// PC 200 is allowed with a warning.
export function flexAllowance(input: FlexInput): FlexAllowance {
  const { parcom } = input;
  if (parcom === null) return 'not_allowed';
  if (inIntegrationFlexList(input)) return 'allowed';
  if (parcomMatches(parcom, '118')) return input.rszCategory === FLEX_PC_118_RSZ_CATEGORY ? 'allowed' : 'not_allowed';
  if (FLEX_PARCOMS.some((pattern) => parcomMatches(parcom, pattern))) return 'allowed';
  return parcomMatches(parcom, '200') ? 'allowed_with_warning' : 'not_allowed';
}

/** part 2 §5: Extra only for a single-day contract with PC 144, 145, 145.01, 145.04, 302 or 320. */
export function extraAllowed(parcom: string | null, singleDay: boolean): boolean {
  return singleDay && parcom !== null && EXTRA_PARCOMS.some((pattern) => parcomMatches(parcom, pattern));
}

// part 2 §5: no Extra or Flex with an empty national register number and a non-Belgian
// nationality; we choose that a missing nationality is not Belgian.
export function rrnBlocksExtraAndFlex(person: {
  rijks_register_nummer: string | null;
  nationality_country_code: string | null;
}): boolean {
  const rrnEmpty = (person.rijks_register_nummer ?? '').trim() === '';
  return rrnEmpty && person.nationality_country_code !== 'BE';
}

/** part 2 §4: 100–199 gives Workman, 200–299 gives Employee, other committees no preset. */
export function presetEmploymentStatus(parcom: string | null): EmploymentStatus | null {
  const parsed = parcom === null ? null : parseParcom(parcom);
  if (!parsed) return null;
  if (parsed.main >= 100 && parsed.main <= 199) return 'Workman';
  if (parsed.main >= 200 && parsed.main <= 299) return 'Employee';
  return null;
}

/** part 2 §2: PC 124 shows number_current_month and number_next_month, unless the integration skips them. */
export function pc124NumbersShown(parcom: string | null, integrationSkips: boolean): boolean {
  return parcom !== null && parcomMatches(parcom, '124.x') && !integrationSkips;
}

export type ParcomNotice = 'DIMONA_PC200_AUTOMOBILE_ONLY' | 'DIMONA_PC100_FLEX_WARNING' | 'NO_PARITAIR_COMITEE_YET';

// part 2 §2: PC 200 shows an automobile-sector-only warning, PC 100 a flex warning (codes are
// ours; we show them whenever that PC is chosen); no option at all gives NO_PARITAIR_COMITEE_YET.
export function parcomNotices(parcom: string | null, parcomOptions: readonly string[]): ParcomNotice[] {
  if (parcomOptions.length === 0) return ['NO_PARITAIR_COMITEE_YET'];
  if (parcom !== null && parcomMatches(parcom, '200')) return ['DIMONA_PC200_AUTOMOBILE_ONLY'];
  if (parcom !== null && parcomMatches(parcom, '100')) return ['DIMONA_PC100_FLEX_WARNING'];
  return [];
}
