// The SQL of a person's assets and vehicles (part 1 §3 Asset, Vehicle): the reads of the lists and batches, and the
// writes of the add and edit routes. Every statement is scoped to the caller's company.
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';

export interface AssetRow {
  id: number;
  employee_id: number;
  asset_name: string;
  price: number | null;
  image_url: string | null;
}

export interface VehicleRow {
  id: number;
  employee_id: number;
  type: 'car' | 'motorbike' | 'bicycle';
  brand: string;
  model: string;
  plate: string | null;
}

export type Filter = { employeeId: number } | { ids: number[] };
const where = (filter: Filter) => ('ids' in filter ? 'id = ANY($2::int[])' : 'employee_id = $2');
const value = (filter: Filter) => ('ids' in filter ? filter.ids : filter.employeeId);

export function assets(db: Queryable, user: UserRow, filter: Filter) {
  // numeric arrives as text from both engines: float8 so the answer carries a number. Assets in stock have no
  // person and are never answered here.
  return db.query<AssetRow>(
    `SELECT id, employee_id, asset_name, price::float8 AS price, image_url FROM assets
      WHERE company_id = $1 AND employee_id IS NOT NULL AND ${where(filter)} ORDER BY id`,
    [user.company_id, value(filter)],
  );
}

export function vehicles(db: Queryable, user: UserRow, filter: Filter) {
  return db.query<VehicleRow>(
    `SELECT id, employee_id, type, brand, model, plate FROM vehicles
      WHERE company_id = $1 AND employee_id IS NOT NULL AND deleted = 0 AND ${where(filter)} ORDER BY id`,
    [user.company_id, value(filter)],
  );
}

const ASSET_COLUMNS = 'id, employee_id, asset_name, price::float8 AS price, image_url';

export interface AssetValues {
  name: string;
  price: number | null;
  image: string | null;
}

/** Adds an asset to a person and answers it as the list does. */
export async function insertAsset(tx: Queryable, companyId: number, employeeId: number, asset: AssetValues) {
  const [created] = await tx.query<AssetRow>(
    `INSERT INTO assets (company_id, employee_id, asset_name, price, image_url) VALUES ($1, $2, $3, $4, $5) RETURNING ${ASSET_COLUMNS}`,
    [companyId, employeeId, asset.name, asset.price, asset.image],
  );
  return created;
}

/** An asset's person and name before a change, or undefined (another company's asset as well). */
export async function assetBefore(db: Queryable, companyId: number, id: number) {
  const [row] = await db.query<{ employee_id: number | null; asset_name: string }>(
    'SELECT employee_id, asset_name FROM assets WHERE company_id = $1 AND id = $2',
    [companyId, id],
  );
  return row;
}

/** Changes an asset's name, price and picture and answers it as the list does. */
export async function updateAsset(tx: Queryable, companyId: number, id: number, asset: AssetValues) {
  const [updated] = await tx.query<AssetRow>(
    `UPDATE assets SET asset_name = $3, price = $4, image_url = $5 WHERE company_id = $1 AND id = $2 RETURNING ${ASSET_COLUMNS}`,
    [companyId, id, asset.name, asset.price, asset.image],
  );
  return updated;
}

/** Adds a vehicle to a person's fleet and answers it as the list does. */
export async function insertVehicle(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  vehicle: Pick<VehicleRow, 'type' | 'brand' | 'model' | 'plate'>,
) {
  const [created] = await tx.query<VehicleRow>(
    `INSERT INTO vehicles (company_id, employee_id, type, brand, model, plate) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, employee_id, type, brand, model, plate`,
    [companyId, employeeId, vehicle.type, vehicle.brand, vehicle.model, vehicle.plate],
  );
  return created;
}
