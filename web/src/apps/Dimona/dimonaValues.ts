// The web side of the day-contract edit: the GraphQL shapes to domain's and back, and the hour inputs.
import { isIsoDate } from '@people/domain/dates';
import { formatDate } from '../../i18n/formatDate';
import type { Translator } from '../../i18n/I18nProvider';
import { DIMONA_CONTRACT_TYPES, type DimonaContractType, type DimonaMoment } from '@people/domain/dimonaTypes';
import type { DimonaEditChange, DimonaEditDetails } from '@people/domain/dimonaEdit';

/** The ISO day of ?date= (dayContractPath), or '' (the page then says there is no contract that day). */
export function dayContractQueryDate(url: string): string {
  const date = new URL(url).searchParams.get('date') ?? '';
  return isIsoDate(date) ? date : '';
}

/** GraphQL DimonaContractType (FLEX) → the spec's spelling (Flex), gateway/src/core/enums.ts REST_EXCEPTIONS. */
export function contractTypeOf(value: string | null | undefined): DimonaContractType | null {
  return DIMONA_CONTRACT_TYPES.find((type) => type.toUpperCase() === value) ?? null;
}

/** The spec's spelling → the GraphQL value to send. */
export const contractTypeValue = (type: DimonaContractType) => type.toUpperCase() as Uppercase<DimonaContractType>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes since midnight as HH:MM (1440 and 0 are midnight). */
export function timeOf(minutes: number | null): string {
  if (minutes === null) return '';
  const m = minutes % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** HH:MM as minutes since midnight; null for an empty or malformed input. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/** A deadline as DD/MM/YYYY HH:MM, Brussels local time (part 2 §9 date format). */
export function deadlineText(t: Translator, moment: DimonaMoment): string {
  return `${formatDate(t, moment.date)} ${timeOf(moment.minutes)}`;
}

/** The change an edit starts from: the declared values. */
export function initialChange(status: {
  contractStartDate: string;
  startingHour: number;
  endingHour: number;
  pauseMinutes: number;
  plannedHoursNbr: number | null | undefined;
  extraShifts: readonly {
    startingHour: number;
    endingHour: number;
    pauseMinutes: number;
  }[];
  contractType: string;
  parCom: string | null | undefined;
}): DimonaEditChange {
  return {
    contractStartDate: status.contractStartDate,
    startingHour: status.startingHour,
    endingHour: status.endingHour,
    pauseMinutes: status.pauseMinutes,
    plannedHours: status.plannedHoursNbr ?? null,
    extraShifts: status.extraShifts.map((s) => ({
      StartingHour: s.startingHour,
      EndingHour: s.endingHour,
      PauseMinutes: s.pauseMinutes,
    })),
    contractType: contractTypeOf(status.contractType),
    parcom: status.parCom ?? null,
  };
}

/**
 * The stored fields past the §7 payload (DimonaStatus.details) in domain's shape. The gateway answers them as strings;
 * a value outside domain's lists is checked (and refused) by domain like any other.
 */
export function detailsOf(details: {
  readonly rszCategory?: string | null;
  readonly employmentStatus?: string | null;
  readonly divisionId?: number | null;
  readonly durationType: string;
  readonly forfaitType?: string | null;
  readonly numberCurrentMonth?: number | null;
  readonly numberNextMonth?: number | null;
  readonly pensioner: boolean;
  readonly pensionDate?: string | null;
  readonly pensionType?: string | null;
  readonly workerStatus?: string | null;
  readonly riskClass?: string | null;
  readonly sportsContractType?: string | null;
  readonly isRecognizedForeignSportsPerson: boolean;
  readonly isOpportunityContract: boolean;
  readonly apprentice: boolean;
  readonly replacementContract: boolean;
  readonly experienceSince?: string | null;
}): DimonaEditDetails {
  const orNull = <T>(value: T | null | undefined) => value ?? null;
  return {
    rszCategory: orNull(details.rszCategory),
    employmentStatus: orNull(details.employmentStatus) as DimonaEditDetails['employmentStatus'],
    divisionId: orNull(details.divisionId),
    durationType: details.durationType as DimonaEditDetails['durationType'],
    forfaitType: orNull(details.forfaitType) as DimonaEditDetails['forfaitType'],
    numberCurrentMonth: orNull(details.numberCurrentMonth),
    numberNextMonth: orNull(details.numberNextMonth),
    pensioner: details.pensioner,
    pensionDate: orNull(details.pensionDate),
    pensionType: orNull(details.pensionType) as DimonaEditDetails['pensionType'],
    workerStatus: orNull(details.workerStatus) as DimonaEditDetails['workerStatus'],
    riskClass: orNull(details.riskClass),
    sportsContractType: orNull(details.sportsContractType) as DimonaEditDetails['sportsContractType'],
    isRecognizedForeignSportsPerson: details.isRecognizedForeignSportsPerson,
    isOpportunityContract: details.isOpportunityContract,
    apprentice: details.apprentice,
    replacementContract: details.replacementContract,
    experienceSince: orNull(details.experienceSince),
  };
}
