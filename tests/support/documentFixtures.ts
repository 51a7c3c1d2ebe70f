// One stored document per person for the access matrices (a download decides on the document's person).
import type { Db } from '@people/rest/core/db';

export interface DocumentFixtures {
  documentOf(person: number): number;
}

/** Inserts, for every person of every company, one small text document with its file (a JSON string: the matrices read answers as JSON). */
export async function documentFixtures(db: Db): Promise<DocumentFixtures> {
  const rows = await db.query<{ id: number; employee_id: number }>(
    `INSERT INTO files (company_id, employee_id, filename, filesize_bytes, document_type, content, content_type)
     SELECT company_id, id, 'access-matrix.txt', 15, 'other', convert_to('"access matrix"', 'UTF8'), 'text/plain' FROM employees
     RETURNING id, employee_id`,
  );
  const byPerson = new Map(rows.map((row) => [row.employee_id, row.id]));
  return { documentOf: (person) => byPerson.get(person) ?? 999999 };
}
