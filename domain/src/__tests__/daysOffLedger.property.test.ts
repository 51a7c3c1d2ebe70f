// Property tests of the days-off ledger: random sequences of requests, approvals, grants, removals, days
// passing and year ends, for a minute-limited and a day-limited type that transfer unused amounts for 3 months.
import fc from 'fast-check';
import { addDays, transferExpiryDate } from '../dates';
import type { Limitation } from '../daysOff';
import {
  entryAmount,
  ledger,
  requestLimitCheck,
  type LedgerEntry,
  type LedgerYear,
  type LedgerYearResult,
} from '../daysOffLedger';

const FIRST_YEAR = 2025;
const FULL_DAY = 456;
const EXPIRY_MONTHS = 3;

type Op =
  | { kind: 'request'; dayOfYear: number; amount: number; approved: boolean; override: boolean }
  | { kind: 'approve'; pick: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'grant'; amount: number }
  | { kind: 'pass'; days: number }
  | { kind: 'yearEnd' };

const op = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('request' as const), // Days around the expiry (1 April is day 90, or 91 in a leap year) come often, the boundary is the point.
      dayOfYear: fc.oneof(fc.integer({ min: 0, max: 364 }), fc.constantFrom(89, 90, 91)),
      amount: fc.integer({ min: 0, max: 4 }),
      approved: fc.boolean(),
      override: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pass' as const), days: fc.integer({ min: 1, max: 120 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'yearEnd' as const }) },
);

interface Variant {
  limitation: Limitation;
  /** The yearly maximum and a grant step, in the variant's unit. */
  max: number;
  step: number;
  entry(date: string, amount: number, approved: boolean): LedgerEntry;
}

const VARIANTS: [string, Variant][] = [
  [
    'minutes',
    {
      limitation: 'limit_in_minutes',
      max: 1200,
      step: 120,
      entry: (date, amount, approved) => ({
        date,
        am_pm_hint: 'custom',
        duration_minutes: 60 + amount * 90,
        approved,
        scheduled_minutes: FULL_DAY,
      }),
    },
  ],
  [
    'days',
    {
      limitation: 'limit_in_days',
      max: 6,
      step: 1,
      entry: (date, amount, approved) => ({
        date,
        am_pm_hint: amount % 2 === 0 ? 'all_day' : amount === 1 ? 'am' : 'pm',
        duration_minutes: amount % 2 === 0 ? null : 228,
        approved,
        scheduled_minutes: FULL_DAY,
      }),
    },
  ],
];

interface State {
  today: string;
  maxByYear: Map<number, number>;
  entries: Map<number, LedgerEntry[]>;
  overrideUsed: boolean;
}

function years(variant: Variant, state: State): LedgerYear[] {
  return [...state.maxByYear.keys()].sort().map((y) => ({
    year: y,
    limitation: variant.limitation,
    max_yearly_amount_days: variant.limitation === 'limit_in_days' ? (state.maxByYear.get(y) as number) : null,
    max_yearly_amount_minutes: variant.limitation === 'limit_in_days' ? null : (state.maxByYear.get(y) as number),
    transfer_unused_amounts: 1,
    transfer_amounts_expiry_months: EXPIRY_MONTHS,
    accrual_minutes_per_month: null,
    full_day_minutes: FULL_DAY,
    entries: state.entries.get(y) ?? [],
    corrections: [],
  }));
}

function run(variant: Variant, ops: Op[], check: (state: State, results: LedgerYearResult[]) => void): void {
  const state: State = {
    today: `${FIRST_YEAR}-01-01`,
    maxByYear: new Map([[FIRST_YEAR, variant.max]]),
    entries: new Map(),
    overrideUsed: false,
  };
  const currentYear = () => Number(state.today.slice(0, 4));
  for (const o of ops) {
    const y = currentYear();
    if (o.kind === 'request') {
      const entry = variant.entry(addDays(`${y}-01-01`, Math.min(o.dayOfYear, 364)), o.amount, o.approved);
      const refused = requestLimitCheck(years(variant, state), [entry], state.today) !== null;
      if (refused && !o.override) continue;
      if (refused) state.overrideUsed = true;
      state.entries.set(y, [...(state.entries.get(y) ?? []), entry]);
    } else if (o.kind === 'approve' || o.kind === 'remove') {
      const list = state.entries.get(y) ?? [];
      if (list.length === 0) continue;
      const i = o.pick % list.length;
      state.entries.set(
        y,
        o.kind === 'remove'
          ? list.filter((_, j) => j !== i)
          : list.map((e, j) => (j === i ? { ...e, approved: true } : e)),
      );
    } else if (o.kind === 'grant') {
      state.maxByYear.set(y, (state.maxByYear.get(y) as number) + o.amount * variant.step);
    } else if (o.kind === 'pass') {
      const next = addDays(state.today, o.days);
      state.today = Number(next.slice(0, 4)) === y ? next : `${y}-12-31`;
    } else {
      state.today = `${y + 1}-01-01`;
      state.maxByYear.set(y + 1, variant.max);
    }
    check(state, ledger(years(variant, state), state.today));
  }
}

const unitOf = (variant: Variant, entry: LedgerEntry) =>
  variant.limitation === 'limit_in_days' ? entryAmount(entry).days : entryAmount(entry).minutes;

describe.each(VARIANTS)('the ledger of a %s-limited type', (_name, variant) => {
  it('A balance never goes negative unless an override was used', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        run(variant, ops, (state, results) => {
          if (!state.overrideUsed) for (const r of results) expect(r.balance ?? 0).toBeGreaterThanOrEqual(-1e-9);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('part 1 §4: expired minutes are exactly the transferred minutes not used by the expiry date', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        run(variant, ops, (state, results) => {
          let carried = 0;
          for (const r of results) {
            const expiry = transferExpiryDate(r.year, EXPIRY_MONTHS) as string;
            const entries = state.entries.get(r.year) ?? [];
            const beforeExpiry = entries.filter((e) => e.date < expiry).reduce((sum, e) => sum + unitOf(variant, e), 0);
            const usedOfTransfer = Math.min(carried, beforeExpiry);
            const expired = state.today >= expiry ? carried - usedOfTransfer : 0;
            const perUnit = variant.limitation === 'limit_in_days' ? FULL_DAY : 1;
            expect([r.transferred_minutes, r.used_before_expiry_minutes, r.expired_minutes]).toEqual([
              Math.round(carried * perUnit),
              Math.round(usedOfTransfer * perUnit),
              Math.round(expired * perUnit),
            ]);
            // What this year leaves: its own budget minus what the transfer did not cover.
            const used = entries.reduce((sum, e) => sum + unitOf(variant, e), 0);
            carried = Math.max(0, (state.maxByYear.get(r.year) as number) - (used - usedOfTransfer));
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('Removing an entry restores the balance exactly, wherever it sits among the others', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 40 }),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 0, max: 4 }),
        fc.nat(),
        (ops, day, amount, at) => {
          let state: State | null = null;
          run(variant, [...ops, { kind: 'pass', days: 1 }], (s) => {
            state = s;
          });
          const s = state as unknown as State;
          const before = ledger(years(variant, s), s.today);
          const y = Number(s.today.slice(0, 4));
          const list = s.entries.get(y) ?? [];
          const extra = variant.entry(addDays(`${y}-01-01`, day), amount, false);
          const position = at % (list.length + 1);
          s.entries.set(y, [...list.slice(0, position), extra, ...list.slice(position)]);
          const added = ledger(years(variant, s), s.today);
          s.entries.set(y, list);
          expect(added.map((r) => r.minutes_not_approved)).not.toEqual(before.map((r) => r.minutes_not_approved));
          expect(ledger(years(variant, s), s.today)).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });
});
