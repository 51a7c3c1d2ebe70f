// Demo data of budgets and commutes (spec part 2 §3 Budget, Budget item, Commute, §4 Commutes; part 1 §4 the
// red usage bar). Deterministic, relative to today. Per company (people by their position, Demo Belgium 1–60, Demo
// Nederland 61–100; archived people get none):
//   budget defaults   this year and last year: Opleidingsbudget 1500 and Fietsleasing 1000 (BE) or Thuiswerkbudget 750 (NL)
//   budgets           this year: every third person an Opleidingsbudget with items, every fifth a second-type budget;
//                     the company's second person has a Fietsleasing (BE) / Thuiswerkbudget (NL) over its maximum;
//                     person 1 (61) also has last year's Opleidingsbudget and a Sportabonnement of a custom type
//   commutes          every other person a fixed commute; every sixth (from the first) a fixed one, then a variable one
//                     from 1 January of last year, with the days of the last three months saved; each change in the audit log
// Kept for the browser test: Belgian person 22 has a variable commute (bicycle, 12 km) after a fixed one (car, 18 km)
// and an Opleidingsbudget of 1500 with two items; person 23 has neither budget nor commute.
import { addDays, daysInMonth, yearOf } from '@people/domain/dates';
import type { Queryable } from '../core/db';
import { insertRows } from './profile';
import type { Row } from './profileCatalogue';
import { seededRandom } from './random';

const ITEMS = [
  'Training course',
  'Conference ticket',
  'Books',
  'Online course',
  'Workshop',
  'Certification exam',
  'Language lessons',
];
const TRANSPORTS = ['car', 'public_transport', 'bicycle', 'carpool', 'motorbike', 'walking'] as const;

interface PersonRow {
  id: number;
  index: number;
  deleted: number;
}

export async function seedBudgetsCommutes(
  tx: Queryable,
  companyId: number,
  seed: number,
  today: string,
): Promise<void> {
  const rnd = seededRandom(seed);
  const [{ country_code: country }] = await tx.query<{ country_code: string }>(
    'SELECT country_code FROM companies WHERE id = $1',
    [companyId],
  );
  const people = await tx.query<PersonRow>(
    'SELECT id, (row_number() OVER (ORDER BY id))::int - 1 AS index, deleted FROM employees WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
  const [admin] = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE company_id = $1 AND admin = 1 ORDER BY id LIMIT 1',
    [companyId],
  );
  const year = yearOf(today);
  const second = country === 'BE' ? { type: 'Fietsleasing', maximum: 1000 } : { type: 'Thuiswerkbudget', maximum: 750 };
  const defaults: Row[] = [];
  for (const y of [year - 1, year])
    defaults.push([companyId, y, 'Opleidingsbudget', 1500], [companyId, y, second.type, second.maximum]);
  await insertRows(tx, 'budget_defaults', ['company_id', 'year', 'budget_type', 'maximum'], defaults);

  const active = people.filter((p) => p.deleted === 0);
  const budgets: Row[] = [];
  const plannedItems: [number, string, number][][] = [];
  for (const p of active) {
    const position = p.index + 1;
    if (position === 22 && country === 'BE') {
      budgets.push([companyId, p.id, 'Opleidingsbudget', year, 1500]);
      plannedItems.push([
        [0, 'Conference ticket', 450],
        [0, 'Books', 89.9],
      ]);
      continue;
    }
    if (position === 23) continue;
    if (p.index % 3 === 0) {
      budgets.push([companyId, p.id, 'Opleidingsbudget', year, 1500]);
      plannedItems.push(
        Array.from(
          { length: rnd.int(0, 3) },
          () => [0, rnd.pick(ITEMS), rnd.int(20, 400) + rnd.int(0, 99) / 100] as [number, string, number],
        ),
      );
    }
    if (p.index % 5 === 1) {
      budgets.push([companyId, p.id, second.type, year, second.maximum]);
      // part 1 §4: the company's second person is over the maximum (a red bar).
      plannedItems.push(
        p.index === 1
          ? [
              [0, 'Purchase', second.maximum * 0.85],
              [0, 'Accessories', second.maximum * 0.32],
            ]
          : [[0, 'Purchase', rnd.int(100, second.maximum / 2)]],
      );
    }
    if (p.index === 0) {
      budgets.push(
        [companyId, p.id, 'Opleidingsbudget', year - 1, 1500],
        [companyId, p.id, 'Sportabonnement', year, 400],
      );
      plannedItems.push([[0, 'Leadership course', 1200]], [[0, 'Gym membership', 240]]);
    }
  }
  const budgetIds = await insertRows(
    tx,
    'budgets',
    ['company_id', 'employee_id', 'budget_type', 'year', 'maximum'],
    budgets,
  );
  const items: Row[] = [];
  budgetIds.forEach((id, i) => {
    plannedItems[i].forEach(([, name, cost], k) =>
      items.push([
        companyId,
        id,
        name,
        Math.round(cost * 100) / 100,
        admin?.id ?? null,
        `${addDays(today, -60 + k * 7)}T10:00:00Z`,
      ]),
    );
  });
  if (items.length > 0)
    await insertRows(
      tx,
      'budget_items',
      ['company_id', 'budget_id', 'item_name', 'cost', 'created_by', 'created_at'],
      items,
    );

  // Commutes: the history and its audit log (before, after), written by the company's admin on each start date.
  const commutes: Row[] = [];
  const variable: Row[] = [];
  const audit: Row[] = [];
  const state = (c: { type: string; transport: string; km: number; days: number | null; start: string }) => ({
    type: c.type,
    transport_type: c.transport,
    distance_km: c.km,
    days_per_week: c.days,
    start_date: c.start,
  });
  const lastYear = `${year - 1}-01-01`;
  for (const p of active) {
    const position = p.index + 1;
    if (position === 23) continue;
    const isVariable = p.index % 6 === 0 || (position === 22 && country === 'BE');
    if (!isVariable && p.index % 2 !== 0) continue;
    const fixed = {
      type: 'fixed',
      transport: position === 22 ? 'car' : rnd.pick(TRANSPORTS),
      km: position === 22 ? 18 : rnd.int(2, 60) + rnd.int(0, 9) / 10,
      days: position === 22 ? 5 : rnd.int(3, 5),
      start: `${year - 3}-0${rnd.int(1, 9)}-01`,
    };
    commutes.push([companyId, p.id, fixed.type, fixed.transport, fixed.km, fixed.days, fixed.start]);
    audit.push([
      companyId,
      p.id,
      admin.id,
      'commute_updated',
      null,
      JSON.stringify(state(fixed)),
      `${fixed.start}T09:00:00Z`,
    ]);
    if (!isVariable) continue;
    const later = {
      type: 'variable',
      transport: position === 22 ? 'bicycle' : rnd.pick(TRANSPORTS),
      km: position === 22 ? 12 : rnd.int(2, 40),
      days: null,
      start: lastYear,
    };
    commutes.push([companyId, p.id, later.type, later.transport, later.km, later.days, later.start]);
    audit.push([
      companyId,
      p.id,
      admin.id,
      'commute_updated',
      JSON.stringify(state(fixed)),
      JSON.stringify(state(later)),
      `${later.start}T09:00:00Z`,
    ]);
    // The last three whole months before today's.
    for (let back = 3; back >= 1; back--) {
      const month0 = (Number(today.slice(5, 7)) - 1 - back + 12) % 12;
      const y = Number(today.slice(5, 7)) - 1 - back < 0 ? year - 1 : year;
      const month = month0 + 1;
      const days = Math.min(daysInMonth(y, month), rnd.int(8, 20));
      variable.push([companyId, p.id, y, month, days, later.transport]);
      const savedOn = `${y}-${String(month).padStart(2, '0')}-${String(daysInMonth(y, month)).padStart(2, '0')}T16:00:00Z`;
      audit.push([
        companyId,
        p.id,
        admin.id,
        'variable_days_saved',
        null,
        JSON.stringify({ year: y, month, days, transport_type: later.transport }),
        savedOn,
      ]);
    }
  }
  await insertRows(
    tx,
    'commutes',
    ['company_id', 'employee_id', 'type', 'transport_type', 'distance_km', 'days_per_week', 'start_date'],
    commutes,
  );
  if (variable.length > 0)
    await insertRows(
      tx,
      'commute_variable_days',
      ['company_id', 'employee_id', 'year', 'month', 'days', 'transport_type'],
      variable,
    );
  if (audit.length > 0)
    await insertRows(
      tx,
      'commute_audit_log',
      ['company_id', 'employee_id', 'actor_user_id', 'action', 'before', 'after', 'created_at'],
      audit,
    );
}
