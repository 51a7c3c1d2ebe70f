// Demo verzuim for Demo Nederland, whose integration has daysoff/verzuim: a short sick leave that ended, a
// long one in about its tenth week with a 50% partial recovery, one starting next week, and one after a work accident.
// Relative to today, written through the same SQL as the routes (verzuimSql), so the sick days are in the calendar.
// Positions 20–29 of the company have no verzuim: the browser test reports one there.
import { addDays, weekdayMondayFirst } from '@people/domain/dates';
import type { Queryable } from '../core/db';
import { writeSickDays, type VerzuimRow } from '../verzuim/sql';

/** Dutch positions without demo verzuim, for the browser tests. */
export const VERZUIM_FREE_POSITIONS = { from: 20, to: 29 } as const;

const BLANK: Omit<VerzuimRow, 'id' | 'employee_id' | 'start_date'> = {
  end_date: null,
  status: 'REPORTED_SICK',
  duration_type: 'all_day',
  vangnetbepaling: 0,
  work_accident: 0,
  traffic_accident: 0,
  duration_minutes_on_first_day: null,
  custom_duration_minutes_per_day: null,
  expected_recovery_date: null,
  notification_date: null,
  notification_time: null,
  recovery_percentage: null,
  average_weekly_minutes: null,
  initial_verzuim_id: null,
  previous_verzuim_id: null,
};

const COLUMNS = Object.keys(BLANK) as (keyof typeof BLANK)[];

async function insert(
  tx: Queryable,
  companyId: number,
  userId: number | null,
  item: Omit<VerzuimRow, 'id'>,
  today: string,
): Promise<VerzuimRow> {
  const columns = ['employee_id', 'start_date', ...COLUMNS] as const;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO verzuim_items (company_id, created_by, ${columns.join(', ')}) VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
    [companyId, userId, ...columns.map((c) => item[c])],
  );
  const created = { ...item, id: row.id };
  await writeSickDays(tx, companyId, userId ?? 0, created, today);
  await tx.query(
    `INSERT INTO activity_items (company_id, employee_id, event_type, event_info_json, related_user_id) VALUES ($1, $2, $3, '{}'::jsonb, $4)`,
    [companyId, item.employee_id, item.end_date === null ? 'verzuim_added' : 'verzuim_ended', userId],
  );
  return created;
}

/** The Monday of the week of `date`. */
const monday = (date: string) => addDays(date, -weekdayMondayFirst(date));

export async function seedVerzuim(tx: Queryable, companyId: number, today: string): Promise<void> {
  const [company] = await tx.query<{ country_code: string }>('SELECT country_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  if (company?.country_code !== 'NL') return;
  const people = await tx.query<{ id: number }>(
    'SELECT id FROM employees WHERE company_id = $1 AND deleted = 0 ORDER BY id',
    [companyId],
  );
  const [admin] = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE company_id = $1 AND admin = 1 ORDER BY id LIMIT 1',
    [companyId],
  );
  const userId = admin?.id ?? null;
  const at = (position: number) => people[position - 1]?.id;
  const thisMonday = monday(today);
  const time = '08:30';

  // A short sick leave (flu) that ended: three working days, two months ago.
  const short = monday(addDays(today, -60));
  if (at(2))
    await insert(
      tx,
      companyId,
      userId,
      {
        ...BLANK,
        employee_id: at(2),
        start_date: short,
        end_date: addDays(short, 2),
        notification_date: short,
        notification_time: time,
      },
      today,
    );

  // A long one in its tenth week, back at work for half of each day since last Monday.
  const long = addDays(thisMonday, -9 * 7);
  if (at(5)) {
    const first = await insert(
      tx,
      companyId,
      userId,
      {
        ...BLANK,
        employee_id: at(5),
        start_date: long,
        notification_date: long,
        notification_time: time,
        end_date: addDays(thisMonday, -8),
        vangnetbepaling: 1,
      },
      today,
    );
    await insert(
      tx,
      companyId,
      userId,
      {
        ...first,
        start_date: addDays(thisMonday, -7),
        end_date: null,
        status: 'PARTIALLY_RECOVERED',
        recovery_percentage: 50,
        initial_verzuim_id: first.id,
        previous_verzuim_id: first.id,
        expected_recovery_date: addDays(thisMonday, 28),
      },
      today,
    );
  }

  // One starting next week (a planned operation), expected back two weeks later.
  const next = addDays(thisMonday, 7);
  if (at(7))
    await insert(
      tx,
      companyId,
      userId,
      {
        ...BLANK,
        employee_id: at(7),
        start_date: next,
        expected_recovery_date: addDays(next, 14),
        notification_date: today,
        notification_time: '14:15',
      },
      today,
    );

  // A work accident in the warehouse: two weeks off, half of the first day.
  const accident = addDays(thisMonday, -28);
  if (at(11)) {
    await insert(
      tx,
      companyId,
      userId,
      {
        ...BLANK,
        employee_id: at(11),
        start_date: accident,
        end_date: addDays(accident, 11),
        work_accident: 1,
        duration_minutes_on_first_day: 240,
        notification_date: accident,
        notification_time: '13:05',
      },
      today,
    );
  }
}
