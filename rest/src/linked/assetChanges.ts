// Adding and editing a person's assets (part 1 §2 /people/{id}/add/assets and /assets/{id}; §3 Asset; activity
// asset_added, asset_updated). Paths not shown: we chose POST /api/assets/add and POST /api/assets/update, beside
// GET /api/assets/list (assets.ts). Both need domain addAsset over the asset's person (disable_assets hides assets,
// part 1 §6); an asset in stock (no person) or of another company answers 404 like a missing one.
import { validateAsset } from '@people/domain/assets';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { permissionContexts, personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { assetSchema } from './schemas';
import { assetBefore, insertAsset, updateAsset } from './sql';
import { id, obj, personErrors } from '../core/schemas';

const fields = {
  asset_name: { type: 'string', maxLength: 1000 },
  price: { type: ['number', 'string', 'null'], maxLength: 20 },
  image_url: { type: ['string', 'null'], maxLength: 2000 },
} as const;
const answer = { 200: obj({ data: assetSchema }), ...personErrors };

function checked(body: { asset_name: string; price?: string | number | null; image_url?: string | null }) {
  const [problem] = validateAsset({
    asset_name: body.asset_name,
    price: body.price ?? null,
    image_url: body.image_url ?? null,
  });
  if (problem) throw new HttpError(400, problem.code, problem.message, { details: { field: problem.field } });
  const price =
    body.price === null || body.price === undefined || String(body.price).trim() === '' ? null : Number(body.price);
  return { name: body.asset_name.trim(), price, image: body.image_url?.trim() || null };
}

export async function assetChangeRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/assets/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['assets'],
        summary:
          'Add an asset to a person (part 1 §2 /people/{id}/add/assets, §3 Asset); writes asset_added. FIELD_IS_REQUIRED, INVALID_AMOUNT, INVALID_URL',
        body: obj({ employee_id: id, ...fields }, ['employee_id', 'asset_name']),
        response: answer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'addAsset');
      const asset = checked(body);
      const row = await db.transaction(async (tx) => {
        const created = await insertAsset(tx, user.company_id, body.employee_id, asset);
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'asset_added',
          info: { new_type: asset.name },
        });
        return created;
      });
      return { data: row };
    },
  );

  app.post(
    '/api/assets/update',
    {
      config: { audit: changeOf({ answer: (a) => (a as { data?: { employee_id?: number } }).data?.employee_id }) },
      schema: {
        tags: ['assets'],
        summary:
          "Edit a person's asset: name, price, picture (part 1 §2 /assets/{id}); writes asset_updated. FIELD_IS_REQUIRED, INVALID_AMOUNT, INVALID_URL",
        body: obj({ id, ...fields }, ['id', 'asset_name']),
        response: answer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const before = await assetBefore(db, user.company_id, body.id);
      const context = before?.employee_id
        ? (await permissionContexts(db, user, [before.employee_id])).get(before.employee_id)
        : undefined;
      if (!before?.employee_id || !context) throw notFound('This asset does not exist.');
      requireAction(context, 'addAsset');
      const asset = checked(body);
      const row = await db.transaction(async (tx) => {
        const updated = await updateAsset(tx, user.company_id, body.id, asset);
        await writeActivity(tx, user, {
          employeeId: updated.employee_id,
          eventType: 'asset_updated',
          info: { old_type: before.asset_name, new_type: asset.name },
        });
        return updated;
      });
      return { data: row };
    },
  );
}
