// The writes of signing a contract (migration of contracts and contract_signatures; part 2 §4, §5, §7), beside the
// reads of sql.ts. Each runs inside the handler's transaction, on a contract the handler found in the caller's company.
import type { SignatureRequirements } from '@people/domain/contracts';
import type { Queryable } from '../core/db';

/** The contract's person as the signature provider is told (name and e-mail address). */
export async function contractEmployee(
  db: Queryable,
  employeeId: number,
): Promise<{ name: string; email: string | null }> {
  const [row] = await db.query<{ name: string; email: string | null }>(
    `SELECT first_name || ' ' || last_name AS name, email FROM employees WHERE id = $1`,
    [employeeId],
  );
  return row;
}

/** part 2 §4: the contract moves to the status its signatures give (domain statusAfterSignature). */
export async function setSignedStatus(tx: Queryable, contractId: number, status: string): Promise<void> {
  await tx.query(`UPDATE contracts SET status = $2, date_signed = now() WHERE id = $1`, [contractId, status]);
}

/** part 2 §4: one more provider step, and the state it answered. */
export async function recordProviderStep(tx: Queryable, contractId: number, state: string): Promise<void> {
  await tx.query('UPDATE contracts SET provider_state = $2, provider_attempts = provider_attempts + 1 WHERE id = $1', [
    contractId,
    state,
  ]);
}

/** The employee's signature, as the provider reported it (once). */
export async function insertEmployeeSignature(tx: Queryable, contractId: number, name: string): Promise<void> {
  await tx.query(
    `INSERT INTO contract_signatures (contract_id, signer, name) VALUES ($1, 'employee', $2) ON CONFLICT DO NOTHING`,
    [contractId, name],
  );
}

const flag = (value: boolean) => (value ? 1 : 0);

/** part 2 §7 setSigningMethod: the method and the signatures it requires. */
export async function setSigningMethod(
  tx: Queryable,
  contractId: number,
  requirements: SignatureRequirements,
): Promise<void> {
  await tx.query(
    'UPDATE contracts SET signers = $2, pdf_internal_signature_required = $3, pdf_employee_signature_required = $4 WHERE id = $1',
    [
      contractId,
      requirements.signingMethod,
      flag(requirements.internalSignatureRequired),
      flag(requirements.employeeSignatureRequired),
    ],
  );
}

/** part 2 §4 reset of the signing method: the signatures go, the contract is a draft without a method again. */
export async function resetSigning(tx: Queryable, contractId: number): Promise<void> {
  await tx.query('DELETE FROM contract_signatures WHERE contract_id = $1', [contractId]);
  await tx.query(
    `UPDATE contracts SET status = 'draft', signers = '{}', date_sent = NULL, provider_reference = NULL, provider_state = NULL WHERE id = $1`,
    [contractId],
  );
}

export interface SentContract {
  /** The content filled in, frozen when sent. */
  content_html: string;
  optional_message: string | null;
  preferred_email_address_type: string | null;
  requirements: SignatureRequirements;
  /** The provider's reference when the employee signs through it, else null. */
  provider_reference: string | null;
}

/** part 2 §4 draft → sent. */
export async function markSent(tx: Queryable, contractId: number, sent: SentContract): Promise<void> {
  await tx.query(
    `UPDATE contracts SET status = 'sent', date_sent = now(), content_html = $2, optional_message = $3, preferred_email_address_type = $4,
           signers = $5, pdf_internal_signature_required = $6, pdf_employee_signature_required = $7, provider_reference = $8, provider_state = $9 WHERE id = $1`,
    [
      contractId,
      sent.content_html,
      sent.optional_message,
      sent.preferred_email_address_type,
      sent.requirements.signingMethod,
      flag(sent.requirements.internalSignatureRequired),
      flag(sent.requirements.employeeSignatureRequired),
      sent.provider_reference,
      sent.provider_reference ? 'pending' : null,
    ],
  );
}

/** part 2 §4 signInternally: the first or second signer's drawn signature (a PNG). */
export async function insertInternalSignature(
  tx: Queryable,
  contractId: number,
  signer: 'first' | 'second',
  userId: number,
  name: string,
  png: Uint8Array,
): Promise<void> {
  await tx.query(
    'INSERT INTO contract_signatures (contract_id, signer, user_id, name, signature_png) VALUES ($1, $2, $3, $4, $5)',
    [contractId, signer, userId, name, Buffer.from(png)],
  );
}

/** The names of the company's users among ids. */
export async function userNames(
  db: Queryable,
  companyId: number,
  ids: number[],
): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>(
    'SELECT id, name FROM users WHERE company_id = $1 AND id = ANY($2::int[])',
    [companyId, ids],
  );
}
