// Real contracts per person for the access matrices (a route about one contract decides on its person, part 1
// §6 contract access). Every person of every company gets two, so another company's contract ids exist too:
//   a signed one: read routes answer it; a change ends in its state code (409, only a draft changes) and stores nothing
//   a soft-deleted one: delete and signInternally answer CONTRACT_DELETED (409) for a permitted caller
import type { Db } from '@people/rest/core/db';

export interface ContractFixtures {
  /** The person's signed contract of the access matrix (HTML, one internal signer, signed). */
  contractOf(person: number): number;
  /** The person's soft-deleted draft of the access matrix. */
  deletedContractOf(person: number): number;
}

export async function contractFixtures(db: Db): Promise<ContractFixtures> {
  const insert = (status: string, deleted: number) =>
    db.query<{ id: number; employee_id: number }>(
      `INSERT INTO contracts (company_id, employee_id, contract_name, status, content_html, file_type, pdf_internal_signature_required, deleted, date_sent, date_signed)
       SELECT company_id, id, 'Access matrix ${status}', $1::text, '<p>{full_name}</p>', 'html', 1, $2::int, CASE WHEN $1::text = 'signed' THEN now() END, CASE WHEN $1::text = 'signed' THEN now() END
         FROM employees RETURNING id, employee_id`,
      [status, deleted],
    );
  const [signed, deleted] = [await insert('signed', 0), await insert('draft', 1)];
  await db.query(
    `INSERT INTO contract_signatures (contract_id, signer, name) SELECT unnest($1::int[]), 'first', 'Access matrix'`,
    [signed.map((r) => r.id)],
  );
  const by = (rows: { id: number; employee_id: number }[]) => new Map(rows.map((r) => [r.employee_id, r.id]));
  const [signedOf, deletedOf] = [by(signed), by(deleted)];
  return {
    contractOf: (person) => signedOf.get(person) ?? 999999,
    deletedContractOf: (person) => deletedOf.get(person) ?? 999999,
  };
}

/**
 * Part 2 §7 uploadPDF as the web app sends it: multipart field `file`, contract_id in the query (the REST id, or through
 * the gateway also the Contract's global id). Answers the status, the JSON answer and the i18n_code header.
 */
export async function uploadPdf(
  origin: string,
  contractId: number | string,
  bytes: Uint8Array,
  token: string,
  filename = 'contract.pdf',
) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), filename);
  const response = await fetch(
    `${origin}/api/contracts/pdfbased/uploadPDF?contract_id=${encodeURIComponent(String(contractId))}`,
    {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return {
    status: response.status,
    statusText: response.statusText,
    i18nCode: response.headers.get('i18n_code'),
    body: await response.json(),
  };
}
