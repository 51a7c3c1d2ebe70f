// Demo data for Dimona: Demo Belgium's integration reports its paritair comités and flexi lists, its
// one-day Flex and Extra contracts carry hours and a paritair comité, and each was declared (accepted). The ones in
// the past (10 and 3 days ago) are already late to edit (part 2 §4); the ones ahead are not yet.
import { addDays } from '@people/domain/dates';
import type { Queryable } from '../core/db';

export const DEMO_DIMONA_METADATA = {
  parcoms: ['302', '200', '118.03', '124', '100', '145.01'],
  flexi_joint_committees: ['302'],
  flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: null }],
  // Asked by the form once enable_rsz_categories is on (part 2 §5, §6); 058 is the category of PC 118 Flex.
  rsz_categories: ['015', '058'],
  divisions: [],
};

// part 2 §5: PC 302 (hotels and catering) offers both Flex and Extra; a Flex evening shift, an Extra day shift. PC 302
// presets no employment status (part 2 §4): these are Workmen with risk class 001; the Student of PC 200 an Employee.
const HOURS = {
  Flex: { parcom: '302', start: 1080, end: 1320, planned: null, status: 'Workman', risk: '001' },
  Extra: { parcom: '302', start: 540, end: 1020, planned: null, status: 'Workman', risk: '001' },
  Student: { parcom: '200', start: 540, end: 1020, planned: 8, status: 'Employee', risk: '401' },
} as const;

// Days from today of the one-day contracts of the first three people, whatever the profile seed gave them: each type
// ahead of today, a Flex already late to edit (3 days ago).
const CONTRACTS: [person: number, offset: number, type: 'Flex' | 'Extra' | 'Student'][] = [
  [0, 3, 'Flex'],
  [0, -3, 'Flex'],
  [0, 10, 'Extra'],
  [1, 3, 'Extra'],
  [1, 10, 'Flex'],
  [1, 5, 'Student'],
  [2, 3, 'Student'],
  [2, 1, 'Flex'],
];

export async function seedDimona(tx: Queryable, companyId: number, today: string): Promise<void> {
  const [company] = await tx.query<{ country_code: string }>('SELECT country_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  if (company?.country_code !== 'BE') return; // Dimona is Belgian
  const people = await tx.query<{ id: number }>(
    'SELECT id FROM employees WHERE company_id = $1 AND deleted = 0 AND join_date <= $2::date ORDER BY id LIMIT 3',
    [companyId, today],
  );
  for (const [index, offset, type] of CONTRACTS) {
    if (!people[index]) continue;
    await tx.query(
      `INSERT INTO one_day_contracts (company_id, employee_id, date, contract_type) VALUES ($1, $2, $3::date, $4)
       ON CONFLICT (employee_id, date) DO UPDATE SET contract_type = excluded.contract_type`,
      [companyId, people[index].id, addDays(today, offset), type],
    );
  }
  await tx.query(
    `UPDATE payroll_integrations SET reported_metadata_json = $2::jsonb, max_extra_shifts = 3
      WHERE company_id = $1 AND 'dimona-edit/push' = ANY(features)`,
    [companyId, JSON.stringify(DEMO_DIMONA_METADATA)],
  );
  for (const [type, h] of Object.entries(HOURS)) {
    await tx.query(
      `UPDATE one_day_contracts SET parcom = $3, start_minutes = $4, end_minutes = $5, planned_hours = $6, employment_status = $7, risk_class = $8
        WHERE company_id = $1 AND contract_type = $2`,
      [companyId, type, h.parcom, h.start, h.end, h.planned, h.status, h.risk],
    );
  }
  await tx.query(
    `INSERT INTO dimona_declarations (company_id, employee_id, integration_id, command_id, action, status, contract_start_date, payload, created_at, answered_at)
     SELECT o.company_id, o.employee_id, i.id, 'demo-' || o.company_id || '-' || o.employee_id || '-' || to_char(o.date, 'YYYYMMDD'), 'in', 'accepted', o.date,
            jsonb_build_object('employee_id', o.employee_id, 'contract_start_date', to_char(o.date, 'DD/MM/YYYY'), 'StartingHour', o.start_minutes,
              'EndingHour', o.end_minutes, 'PauseMinutes', o.pause_minutes, 'PlannedHoursNbr', o.planned_hours, 'extra_shifts', o.extra_shifts,
              'ContractType', o.contract_type, 'Parcom', o.parcom),
            o.date - 14, o.date - 14
       FROM one_day_contracts o
       JOIN payroll_integrations i ON i.company_id = o.company_id AND 'dimona-edit/push' = ANY(i.features)
      WHERE o.company_id = $1 AND o.contract_type IN ('Flex', 'Extra')`,
    [companyId],
  );
}
