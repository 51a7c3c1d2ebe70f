// Software products (part 2 §3 Software product: name, url; §7 Software) and the logo suggestions of
// GET /v1/companies/suggest, answered from the catalogue shipped with the product (domain softwareCatalogue), never
// from an outside service. The spec names the paths; the rules are "not shown" (part 2 §6): products are company
// data, read with the software section (not light, not disable_software) and changed with manageSoftwareProducts.
import { maySee } from '@people/domain/permissions';
import { existingProduct, productDeletionError } from '@people/domain/software';
import { suggestCompanies } from '@people/domain/softwareCatalogue';
import { companyChange } from '../core/audit';
import type { Db, Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { companyContext, requireCompanyAction, requireCompanySection } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idParamSchema, idsQuerySchema, parseIds, changeErrors, dataOf, oneOf } from '../core/schemas';
import {
  companySuggestionSchema,
  customFieldSchema,
  deletedAnswer,
  productAddAnswer,
  productAddBody,
  productEditBody,
  productIdBody,
  productListQuery,
  productSchema,
  suggestQuery,
} from './schemas';
import {
  activeProductLicenseCount,
  deleteProduct,
  insertProduct,
  lockCompanyProducts,
  lockProduct,
  productByNameKey,
  productCustomFields,
  products,
  updateProduct,
} from './sql';

export const productNotFound = () => notFound('This software product does not exist.');
const productExists = (name: string) =>
  new HttpError(409, 'PRODUCT_EXISTS', `A software product named ${name} exists already.`, {
    details: { field: 'name' },
  });

async function oneProduct(db: Queryable, companyId: number, id: number) {
  const [product] = await products(db, companyId, { ids: [id] });
  if (!product) throw productNotFound();
  return product;
}

const blankToNull = (url: string | null | undefined) =>
  url === undefined ? undefined : url === null || url.trim() === '' ? null : url.trim();

export async function softwareProductRoutes(app: Api, { db }: { db: Db }) {
  const errors = changeErrors;

  app.get(
    '/api/software/products/list',
    {
      schema: {
        tags: ['software'],
        summary:
          'The company’s software products by name, with their license counts (part 2 §7); keyword filters by name',
        querystring: productListQuery,
        response: { 200: dataOf(productSchema), 403: errors[403] },
      },
    },
    async (request) => {
      const { keyword, page, per_page: perPage } = request.query;
      await requireCompanySection(db, request.user, 'software');
      return { data: await products(db, request.user.company_id, { keyword, limit: perPage, offset: page * perPage }) };
    },
  );

  app.get(
    '/api/software/products/batch',
    {
      schema: {
        tags: ['software'],
        summary:
          "Software products by id, for the gateway's node(id:); another company's ids, and all for a caller who may not see software, are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(productSchema) },
      },
    },
    async (request) => {
      const context = await companyContext(db, request.user);
      if (!maySee('software', context)) return { data: [] };
      return { data: await products(db, request.user.company_id, { ids: parseIds(request.query.ids) }) };
    },
  );

  app.get(
    '/api/software/products/:id/detail',
    {
      schema: {
        tags: ['software'],
        summary: 'One software product (part 2 §7)',
        params: idParamSchema,
        response: { 200: oneOf(productSchema), ...errors },
      },
    },
    async (request) => {
      await requireCompanySection(db, request.user, 'software');
      return { data: await oneProduct(db, request.user.company_id, request.params.id) };
    },
  );

  app.get(
    '/api/software/products/:id/custom-fields',
    {
      schema: {
        tags: ['software'],
        summary: 'The custom fields of a software product (part 2 §7), by priority then name',
        params: idParamSchema,
        response: { 200: dataOf(customFieldSchema), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireCompanySection(db, request.user, 'software');
      await oneProduct(db, request.user.company_id, id);
      return { data: await productCustomFields(db, request.user.company_id, id) };
    },
  );

  app.post(
    '/api/software/products/add',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['software'],
        summary:
          'Add a software product (part 2 §7: name, url, return_existing, excel_import_id, insert_method, default manual). A name ' +
          'is unique in the company: with return_existing 1 the product of that name is answered (existing 1), else PRODUCT_EXISTS',
        body: productAddBody,
        response: { 200: productAddAnswer, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await requireCompanyAction(db, user, 'manageSoftwareProducts');
      return db.transaction(async (tx) => {
        // One product per name: serialize adds of the company so two concurrent adds of one name cannot both insert.
        await lockCompanyProducts(tx, user.company_id);
        const all = await products(tx, user.company_id);
        const existing = existingProduct(all, body.name);
        if (existing) {
          if (body.return_existing !== 1) throw productExists(existing.name);
          return { data: existing, existing: 1 };
        }
        const id = await insertProduct(tx, user.company_id, {
          name: body.name,
          url: blankToNull(body.url) ?? null,
          insert_method: body.insert_method,
          excel_import_id: body.excel_import_id ?? null,
        });
        return { data: await oneProduct(tx, user.company_id, id), existing: 0 };
      });
    },
  );

  app.post(
    '/api/software/products/edit',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['software'],
        summary:
          'Edit a software product’s name and url (part 2 §7); a name another product has answers PRODUCT_EXISTS',
        body: productEditBody,
        response: { 200: oneOf(productSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await requireCompanyAction(db, user, 'manageSoftwareProducts');
      return db.transaction(async (tx) => {
        await lockCompanyProducts(tx, user.company_id);
        await oneProduct(tx, user.company_id, body.product_id);
        if (body.name !== undefined) {
          const other = await productByNameKey(tx, user.company_id, body.name);
          if (other !== null && other !== body.product_id) throw productExists(body.name.trim());
        }
        await updateProduct(tx, user.company_id, body.product_id, { name: body.name, url: blankToNull(body.url) });
        return { data: await oneProduct(tx, user.company_id, body.product_id) };
      });
    },
  );

  app.post(
    '/api/software/products/delete',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['software'],
        summary:
          'Delete a software product (part 2 §7). We choose to refuse it while a license of it is active ' +
          '(PRODUCT_HAS_ACTIVE_LICENSES): deactivate those first; its deactivated licenses go with it',
        body: productIdBody,
        response: { 200: deletedAnswer, ...errors },
      },
    },
    async (request) => {
      const { product_id: id } = request.body;
      const user = request.user;
      await requireCompanyAction(db, user, 'manageSoftwareProducts');
      await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, user.company_id, id))) throw productNotFound();
        const active = await activeProductLicenseCount(tx, user.company_id, id);
        const refused = productDeletionError(active);
        if (refused)
          throw new HttpError(409, refused, `${active} active license(s) of this product must be deactivated first.`);
        await deleteProduct(tx, user.company_id, id);
      });
      return { id };
    },
  );

  app.get(
    '/v1/companies/suggest',
    {
      schema: {
        tags: ['software'],
        summary:
          'Company-logo suggestions for a product name (part 2 §7), from the catalogue shipped with the product: names or ' +
          'domains starting with the query, each with an SVG monogram logo as a data: URL',
        querystring: suggestQuery,
        response: { 200: dataOf(companySuggestionSchema), 403: errors[403] },
      },
    },
    async (request) => {
      const { query, limit } = request.query;
      await requireCompanySection(db, request.user, 'software');
      return { data: suggestCompanies(query).slice(0, limit) };
    },
  );
}
