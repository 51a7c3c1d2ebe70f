// Hours of a Dimona declaration: defaults, the one-day hours status and which hour fields
// are required (part 2 §4, §5, §9).

import type { DimonaContractType, DimonaDurationType, ForfaitType } from './dimonaTypes';

export const MINUTES_PER_DAY = 1440;
export const NEXT_DAY_THRESHOLD_MINUTES = 720;
/** part 2 §4, §9: defaults after a reset. */
export const DIMONA_DEFAULT_HOURS = { startingHour: 540, endingHour: 1020, pauseMinutes: 0 } as const;

export type OneDayHoursStatus =
  | { status: 'allowed' }
  | { status: 'warn'; code: 'DIMONA_HOURS_TO_NEXT_DAY'; hoursToNextDay: number }
  | { status: 'not_allowed'; code: 'DIMONA_NOT_ALLOWED_HOURS' };

// part 2 §4: allowed when start <= end or end is 0; else a shift of 1440 − start + end − pause
// under 720 minutes warns, from 720 on it is not allowed. part 2 §5 says the warning "carries
// an amount of hours": we choose the hours worked after midnight (end / 60, 2 decimals).
export function oneDayHoursStatus(startingHour: number, endingHour: number, pauseMinutes: number): OneDayHoursStatus {
  if (startingHour <= endingHour || endingHour === 0) return { status: 'allowed' };
  const worked = MINUTES_PER_DAY - startingHour + endingHour - pauseMinutes;
  if (worked < NEXT_DAY_THRESHOLD_MINUTES) {
    return {
      status: 'warn',
      code: 'DIMONA_HOURS_TO_NEXT_DAY',
      hoursToNextDay: Math.round((endingHour / 60) * 100) / 100,
    };
  }
  return { status: 'not_allowed', code: 'DIMONA_NOT_ALLOWED_HOURS' };
}

export interface HoursRequirement {
  startingHour: boolean;
  endingHour: boolean;
}

export interface HoursRequirementInput {
  contractType: DimonaContractType | null;
  durationType: DimonaDurationType;
  forfaitShown: boolean;
  forfaitType: ForfaitType | null;
}

// part 2 §5: hours are required for Flex on a single day; for Extra on a single day unless a
// forfait is offered, then by forfait type, the end hour for hourly. We choose: daily forfait
// needs the start hour only, no forfait chosen yet needs neither (the forfait error shows).
export function hoursRequirement(input: HoursRequirementInput): HoursRequirement {
  const none = { startingHour: false, endingHour: false };
  if (input.durationType !== 'singleDay') return none;
  if (input.contractType === 'Flex') return { startingHour: true, endingHour: true };
  if (input.contractType !== 'Extra') return none;
  if (!input.forfaitShown) return { startingHour: true, endingHour: true };
  if (input.forfaitType === 'hourly') return { startingHour: true, endingHour: true };
  if (input.forfaitType === 'daily') return { startingHour: true, endingHour: false };
  return none;
}

/** part 2 §5: planned hours are required for Student, S17 and O17. */
export function plannedHoursRequired(contractType: DimonaContractType | null): boolean {
  return contractType === 'Student' || contractType === 'S17' || contractType === 'O17';
}

// part 2 §5: an end date is required for Flex and IVT, else PICK_END_DATE. We choose that a
// single-day contract ends on its start date, so it never asks.
export function endDateMissing(
  contractType: DimonaContractType | null,
  durationType: DimonaDurationType,
  endDate: string | null,
): boolean {
  return (contractType === 'Flex' || contractType === 'IVT') && durationType !== 'singleDay' && !endDate;
}
