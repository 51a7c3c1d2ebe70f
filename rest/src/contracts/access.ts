// Who may read and change a contract (part 1 §6 contract access, domain/contracts), and the contract as the
// API answers it: its content filled in and its signatures.
import { fillShortcodes } from '@people/domain/contracts';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Queryable } from '../core/db';
import { personContext, requireAction, sectionContext, visibleRows, companyContext } from '../core/permissionContext';
import {
  contractRow,
  contractRows,
  customShortcodeValues,
  personShortcodeValues,
  signatures,
  type ContractDetailRow,
  type SignatureRow,
} from './sql';

export type ContractAnswer = ContractDetailRow & {
  rendered_html: string;
  signatures: Omit<SignatureRow, 'signature_png'>[];
};

/** The answer shape of contracts: a sent contract's content is frozen filled in; a draft's is filled on each read. */
export async function contractAnswers(
  db: Queryable,
  user: UserRow,
  rows: ContractDetailRow[],
): Promise<ContractAnswer[]> {
  if (rows.length === 0) return [];
  const day = today();
  const values = new Map<number, Record<string, string | undefined>>();
  for (const employeeId of new Set(rows.filter((r) => r.status === 'draft').map((r) => r.employee_id))) {
    values.set(employeeId, await personShortcodeValues(db, user, employeeId, day));
  }
  const signed = await signatures(
    db,
    rows.map((r) => r.id),
  );
  const custom = await customShortcodeValues(
    db,
    rows.filter((r) => r.status === 'draft').map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    rendered_html:
      row.status === 'draft'
        ? fillShortcodes(row.content_html, values.get(row.employee_id) ?? {}, custom.get(row.id) ?? {})
        : row.content_html,
    signatures: (signed.get(row.id) ?? []).map(({ signature_png: _png, ...s }) => s),
  }));
}

/** A contract the caller may see (404 for another company's or a hidden person's, 403 without contract access). */
export async function readableContract(db: Queryable, user: UserRow, id: number): Promise<ContractDetailRow> {
  const contract = await contractRow(db, user, id);
  await sectionContext(db, user, contract.employee_id, 'contracts');
  return contract;
}

/** A contract the caller may change: seeing the person's contracts and editing the person. */
export async function changeableContract(db: Queryable, user: UserRow, id: number): Promise<ContractDetailRow> {
  const contract = await contractRow(db, user, id);
  await requireManageContracts(db, user, contract.employee_id);
  return contract;
}

export async function requireManageContracts(db: Queryable, user: UserRow, employeeId: number): Promise<void> {
  requireAction(await personContext(db, user, employeeId), 'manageContracts');
}

export async function requireTemplateReader(db: Queryable, user: UserRow): Promise<void> {
  requireAction(await companyContext(db, user), 'readContractTemplates');
}

export async function requireTemplateManager(db: Queryable, user: UserRow): Promise<void> {
  requireAction(await companyContext(db, user), 'manageContractTemplates');
}

/** The caller's contracts in a list (company-wide reads): only those of people whose contracts they may see. */
export async function visibleContracts(
  db: Queryable,
  user: UserRow,
  rows: ContractDetailRow[],
): Promise<ContractDetailRow[]> {
  return visibleRows(db, user, rows, 'contracts');
}

export { contractRows };
