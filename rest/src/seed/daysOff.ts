// Demo data of days off: per company and for last year, this year and next year the day-off types, the
// ruleset holding the holiday types, the public holidays as company days off, and for every active person a year of
// days off on their working days: holidays taken (approved) earlier, some pending later, sick days, half days, and
// last year's unused legal days transferred and about to expire. Deterministic (seededRandom), relative to today.
//
// Kept for the days-off browser tests: Belgian people at positions 40–48 (ids 40–48 in a fresh database) plan by the
// ruleset 'Verlof België', work a one-week Monday–Friday schedule (the wage seed), have this year exactly 18 of their
// 20 'Wettelijk verlof' days planned (2 left, none before 1 July, so a transfer from last year expires unused),
// nothing of 'Extralegaal verlof' (6 days left), and no days off in the first two weeks of July and of September.
import { seedLeaveRequests } from './leaveRequests';
import { addDays } from '@people/domain/dates';
import type { AmPmHint } from '@people/domain/daysOff';
import { halfDayMinutes } from '@people/domain/requestForm';
import type { YearSchedule } from '@people/domain/schedule';
import type { Queryable } from '../core/db';
import {
  BE_TYPES,
  HOLIDAY_COLORS,
  NL_TYPES,
  publicHolidays,
  RULESETS,
  type TypeKey,
  type TypePlan,
} from './daysOffCatalogue';
import { insertRows } from './profile';
import type { Row } from './profileCatalogue';
import { seededRandom, type Random } from './random';
import { personSchedules } from '../core/personSchedules';

/** Belgian positions the days-off browser tests plan on. */
export const DAYS_OFF_TEST_POSITIONS = { from: 40, to: 48 } as const;

interface Planned {
  date: string;
  key: TypeKey;
  hint: AmPmHint;
  /** Custom minutes; halves take half the day, all-day none. */
  minutes?: number;
}

/** One person's year: their working days (scheduled, not a company day off, not taken yet, not protected). */
class YearPlanner {
  readonly planned: Planned[] = [];
  private readonly taken = new Set<string>();

  constructor(
    private readonly rnd: Random,
    readonly year: number,
    private readonly schedule: YearSchedule,
    private readonly holidays: ReadonlySet<string>,
    private readonly protect: (date: string) => boolean,
  ) {}

  /** Free working days between two month-days of the year (MM-DD), optionally not after `until`. */
  free(from: string, to: string, until?: string): string[] {
    const dates: string[] = [];
    const last = until !== undefined && until < `${this.year}-${to}` ? until : `${this.year}-${to}`;
    for (let d = `${this.year}-${from}`; d <= last; d = addDays(d, 1)) {
      if ((this.schedule[d] ?? 0) > 0 && !this.holidays.has(d) && !this.taken.has(d) && !this.protect(d)) dates.push(d);
    }
    return dates;
  }

  /** n working days in a row (weekends and holidays skipped) from a random start in the window. */
  block(key: TypeKey, n: number, from: string, to: string, until?: string): number {
    const free = this.free(from, to, until);
    if (n <= 0 || free.length === 0) return 0;
    const start = this.rnd.int(0, Math.max(0, free.length - n));
    const days = free.slice(start, start + n);
    days.forEach((date) => this.add({ date, key, hint: 'all_day' }));
    return days.length;
  }

  /** n single days spread over the window. */
  singles(
    key: TypeKey,
    n: number,
    from: string,
    to: string,
    until?: string,
    hint: AmPmHint = 'all_day',
    minutes?: number,
  ): number {
    const free = this.free(from, to, until);
    let added = 0;
    while (added < n && free.length > 0) {
      const [date] = free.splice(this.rnd.int(0, free.length - 1), 1);
      this.add({ date, key, hint, minutes });
      added++;
    }
    return added;
  }

  minutesOf(p: Planned): number {
    const scheduled = this.schedule[p.date] ?? 0;
    return p.hint === 'all_day' ? scheduled : p.hint === 'custom' ? (p.minutes ?? 0) : halfDayMinutes(scheduled);
  }

  /** Drops the latest days of a type until its minutes fit (leave accrual and minute limits). */
  capMinutes(key: TypeKey, max: number): void {
    let total = this.planned.filter((p) => p.key === key).reduce((sum, p) => sum + this.minutesOf(p), 0);
    for (const p of [...this.planned].filter((x) => x.key === key).sort((a, b) => b.date.localeCompare(a.date))) {
      if (total <= max) break;
      total -= this.minutesOf(p);
      this.planned.splice(this.planned.indexOf(p), 1);
      this.taken.delete(p.date);
    }
  }

  private add(p: Planned): void {
    this.planned.push(p);
    this.taken.add(p.date);
  }
}

interface PersonFacts {
  position: number;
  today: string;
  test: boolean;
}

const before = (today: string) => addDays(today, -1);

function planBelgium(p: YearPlanner, facts: PersonFacts, rnd: Random): void {
  const thisYear = Number(facts.today.slice(0, 4));
  const { today, position, test } = facts;
  if (p.year === thisYear - 1) {
    const legal = test ? 20 : rnd.int(15, 19);
    const summer = p.block('legal', Math.min(10, legal - 2), '07-01', '08-31');
    const christmas = p.block('legal', Math.min(3, legal - 2 - summer), '12-20', '12-31');
    p.singles('legal', 1, '02-01', '11-30', undefined, 'am');
    p.singles('legal', 1, '02-01', '11-30', undefined, 'pm');
    p.singles('legal', legal - 1 - summer - christmas, '02-01', '11-30');
    p.singles('extralegal', 4, '03-01', '11-30');
    p.singles('extralegal', 2, '03-01', '11-30', undefined, 'pm');
    p.singles('adv', 8, '01-15', '12-15');
    for (let i = rnd.int(0, 2); i > 0; i--) p.block('sick', rnd.int(1, 3), '01-05', '12-15');
    p.singles('education', rnd.int(0, 2), '02-01', '11-30');
    if (position % 6 === 1) p.block('unemployment', 3, '02-01', '02-28');
    if (position % 4 === 0) p.singles('overtime', 2, '03-01', '10-31', undefined, 'custom', 120);
  } else if (p.year === thisYear && test) {
    // The browser tests' people: 18 legal days, none before 1 July nor in the first two weeks of July and September.
    const summer = p.block('legal', 10, '07-15', '08-31');
    p.singles('legal', 18 - summer, '09-15', '12-23');
    p.singles('adv', 3, '02-01', '05-31');
    p.block('sick', 2, '01-12', '03-31');
  } else if (p.year === thisYear) {
    // A few legal days before the transfer expires on 1 July, so part of last year's days is still about to expire.
    const early = p.singles('legal', rnd.int(0, 2), '01-05', '06-30', before(today));
    p.singles('legal', 1, '01-05', '06-30', before(today), 'am');
    const summer = p.block('legal', rnd.int(8, 10), '07-01', '08-31');
    p.block('legal', Math.min(3, 20 - 1 - early - summer), '12-21', '12-31');
    p.singles('extralegal', 2, '01-05', '12-15', before(today));
    p.singles('extralegal', 1, '01-05', '12-15', undefined, 'pm');
    p.singles('adv', 4, '01-05', '12-15', before(today));
    p.singles('adv', 3, '01-05', '12-15');
    p.block('sick', rnd.int(1, 4), '01-05', '12-15', before(today));
    if (position % 5 === 0) p.singles('sick', 1, '01-05', '12-15', before(today), 'am');
    if (position % 3 === 0) {
      p.singles('education', 1, '01-05', '12-15', before(today));
      p.singles('education', 1, '01-05', '12-15');
    }
    if (position % 6 === 1) p.block('unemployment', 2, '03-01', '04-30');
    if (position % 4 === 0) p.singles('overtime', 1, '01-05', '12-15', before(today), 'custom', 180);
  } else {
    if (position % 3 === 0) p.block('legal', 5, '02-09', '03-13');
    if (position % 4 === 1) p.singles('extralegal', 1, '04-01', '05-31');
  }
  p.capMinutes('adv', 12 * 456);
}

function planNetherlands(p: YearPlanner, facts: PersonFacts, rnd: Random): void {
  const thisYear = Number(facts.today.slice(0, 4));
  const { today, position } = facts;
  if (p.year === thisYear - 1) {
    p.block('statutory', 5, '04-20', '05-20');
    p.block('statutory', rnd.int(7, 10), '07-10', '08-25');
    p.block('statutory', 2, '12-22', '12-31');
    p.singles('statutory', 1, '02-01', '11-30', undefined, 'am');
    p.singles('statutory', rnd.int(0, 2), '02-01', '11-30');
    // Leaves at least a day of last year's hours, transferred and expiring on 1 July.
    p.capMinutes('statutory', 12 * 760 - 480);
    p.singles('extraStatutory', 2, '02-01', '11-30');
    for (let i = rnd.int(0, 2); i > 0; i--) p.block('sick', rnd.int(1, 3), '01-05', '12-15');
    p.singles('education', rnd.int(0, 1), '02-01', '11-30');
    p.singles('activity', 1, '05-01', '06-30', undefined, 'custom', 240);
    if (position % 2 === 0) p.singles('workingTime', 2, '03-01', '10-31');
  } else if (p.year === thisYear) {
    p.singles('statutory', rnd.int(1, 2), '01-05', '06-30', before(today));
    p.block('statutory', 10, '07-13', '08-28');
    p.block('statutory', 2, '12-22', '12-31');
    p.capMinutes('statutory', 12 * 760);
    p.singles('extraStatutory', 1, '01-05', '12-15', before(today));
    p.singles('extraStatutory', 1, '01-05', '12-15');
    p.block('sick', rnd.int(1, 3), '01-05', '12-15', before(today));
    if (position % 3 === 0) p.singles('education', 1, '01-05', '12-15', before(today));
    p.singles('activity', 1, '01-05', '12-15', before(today), 'custom', 180);
    if (position % 2 === 0) p.singles('workingTime', 1, '01-05', '12-15');
  } else if (position % 3 === 0) {
    p.block('statutory', 5, '02-16', '03-13');
  }
}

const typeColumns = [
  'company_id',
  'year',
  'type',
  'name',
  'color',
  'limitation',
  'default_limitation',
  'interpretation',
  'approval_needed',
  'allowed_selfservice',
  'allowed_request_options',
  'max_yearly_amount_days',
  'max_yearly_amount_minutes',
  'transfer_unused_amounts',
  'transfer_amounts_expiry_months',
  'note_required',
  'accrual_minutes_per_month',
  'belgian_unemployment',
];
const typeRow = (companyId: number, year: number, t: TypePlan): Row => [
  companyId,
  year,
  t.type,
  t.name,
  t.color,
  t.limitation,
  t.default_limitation,
  t.interpretation,
  t.approval_needed,
  t.allowed_selfservice,
  t.allowed_request_options,
  t.max_yearly_amount_days,
  t.max_yearly_amount_minutes,
  t.transfer_unused_amounts,
  t.transfer_amounts_expiry_months,
  t.note_required,
  t.accrual_minutes_per_month,
  t.belgian_unemployment,
];

/** Per-person exceptions and accrual corrections the settings pages show, by company position. */
const EXCEPTIONS: Record<
  'BE' | 'NL',
  { position: number; key: TypeKey; limitation: TypePlan['limitation']; days: number | null; minutes: number | null }[]
> = {
  BE: [
    { position: 2, key: 'legal', limitation: 'limit_in_days', days: 22, minutes: null },
    { position: 12, key: 'adv', limitation: 'unlimited', days: null, minutes: null },
  ],
  NL: [{ position: 3, key: 'extraStatutory', limitation: 'limit_in_minutes', days: null, minutes: 7 * 456 }],
};
const CORRECTIONS = [
  { position: 2, yearOffset: 0, monthDay: '01-15', minutes: 456, note: 'Jubileumdag (10 jaar in dienst)' },
  { position: 2, yearOffset: -1, monthDay: '09-01', minutes: 120, note: 'Afronding overgang nieuw rooster' },
  { position: 6, yearOffset: 0, monthDay: '03-01', minutes: -228, note: 'Correctie: te veel opgebouwd in januari' },
];

export async function seedDaysOff(tx: Queryable, companyId: number, seed: number, today: string): Promise<void> {
  const rnd = seededRandom(seed);
  const [company] = await tx.query<{ country_code: 'BE' | 'NL' }>('SELECT country_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  const country = company.country_code;
  const thisYear = Number(today.slice(0, 4));
  const years = [thisYear - 1, thisYear, thisYear + 1];
  const plans = country === 'BE' ? BE_TYPES : NL_TYPES;

  const typeIds = await insertRows(
    tx,
    'day_off_types',
    typeColumns,
    years.flatMap((y) => plans.map((t) => typeRow(companyId, y, t))),
  );
  const typeId = (key: TypeKey, year: number) =>
    typeIds[years.indexOf(year) * plans.length + plans.findIndex((t) => t.key === key)];
  const [rulesetId] = await insertRows(
    tx,
    'day_off_rulesets',
    ['company_id', 'name'],
    [[companyId, RULESETS[country].name]],
  );
  await insertRows(
    tx,
    'day_off_ruleset_types',
    ['ruleset_id', 'day_off_type_id', 'company_id', 'priority'],
    years.flatMap((y) => RULESETS[country].keys.map((key, i) => [rulesetId, typeId(key, y), companyId, i + 1])),
    'ruleset_id',
  );
  const holidays = new Map(years.map((y) => [y, publicHolidays(country, y)]));
  const holidayIds = await insertRows(
    tx,
    'company_days_off',
    ['company_id', 'date', 'special_name', 'color', 'country_code'],
    years.flatMap((y) => holidays.get(y)!.map((h) => [companyId, h.date, h.name, HOLIDAY_COLORS[country], country])),
  );
  const allHolidays = years.flatMap((y) => holidays.get(y)!);

  const people = await tx.query<{ id: number; deleted: number }>(
    'SELECT id, deleted FROM employees WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
  const active = people.map((p, i) => ({ ...p, position: i + 1 })).filter((p) => p.deleted === 0);
  await insertRows(
    tx,
    'employee_day_off_rulesets',
    ['employee_id', 'company_id', 'ruleset_id'],
    active.map((p) => [p.id, companyId, rulesetId]),
    'employee_id',
  );

  const entries: Row[] = [];
  // The holidays were planned by the ruleset (a replan may move them); ADV days are chosen by their type.
  const plannedBy = (key: TypeKey) => key !== 'adv' && RULESETS[country].keys.includes(key);
  const approval = (key: TypeKey) => plans.find((t) => t.key === key)!.approval_needed === 1;
  for (const person of active) {
    const schedules = await personSchedules(tx, companyId, person.id, years);
    const test =
      country === 'BE' &&
      person.position >= DAYS_OFF_TEST_POSITIONS.from &&
      person.position <= DAYS_OFF_TEST_POSITIONS.to;
    // The browser tests plan in the first two weeks of July and of September of this year.
    const protect = (date: string) =>
      test &&
      date.slice(0, 4) === String(thisYear) &&
      (/-07-(0\d|1[0-4])$/.test(date) || /-09-(0\d|1[0-4])$/.test(date));
    for (const year of years) {
      const planner = new YearPlanner(
        rnd,
        year,
        schedules.byYear.get(year) ?? {},
        new Set(holidays.get(year)!.map((h) => h.date)),
        protect,
      );
      const facts = { position: person.position, today, test };
      if (country === 'BE') planBelgium(planner, facts, rnd);
      else planNetherlands(planner, facts, rnd);
      for (const p of planner.planned) {
        const type = plans.find((t) => t.key === p.key)!;
        const half = p.hint === 'am' || p.hint === 'pm';
        const duration =
          p.hint === 'all_day'
            ? null
            : half
              ? Math.max(1, halfDayMinutes(schedules.byYear.get(year)?.[p.date] ?? 456))
              : (p.minutes as number);
        const approved = p.date < today || !approval(p.key) ? 1 : 0;
        entries.push([
          companyId,
          person.id,
          p.date,
          year,
          typeId(p.key, year),
          type.type,
          p.hint,
          p.hint === 'pm' ? 780 : 540,
          duration,
          approved,
          plannedBy(p.key) ? rulesetId : null,
        ]);
      }
    }
  }
  await insertRows(
    tx,
    'personal_days_off',
    [
      'company_id',
      'employee_id',
      'date',
      'year',
      'day_off_type_id',
      'type',
      'am_pm_hint',
      'start_minutes',
      'duration_minutes',
      'approved',
      'ruleset_id',
    ],
    entries,
  );

  await seedLeaveRequests(tx, companyId);

  const byPosition = (position: number) => active.find((p) => p.position === position)?.id;
  const exceptionRows = EXCEPTIONS[country].flatMap((x) => {
    const employeeId = byPosition(x.position);
    return employeeId === undefined
      ? []
      : years.map((y) => [companyId, typeId(x.key, y), employeeId, x.limitation, x.days, x.minutes]);
  });
  await insertRows(
    tx,
    'day_off_type_exceptions',
    [
      'company_id',
      'day_off_type_id',
      'employee_id',
      'limitation',
      'max_yearly_amount_days',
      'max_yearly_amount_minutes',
    ],
    exceptionRows,
  );
  if (country === 'NL') {
    const rows = CORRECTIONS.flatMap((c) => {
      const employeeId = byPosition(c.position);
      const year = thisYear + c.yearOffset;
      return employeeId === undefined
        ? []
        : [[companyId, typeId('statutory', year), employeeId, `${year}-${c.monthDay}`, c.minutes, c.note]];
    });
    await insertRows(
      tx,
      'accrual_corrections',
      ['company_id', 'day_off_type_id', 'employee_id', 'date', 'minutes', 'note'],
      rows,
    );
  }
  // One person works on a public holiday this year, so it is removed for them alone.
  const removal = country === 'BE' ? { position: 3, name: 'Wapenstilstand' } : { position: 4, name: 'Koningsdag' };
  const removedFor = byPosition(removal.position);
  const holidayIndex = allHolidays.findIndex((h) => h.name === removal.name && h.date.startsWith(`${thisYear}-`));
  if (removedFor !== undefined && holidayIndex >= 0) {
    await insertRows(
      tx,
      'company_day_off_removals',
      ['company_day_off_id', 'employee_id', 'company_id'],
      [[holidayIds[holidayIndex], removedFor, companyId]],
      'employee_id',
    );
  }
}
