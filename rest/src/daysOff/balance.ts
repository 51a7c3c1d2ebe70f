// A person's days-off balances: the schedule of each year from the wages in force (domain schedule), and
// per day-off type the ledger over the years its name continues (domain daysOffLedger), read in one go so a route
// asks it for usage items or for the limit check of a request.
import {
  ledger,
  requestLimitCheck,
  type LedgerEntry,
  type LedgerYear,
  type PersonException,
} from '@people/domain/daysOffLedger';
import { ledgerYearOf, usageItem, type UsageItem } from '@people/domain/daysOffUsageItem';
import { fullDayMinutes } from '@people/domain/schedule';
import type { Queryable } from '../core/db';
import { peopleEntries, type EntryRow } from './sql';
import { peopleSchedules, type PersonSchedules } from '../core/personSchedules';
import { chainKey, dayOffTypes, peopleLimits, type DayOffTypeRow } from '../core/dayOffTypes';

/** How many years back a transfer is followed: older unused amounts have long expired or been carried on. */
export const LEDGER_YEARS_BACK = 5;

/** What a route adds: an entry of a type, before it is stored. */
export interface PlannedEntry {
  dayOffTypeId: number;
  entry: LedgerEntry;
}

export interface PersonLedgers {
  schedules: PersonSchedules;
  /** Scheduled minutes of a date (null without schedule). */
  scheduled(date: string): number | null;
  /** The person's average working day of a year (domain schedule fullDayMinutes). */
  fullDay(year: number): number;
  entries: EntryRow[];
  /** The type with its predecessors of earlier years (same kind and name), oldest first. */
  chain(type: DayOffTypeRow): DayOffTypeRow[];
  exception(typeId: number): PersonException | null;
  usage(type: DayOffTypeRow): UsageItem;
  /** domain requestLimitCheck of adding `planned` (its entries of this type's chain) to what is stored. */
  limitCheck(type: DayOffTypeRow, planned: readonly PlannedEntry[]): string | null;
  ledgerEntry(entry: Pick<EntryRow, 'date' | 'am_pm_hint' | 'duration_minutes' | 'approved'>): LedgerEntry;
}

/**
 * Reads everything the ledgers of `types` need: their predecessors of up to LEDGER_YEARS_BACK years, the person's days
 * off, exceptions and corrections of all of them, and the schedule of every year concerned. `extraYears` adds the
 * schedules of other years (the dates of a request); `without` leaves stored days off out (the ones a replan moves).
 */
export async function personLedgers(
  db: Queryable,
  companyId: number,
  employeeId: number,
  types: readonly DayOffTypeRow[],
  todayIso: string,
  options: LedgerOptions = {},
): Promise<PersonLedgers> {
  return (await peopleLedgers(db, companyId, [employeeId], types, todayIso, options)).get(employeeId) as PersonLedgers;
}

type LedgerOptions = { extraYears?: readonly number[]; without?: ReadonlySet<number> };

/**
 * personLedgers of several people over the same types, in the same few reads whatever their number: a page of leave
 * requests shows each person's balance after their request without a read per row.
 */
export async function peopleLedgers(
  db: Queryable,
  companyId: number,
  employeeIds: readonly number[],
  types: readonly DayOffTypeRow[],
  todayIso: string,
  options: LedgerOptions = {},
): Promise<Map<number, PersonLedgers>> {
  const extraYears = options.extraYears ?? [];
  const years = types.map((t) => t.year);
  const minYear = Math.min(...years, ...extraYears) - LEDGER_YEARS_BACK;
  const keys = new Set(types.map(chainKey));
  const candidates =
    types.length === 0
      ? []
      : (await dayOffTypes(db, companyId, { fromYear: minYear, toYear: Math.max(...years) })).filter((t) =>
          keys.has(chainKey(t)),
        );
  const byKeyYear = new Map(candidates.map((t) => [`${chainKey(t)}@${t.year}`, t]));
  const chain = (type: DayOffTypeRow): DayOffTypeRow[] => {
    const links = [type];
    for (let year = type.year - 1; year >= minYear; year--) {
      const before = byKeyYear.get(`${chainKey(type)}@${year}`);
      if (!before) break;
      links.unshift(before);
    }
    return links;
  };
  const chainYears = [...new Set([...candidates.map((t) => t.year), ...extraYears])];
  const typeIds = candidates.map((t) => t.id);
  // A year without types (and no request) has nothing to read.
  const [allStored, allLimits, allSchedules] =
    chainYears.length === 0 || employeeIds.length === 0
      ? [[], { exceptions: [], corrections: [] }, new Map<number, PersonSchedules>()]
      : await Promise.all([
          peopleEntries(db, companyId, employeeIds, chainYears),
          peopleLimits(db, companyId, employeeIds, typeIds),
          peopleSchedules(db, companyId, employeeIds, chainYears),
        ]);
  const noSchedules: PersonSchedules = { byYear: new Map(), oneDayContracts: new Map() };
  return new Map(
    employeeIds.map((employeeId) => [
      employeeId,
      ledgersOf(
        allStored.filter((e) => e.employee_id === employeeId),
        {
          exceptions: allLimits.exceptions.filter((x) => x.employee_id === employeeId),
          corrections: allLimits.corrections.filter((c) => c.employee_id === employeeId),
        },
        allSchedules.get(employeeId) ?? noSchedules,
        chain,
        todayIso,
        options,
      ),
    ]),
  );
}

/** One person's ledgers from what peopleLedgers read. */
function ledgersOf(
  stored: EntryRow[],
  limits: Awaited<ReturnType<typeof peopleLimits>>,
  schedules: PersonSchedules,
  chain: (type: DayOffTypeRow) => DayOffTypeRow[],
  todayIso: string,
  options: LedgerOptions,
): PersonLedgers {
  const entries = options.without ? stored.filter((e) => !options.without?.has(e.id)) : stored;
  const fullDays = new Map([...schedules.byYear].map(([year, schedule]) => [year, fullDayMinutes(schedule)]));
  const scheduled = (date: string) => schedules.byYear.get(Number(date.slice(0, 4)))?.[date] ?? null;
  const fullDay = (year: number) => fullDays.get(year) ?? fullDayMinutes({});
  const exception = (typeId: number): PersonException | null =>
    limits.exceptions.find((x) => x.day_off_type_id === typeId) ?? null;
  const ledgerEntry: PersonLedgers['ledgerEntry'] = (e) => ({
    date: e.date,
    am_pm_hint: e.am_pm_hint,
    duration_minutes: e.duration_minutes,
    approved: e.approved,
    scheduled_minutes: scheduled(e.date),
  });
  const ledgerYears = (type: DayOffTypeRow, planned: readonly PlannedEntry[] = []): LedgerYear[] =>
    chain(type).map((link) =>
      ledgerYearOf(
        link,
        exception(link.id),
        fullDay(link.year),
        [
          ...entries.filter((e) => e.day_off_type_id === link.id).map(ledgerEntry),
          ...planned.filter((p) => p.dayOffTypeId === link.id).map((p) => p.entry),
        ],
        limits.corrections.filter((c) => c.day_off_type_id === link.id),
      ),
    );
  return {
    schedules,
    scheduled,
    fullDay,
    entries,
    chain,
    exception,
    ledgerEntry,
    usage(type) {
      const results = ledger(ledgerYears(type), todayIso);
      return usageItem(type, exception(type.id), results[results.length - 1]);
    },
    limitCheck(type, planned) {
      const mine = planned.filter((p) => p.dayOffTypeId === type.id);
      const earlier = planned.filter((p) => p.dayOffTypeId !== type.id);
      return requestLimitCheck(
        ledgerYears(type, earlier),
        mine.map((p) => p.entry),
        todayIso,
      );
    },
  };
}
