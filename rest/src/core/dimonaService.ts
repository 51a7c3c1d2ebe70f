// The boundary to the Belgian social-security service that receives Dimona declarations (part 2 §4, §7). Nothing here
// talks to it: LocalDimonaService records each declaration and answers as the service does (a command id at once,
// the verdict later), so a real connector can replace it by implementing DimonaService (see README "Dimona").
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';

export type DimonaDeclarationStatus = 'submitted' | 'accepted' | 'refused' | 'cancelled';
export type DimonaAction = 'in' | 'update' | 'cancel';

export interface DimonaSubmission {
  companyId: number;
  employeeId: number;
  integrationId: number | null;
  action: DimonaAction;
  /** ISO date of the contract's start. */
  contractStartDate: string;
  /** The part 2 §7 payload as sent. */
  payload: Record<string, unknown>;
  lateCodes: readonly string[];
  userId: number;
}

export interface DimonaService {
  /**
   * Sends a declaration inside the caller's transaction: the record and the sending stand or fall together. Answers
   * the service's command id (part 2 §4 "after a successful edit the call returns a command_id").
   */
  submit(tx: Queryable, submission: DimonaSubmission): Promise<{ commandId: string; status: DimonaDeclarationStatus }>;
  /** Collects the verdicts of a person's declarations still submitted (the service answers asynchronously). */
  collectAnswers(db: Queryable, companyId: number, employeeId: number): Promise<void>;
}

/**
 * The local stand-in: the declaration is stored as submitted with a command id; the service's verdict arrives after
 * `answerAfterSeconds` (DIMONA_LOCAL_ANSWER_SECONDS, default 300), as accepted: what the form and the REST API let
 * through is what the service accepts. A person's pending-Dimona warning (part 1 §2) lasts while one is submitted.
 */
export class LocalDimonaService implements DimonaService {
  constructor(private readonly answerAfterSeconds = Number(process.env.DIMONA_LOCAL_ANSWER_SECONDS ?? 300)) {}

  async submit(tx: Queryable, s: DimonaSubmission) {
    const commandId = randomUUID();
    // A later declaration for the same day replaces the ones still waiting.
    await tx.query(
      `UPDATE dimona_declarations SET status = 'cancelled', answered_at = now()
        WHERE company_id = $1 AND employee_id = $2 AND contract_start_date = $3::date AND status = 'submitted'`,
      [s.companyId, s.employeeId, s.contractStartDate],
    );
    await tx.query(
      `INSERT INTO dimona_declarations (company_id, employee_id, integration_id, command_id, action, status, contract_start_date, payload, late_codes, created_by)
       VALUES ($1, $2, $3, $4, $5, 'submitted', $6::date, $7::jsonb, $8::text[], $9)`,
      [
        s.companyId,
        s.employeeId,
        s.integrationId,
        commandId,
        s.action,
        s.contractStartDate,
        JSON.stringify(s.payload),
        [...s.lateCodes],
        s.userId,
      ],
    );
    await tx.query('UPDATE employees SET pending_dimona = 1 WHERE company_id = $1 AND id = $2', [
      s.companyId,
      s.employeeId,
    ]);
    return { commandId, status: 'submitted' as const };
  }

  async collectAnswers(db: Queryable, companyId: number, employeeId: number) {
    const answered = await db.query(
      `UPDATE dimona_declarations SET status = 'accepted', answered_at = now()
        WHERE company_id = $1 AND employee_id = $2 AND status = 'submitted' AND created_at <= now() - make_interval(secs => $3)
        RETURNING id`,
      [companyId, employeeId, this.answerAfterSeconds],
    );
    if (answered.length === 0) return;
    await db.query(
      `UPDATE employees SET pending_dimona = 0 WHERE company_id = $1 AND id = $2
          AND NOT EXISTS (SELECT 1 FROM dimona_declarations d WHERE d.company_id = $1 AND d.employee_id = $2 AND d.status = 'submitted')`,
      [companyId, employeeId],
    );
  }
}

/** The one service of the process; a real connector is set here. */
export const dimonaService: DimonaService = new LocalDimonaService();
