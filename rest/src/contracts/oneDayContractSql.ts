// The SQL of one-day contracts (part 1 §3 calendar one_day_contracts, §7 "Delete contract"): a person's days, deleting
// one, and cancelling the Dimona declarations of that day (part 2 §4 "a one-day cancel").
import type { Queryable } from '../core/db';

export interface OneDayContractDay {
  employee_id: number;
  /** YYYY-MM-DD. */
  date: string;
  contract_type: 'Flex' | 'Extra' | 'Student';
}

/** A person's one-day contracts, the latest day first. */
export async function oneDayContractDays(
  db: Queryable,
  companyId: number,
  employeeId: number,
): Promise<OneDayContractDay[]> {
  return db.query<OneDayContractDay>(
    'SELECT employee_id, date, contract_type FROM one_day_contracts WHERE company_id = $1 AND employee_id = $2 ORDER BY date DESC',
    [companyId, employeeId],
  );
}

/** Deletes the person's one-day contract of a day; answers its type, undefined when there was none. */
export async function deleteOneDayContract(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  date: string,
): Promise<string | undefined> {
  const [deleted] = await tx.query<{ contract_type: string }>(
    'DELETE FROM one_day_contracts WHERE company_id = $1 AND employee_id = $2 AND date = $3::date RETURNING contract_type',
    [companyId, employeeId, date],
  );
  return deleted?.contract_type;
}

/** Cancels the submitted or accepted declarations of the person's day; answers their integration ids. */
export async function cancelDayDeclarations(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  date: string,
): Promise<{ integration_id: number | null }[]> {
  return tx.query<{ integration_id: number | null }>(
    `UPDATE dimona_declarations SET status = 'cancelled', answered_at = now()
      WHERE company_id = $1 AND employee_id = $2 AND contract_start_date = $3::date AND status IN ('submitted', 'accepted')
      RETURNING integration_id`,
    [companyId, employeeId, date],
  );
}
