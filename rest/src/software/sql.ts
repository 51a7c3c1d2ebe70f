// The SQL of software products and licenses (migration 012). Every query is scoped to the caller's company;
// lists of licenses keep only the people the caller may find (rest/src/core/visibility.ts).
import { productNameKey, urlHost } from '@people/domain/software';
import { productLogo } from '@people/domain/softwareCatalogue';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { visibleSql, visibleValues } from '../core/visibility';

export interface ProductRow {
  id: number;
  name: string;
  url: string | null;
  logo: string | null;
  insert_method: 'manual' | 'excel';
  excel_import_id: number | null;
  licenses_count: number;
  active_licenses_count: number;
}

export interface LicenseRow {
  id: number;
  product_id: number;
  employee_id: number;
  employee_name: string;
  /** part 2 §3: the license's name and url are its product's. */
  name: string;
  url: string | null;
  logo: string | null;
  username: string | null;
  active: 0 | 1;
  date_enabled: string;
  date_deactivated: string | null;
  insert_method: 'manual' | 'excel';
}

const withLogo = <T extends { url: string | null }>(row: T): T & { logo: string | null } => ({
  ...row,
  logo: productLogo(urlHost(row.url)),
});

const PRODUCT_COLUMNS = `p.id, p.name, p.url, p.insert_method, p.excel_import_id,
  (SELECT count(*)::int FROM software_licenses l WHERE l.product_id = p.id) AS licenses_count,
  (SELECT count(*)::int FROM software_licenses l WHERE l.product_id = p.id AND l.date_deactivated IS NULL) AS active_licenses_count`;

export async function products(
  db: Queryable,
  companyId: number,
  filter: { ids?: number[]; keyword?: string; limit?: number; offset?: number } = {},
): Promise<ProductRow[]> {
  const params: unknown[] = [companyId];
  const where = ['p.company_id = $1'];
  if (filter.ids) where.push(`p.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.keyword)
    where.push(`p.name_key LIKE '%' || $${params.push(likeEscape(productNameKey(filter.keyword)))} || '%'`);
  const page =
    filter.limit === undefined ? '' : ` LIMIT $${params.push(filter.limit)} OFFSET $${params.push(filter.offset ?? 0)}`;
  const rows = await db.query<Omit<ProductRow, 'logo'>>(
    `SELECT ${PRODUCT_COLUMNS} FROM software_products p WHERE ${where.join(' AND ')} ORDER BY p.name_key, p.id${page}`,
    params,
  );
  return rows.map(withLogo);
}

/** A LIKE pattern's own wildcards are literal in a keyword. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function productByNameKey(db: Queryable, companyId: number, name: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM software_products WHERE company_id = $1 AND name_key = $2',
    [companyId, productNameKey(name)],
  );
  return row?.id ?? null;
}

export async function insertProduct(
  db: Queryable,
  companyId: number,
  p: { name: string; url: string | null; insert_method: string; excel_import_id: number | null },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO software_products (company_id, name, name_key, url, insert_method, excel_import_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [companyId, p.name.trim(), productNameKey(p.name), p.url, p.insert_method, p.excel_import_id],
  );
  return row.id;
}

export async function updateProduct(
  db: Queryable,
  companyId: number,
  id: number,
  p: { name?: string; url?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE software_products SET name = COALESCE($3, name), name_key = COALESCE($4, name_key), url = CASE WHEN $5::boolean THEN $6 ELSE url END
      WHERE company_id = $1 AND id = $2`,
    [
      companyId,
      id,
      p.name?.trim() ?? null,
      p.name === undefined ? null : productNameKey(p.name),
      p.url !== undefined,
      p.url ?? null,
    ],
  );
}

export async function productCustomFields(db: Queryable, companyId: number, productId: number) {
  return db.query<{ id: number; name: string; value: string | null }>(
    'SELECT id, name, value FROM software_product_custom_fields WHERE company_id = $1 AND product_id = $2 ORDER BY priority, lower(name), id',
    [companyId, productId],
  );
}

export type LicenseOrder = {
  column: 'employee_name' | 'username' | 'date_enabled' | 'date_deactivated' | 'active';
  direction: 'asc' | 'desc';
};

const ORDER_SQL: Record<LicenseOrder['column'], string> = {
  employee_name: "lower(e.first_name || ' ' || e.last_name)",
  username: 'lower(l.username)',
  date_enabled: 'l.date_enabled',
  date_deactivated: 'l.date_deactivated',
  active: 'l.active',
};

export interface LicenseFilter {
  ids?: number[];
  employeeId?: number;
  productId?: number;
  keyword?: string;
  order?: LicenseOrder;
  limit?: number;
  offset?: number;
}

/**
 * Licenses of the people the caller may find, with their product. The default order is part 2 §2's: active first,
 * then the latest added (domain compareLicenses).
 */
export async function licenses(db: Queryable, user: UserRow, filter: LicenseFilter = {}): Promise<LicenseRow[]> {
  const params: unknown[] = [...visibleValues(user)];
  const where = [visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' }), 'l.company_id = $1'];
  if (filter.ids) where.push(`l.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.employeeId !== undefined) where.push(`l.employee_id = $${params.push(filter.employeeId)}`);
  if (filter.productId !== undefined) where.push(`l.product_id = $${params.push(filter.productId)}`);
  if (filter.keyword) {
    const n = params.push(`%${likeEscape(filter.keyword.trim().toLowerCase())}%`);
    where.push(
      `(lower(e.first_name || ' ' || e.last_name) LIKE $${n} OR lower(coalesce(l.username, '')) LIKE $${n} OR p.name_key LIKE $${n})`,
    );
  }
  const order = filter.order
    ? `${ORDER_SQL[filter.order.column]} ${filter.order.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, l.id`
    : 'l.active DESC, l.date_enabled DESC, l.id DESC';
  const page =
    filter.limit === undefined ? '' : ` LIMIT $${params.push(filter.limit)} OFFSET $${params.push(filter.offset ?? 0)}`;
  const rows = await db.query<Omit<LicenseRow, 'logo'>>(
    `SELECT l.id, l.product_id, l.employee_id, e.first_name || ' ' || e.last_name AS employee_name, p.name, p.url, l.username,
            l.active, l.date_enabled, l.date_deactivated, l.insert_method
       FROM software_licenses l
       JOIN software_products p ON p.id = l.product_id AND p.company_id = l.company_id
       JOIN employees e ON e.id = l.employee_id AND e.company_id = l.company_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${order}${page}`,
    params,
  );
  return rows.map(withLogo);
}

/** A license's owner and state, of the caller's company, locked for a change. */
export async function lockLicense(db: Queryable, companyId: number, id: number) {
  const [row] = await db.query<{
    id: number;
    employee_id: number;
    product_id: number;
    active: 0 | 1;
    date_deactivated: string | null;
  }>(
    'SELECT id, employee_id, product_id, active, date_deactivated FROM software_licenses WHERE company_id = $1 AND id = $2 FOR UPDATE',
    [companyId, id],
  );
  return row ?? null;
}

export async function activeLicenseOf(
  db: Queryable,
  companyId: number,
  productId: number,
  employeeId: number,
  except?: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM software_licenses WHERE company_id = $1 AND product_id = $2 AND employee_id = $3 AND date_deactivated IS NULL AND id <> $4',
    [companyId, productId, employeeId, except ?? 0],
  );
  return rows.length > 0;
}

/** How many licenses a person has, active or not (the total of their paged list). */
export async function personLicenseCount(db: Queryable, companyId: number, employeeId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM software_licenses WHERE company_id = $1 AND employee_id = $2',
    [companyId, employeeId],
  );
  return row.n;
}

/** Locks a product of the company; false when there is none. */
export async function lockProduct(tx: Queryable, companyId: number, productId: number): Promise<boolean> {
  const [product] = await tx.query<{ id: number }>(
    'SELECT id FROM software_products WHERE company_id = $1 AND id = $2 FOR UPDATE',
    [companyId, productId],
  );
  return product !== undefined;
}

/** Locks the company's row: adds and renames of products go one after the other (one product per name). */
export async function lockCompanyProducts(tx: Queryable, companyId: number): Promise<void> {
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
}

/** part 2 §4 Licenses: a new active license of a person for a product, enabled on the day. */
export async function insertLicense(
  tx: Queryable,
  companyId: number,
  license: {
    product_id: number;
    employee_id: number;
    username: string | null;
    date_enabled: string;
    insert_method: string;
    excel_import_id: number | null;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO software_licenses (company_id, product_id, employee_id, username, date_enabled, insert_method, excel_import_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      companyId,
      license.product_id,
      license.employee_id,
      license.username,
      license.date_enabled,
      license.insert_method,
      license.excel_import_id,
    ],
  );
  return row.id;
}

export async function setLicenseUsername(tx: Queryable, companyId: number, id: number, username: string | null) {
  await tx.query('UPDATE software_licenses SET username = $3 WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
    username,
  ]);
}

/** part 2 §4 Licenses: active → deactivated on the day. */
export async function deactivateLicense(tx: Queryable, companyId: number, id: number, day: string) {
  await tx.query('UPDATE software_licenses SET active = 0, date_deactivated = $3 WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
    day,
  ]);
}

/** part 2 §4 Licenses: deactivated → active again. */
export async function reactivateLicense(tx: Queryable, companyId: number, id: number) {
  await tx.query('UPDATE software_licenses SET active = 1, date_deactivated = NULL WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
  ]);
}

/** How many licenses of a product are active (not deactivated). */
export async function activeProductLicenseCount(tx: Queryable, companyId: number, productId: number): Promise<number> {
  const active = await tx.query(
    'SELECT 1 FROM software_licenses WHERE company_id = $1 AND product_id = $2 AND date_deactivated IS NULL',
    [companyId, productId],
  );
  return active.length;
}

export async function deleteProduct(tx: Queryable, companyId: number, productId: number) {
  await tx.query('DELETE FROM software_products WHERE company_id = $1 AND id = $2', [companyId, productId]);
}
