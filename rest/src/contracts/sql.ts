// The SQL of contracts and their templates (part 2 §3, §7 Contracts). Every read is scoped to the caller's
// company: another company's id reads as missing.
import { formatDate } from '@people/domain/dates';
import { shortcodeValues, type ContractPersonFacts, type ContractSigning } from '@people/domain/contracts';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { notFound } from '../core/errors';
import { writeActivity } from '../core/activity';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface TemplateRow {
  template_id: number;
  name: string;
  type: string;
  content_html: string;
  internal_signature_required: number;
  internal_signer_user_id: number | null;
  second_internal_signer_user_id: number | null;
  user_id: number | null;
  created_at: string;
}

const TEMPLATE_COLUMNS = `id AS template_id, name, type, content_html, internal_signature_required, internal_signer_user_id,
  second_internal_signer_user_id, user_id, ${iso('created_at')} AS created_at`;

export async function templates(db: Queryable, user: UserRow): Promise<TemplateRow[]> {
  return db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM contract_templates WHERE company_id = $1 ORDER BY lower(name), id`,
    [user.company_id],
  );
}

export async function template(db: Queryable, user: UserRow, id: number): Promise<TemplateRow> {
  const [row] = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM contract_templates WHERE company_id = $1 AND id = $2`,
    [user.company_id, id],
  );
  if (!row) throw notFound('This contract template does not exist.');
  return row;
}

export interface PublicTemplateRow {
  template_id: number;
  name: string;
  type: string;
  country_code: string;
  language: string;
  description: string;
  content_html: string;
}

/** part 2 §7 public_library/list: keyword matches the name or description (case-insensitive), type exactly. */
export async function publicTemplates(
  db: Queryable,
  filter: { keyword?: string; type?: string; id?: number },
): Promise<PublicTemplateRow[]> {
  const keyword = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db.query<PublicTemplateRow>(
    `SELECT id AS template_id, name, type, country_code, language, description, content_html FROM public_contract_templates
      WHERE ($1::text IS NULL OR name ILIKE $1 OR description ILIKE $1) AND ($2::text IS NULL OR type = $2) AND ($3::int IS NULL OR id = $3)
      ORDER BY id`,
    [keyword, filter.type ?? null, filter.id ?? null],
  );
}

export interface SignatureRow {
  signer: 'first' | 'second' | 'employee';
  user_id: number | null;
  name: string;
  signed_at: string;
  signature_png: Uint8Array | null;
}

export interface ContractDetailRow {
  contract_id: number;
  id: number;
  employee_id: number;
  contract_name: string;
  content_html: string;
  file_type: 'html' | 'pdf';
  has_pdf: boolean;
  pdf_internal_signature_required: number;
  pdf_employee_signature_required: number;
  internal_signer_user_id: number | null;
  second_internal_signer_user_id: number | null;
  signers: string[];
  contract_template_id: number | null;
  public_library_contract_template_id: number | null;
  additional_contract_template_info_id: number;
  status: 'draft' | 'sent' | 'signed' | 'declined';
  deleted: number;
  user_id: number | null;
  optional_message: string | null;
  provider_state: string | null;
  provider_reference?: string | null;
  provider_attempts: number;
  date_created: string;
  date_created_formatted: string;
  date_sent: string | null;
  date_signed: string | null;
  date_signed_formatted: string | null;
}

const CONTRACT_COLUMNS = `c.id AS contract_id, c.id, c.employee_id, c.contract_name, c.content_html, c.file_type, c.pdf IS NOT NULL AS has_pdf,
  c.pdf_internal_signature_required, c.pdf_employee_signature_required, c.internal_signer_user_id, c.second_internal_signer_user_id,
  c.signers, c.contract_template_id, c.public_library_contract_template_id, c.additional_contract_template_info_id, c.status, c.deleted,
  c.user_id, c.optional_message, c.provider_state, c.provider_reference, c.provider_attempts,
  ${iso('c.date_created')} AS date_created, ${iso('c.date_sent')} AS date_sent, ${iso('c.date_signed')} AS date_signed`;

type Filter =
  | { ids: number[] }
  | { employeeId: number; withDeleted: boolean }
  | { pendingInternalFor: number }
  | { all: true; withDeleted?: boolean };

/** Contracts of the caller's company, newest first. */
export async function contractRows(db: Queryable, user: UserRow, filter: Filter): Promise<ContractDetailRow[]> {
  let where: string;
  let value: unknown = null;
  if ('ids' in filter) [where, value] = ['c.id = ANY($2::int[])', filter.ids];
  else if ('employeeId' in filter)
    [where, value] = [`c.employee_id = $2${filter.withDeleted ? '' : ' AND c.deleted = 0'}`, filter.employeeId];
  else if ('pendingInternalFor' in filter) {
    // part 2 §7 pendingInternal: sent, internal signature required, and a slot this user may sign still open.
    [where, value] = [
      `c.deleted = 0 AND c.status = 'sent' AND c.pdf_internal_signature_required = 1 AND (
         (NOT EXISTS (SELECT 1 FROM contract_signatures s WHERE s.contract_id = c.id AND s.signer = 'first') AND (c.internal_signer_user_id IS NULL OR c.internal_signer_user_id = $2))
         OR (c.second_internal_signer_user_id = $2 AND NOT EXISTS (SELECT 1 FROM contract_signatures s WHERE s.contract_id = c.id AND s.signer = 'second')))`,
      filter.pendingInternalFor,
    ];
  } else [where, value] = [`${filter.withDeleted ? '' : 'c.deleted = 0 AND '}$2::int IS NULL`, null];
  const rows = await db.query<Omit<ContractDetailRow, 'date_created_formatted' | 'date_signed_formatted'>>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts c WHERE c.company_id = $1 AND ${where} ORDER BY c.date_created DESC, c.id DESC`,
    [user.company_id, value],
  );
  return rows.map((r) => ({
    ...r,
    date_created_formatted: formatDate(r.date_created),
    date_signed_formatted: r.date_signed === null ? null : formatDate(r.date_signed),
  }));
}

export async function contractRow(db: Queryable, user: UserRow, id: number): Promise<ContractDetailRow> {
  const [row] = await contractRows(db, user, { ids: [id] });
  if (!row) throw notFound('This contract does not exist.');
  return row;
}

export async function signatures(db: Queryable, contractIds: number[]): Promise<Map<number, SignatureRow[]>> {
  const rows = await db.query<SignatureRow & { contract_id: number }>(
    `SELECT contract_id, signer, user_id, name, ${iso('signed_at')} AS signed_at, signature_png FROM contract_signatures
      WHERE contract_id = ANY($1::int[]) ORDER BY signed_at, id`,
    [contractIds],
  );
  const by = new Map<number, SignatureRow[]>();
  for (const { contract_id: id, ...row } of rows) by.set(id, [...(by.get(id) ?? []), row]);
  return by;
}

/** The domain's view of who signed what. */
export function signingOf(c: ContractDetailRow, signed: SignatureRow[]): ContractSigning {
  return {
    status: c.status,
    deleted: c.deleted === 1,
    internalSignatureRequired: c.pdf_internal_signature_required === 1,
    employeeSignatureRequired: c.pdf_employee_signature_required === 1,
    internalSignerUserId: c.internal_signer_user_id,
    secondInternalSignerUserId: c.second_internal_signer_user_id,
    firstSigned: signed.some((s) => s.signer === 'first'),
    secondSigned: signed.some((s) => s.signer === 'second'),
    employeeSigned: signed.some((s) => s.signer === 'employee'),
  };
}

/** A person's shortcode values (part 2 §7 shortcodes list): the person, their current role and wage, the company. */
export async function personShortcodeValues(db: Queryable, user: UserRow, employeeId: number, today: string) {
  const [facts] = await db.query<ContractPersonFacts>(
    `SELECT e.first_name, e.last_name, e.email, e.dob,
       NULLIF(concat_ws(', ', NULLIF(concat_ws(' ', e.address_line_1, e.address_line_2), ''), NULLIF(concat_ws(' ', e.address_zipcode, e.address_city), '')), '') AS address,
       (SELECT title FROM role_history r WHERE r.employee_id = e.id AND r.start_date <= $3::date ORDER BY r.start_date DESC LIMIT 1) AS job_title,
       e.join_date, w.end_date AS wage_end_date, w.rate AS wage_rate, w.currency AS wage_currency, w.weekly_time_engagement AS weekly_minutes,
       c.name AS company_name
     FROM employees e JOIN companies c ON c.id = e.company_id
     LEFT JOIN LATERAL (SELECT end_date, rate, currency, weekly_time_engagement FROM wages
        WHERE company_id = e.company_id AND employee_id = e.id AND status = 'active' ORDER BY start_date DESC, id DESC LIMIT 1) w ON true
     WHERE e.company_id = $1 AND e.id = $2`,
    [user.company_id, employeeId, today],
  );
  if (!facts) throw notFound('This person does not exist.');
  return shortcodeValues(facts, today);
}

/** part 2 §3 Custom shortcode: the custom values of several contracts in one read, by contract id (none: empty). */
export async function customShortcodeValues(
  db: Queryable,
  contractIds: number[],
): Promise<Map<number, Record<string, string>>> {
  const rows = await db.query<{ contract_id: number; shortcode: string; value: string }>(
    'SELECT contract_id, shortcode, value FROM contract_shortcode_values WHERE contract_id = ANY($1::int[])',
    [contractIds],
  );
  const byContract = new Map<number, Record<string, string>>(contractIds.map((id) => [id, {}]));
  for (const row of rows) byContract.get(row.contract_id)![row.shortcode] = row.value;
  return byContract;
}

/** The users of the caller's company by id (signer names); ids of other companies are left out. */
export async function companyUserIds(db: Queryable, user: UserRow, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND id = ANY($2::int[])', [
    user.company_id,
    ids,
  ]);
  return new Set(rows.map((r) => r.id));
}

export interface NewContract {
  employeeId: number;
  name: string;
  contentHtml: string;
  fileType: 'html' | 'pdf';
  /** part 2 §5: the internal signer requirements, from the template for a template's contract. */
  signers: { internal: number; first: number | null; second: number | null };
  employeeSignatureRequired: number;
  contractTemplateId: number | null;
  publicLibraryContractTemplateId?: number | null;
  additionalInfoId?: number;
  /** part 2 §3 Custom shortcode: values set on the new contract (the asset and car policies' items). */
  customValues?: Record<string, string>;
}

/** A new draft contract of a person with its activity item (part 2 §4; addToEmployee, addAssetPolicy, addCarPolicy). */
export async function insertContract(tx: Queryable, user: UserRow, c: NewContract): Promise<number> {
  const name = c.name.trim();
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO contracts (company_id, employee_id, user_id, contract_name, status, content_html, file_type, pdf_internal_signature_required,
       pdf_employee_signature_required, internal_signer_user_id, second_internal_signer_user_id, contract_template_id,
       public_library_contract_template_id, additional_contract_template_info_id)
     VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      user.company_id,
      c.employeeId,
      user.id,
      name,
      c.contentHtml,
      c.fileType,
      c.signers.internal,
      c.employeeSignatureRequired,
      c.signers.first,
      c.signers.second,
      c.contractTemplateId,
      c.publicLibraryContractTemplateId ?? null,
      c.additionalInfoId ?? -1,
    ],
  );
  for (const [shortcode, value] of Object.entries(c.customValues ?? {})) {
    await tx.query('INSERT INTO contract_shortcode_values (contract_id, shortcode, value) VALUES ($1, $2, $3)', [
      row.id,
      shortcode,
      value,
    ]);
  }
  await writeActivity(tx, user, {
    employeeId: c.employeeId,
    eventType: 'contract_added',
    info: { contract_id: row.id, new_type: name },
  });
  return row.id;
}

/** part 2 §7 edit, editName: a draft's content or name. */
export async function setContractText(
  tx: Queryable,
  companyId: number,
  contractId: number,
  field: 'content_html' | 'contract_name',
  value: string,
): Promise<void> {
  await tx.query(`UPDATE contracts SET ${field} = $3 WHERE company_id = $1 AND id = $2`, [
    companyId,
    contractId,
    value,
  ]);
}

/** part 2 §4 delete and undelete: the soft-delete flag. */
export async function setContractDeleted(
  tx: Queryable,
  companyId: number,
  contractId: number,
  deleted: boolean,
): Promise<void> {
  await tx.query('UPDATE contracts SET deleted = $3 WHERE company_id = $1 AND id = $2', [
    companyId,
    contractId,
    deleted ? 1 : 0,
  ]);
}

/** part 2 §4 hard delete: the contract goes for good, with its signatures and custom values. */
export async function deleteContract(tx: Queryable, companyId: number, contractId: number): Promise<void> {
  await tx.query('DELETE FROM contracts WHERE company_id = $1 AND id = $2', [companyId, contractId]);
}

/** part 2 §7 uploadPDF: the PDF of a PDF-based draft. */
export async function storeContractPdf(
  db: Queryable,
  companyId: number,
  contractId: number,
  pdf: Uint8Array,
): Promise<void> {
  await db.query('UPDATE contracts SET pdf = $3 WHERE company_id = $1 AND id = $2', [companyId, contractId, pdf]);
}

/** The uploaded PDF of a contract found in the caller's company (null before the upload). */
export async function contractPdfBytes(db: Queryable, contractId: number): Promise<Uint8Array | null> {
  const [row] = await db.query<{ pdf: Uint8Array | null }>('SELECT pdf FROM contracts WHERE id = $1', [contractId]);
  return row?.pdf ?? null;
}

/** part 2 §3 Custom shortcode: one shortcode's value on one contract, set or replaced. */
export async function setCustomShortcodeValue(
  db: Queryable,
  contractId: number,
  shortcode: string,
  value: string,
): Promise<void> {
  await db.query(
    `INSERT INTO contract_shortcode_values (contract_id, shortcode, value) VALUES ($1, $2, $3)
       ON CONFLICT (contract_id, shortcode) DO UPDATE SET value = excluded.value`,
    [contractId, shortcode, value],
  );
}

/** part 2 §7 reassign: the contracts or templates one user owns move to another; answers how many moved. */
export async function reassignOwner(
  db: Queryable,
  companyId: number,
  table: 'contracts' | 'contract_templates',
  fromUserId: number,
  toUserId: number,
): Promise<number> {
  const moved = await db.query(`UPDATE ${table} SET user_id = $3 WHERE company_id = $1 AND user_id = $2 RETURNING id`, [
    companyId,
    fromUserId,
    toUserId,
  ]);
  return moved.length;
}

/** part 2 §7 addAssetPolicy: the person's assets among ids, in the order given. */
export async function personAssets(
  db: Queryable,
  companyId: number,
  employeeId: number,
  ids: number[],
): Promise<{ id: number; asset_name: string }[]> {
  return db.query<{ id: number; asset_name: string }>(
    'SELECT id, asset_name FROM assets WHERE company_id = $1 AND employee_id = $2 AND id = ANY($3::int[]) ORDER BY array_position($3::int[], id)',
    [companyId, employeeId, ids],
  );
}

/** part 2 §7 addCarPolicy: a car of the company not deleted, with its person. */
export async function companyCar(
  db: Queryable,
  companyId: number,
  carId: number,
): Promise<{ employee_id: number | null; brand: string; model: string; plate: string | null } | undefined> {
  const [car] = await db.query<{ employee_id: number | null; brand: string; model: string; plate: string | null }>(
    'SELECT employee_id, brand, model, plate FROM vehicles WHERE company_id = $1 AND id = $2 AND deleted = 0',
    [companyId, carId],
  );
  return car;
}

/** The full names of the company's people among ids. */
export async function personNames(db: Queryable, companyId: number, ids: number[]): Promise<Map<number, string>> {
  const people = await db.query<{ id: number; name: string }>(
    "SELECT id, concat_ws(' ', first_name, last_name) AS name FROM employees WHERE company_id = $1 AND id = ANY($2::int[])",
    [companyId, ids],
  );
  return new Map(people.map((p) => [p.id, p.name]));
}
