// Software licenses (part 2 §2 software box, §3 Software license, §4 Licenses, §7 Software, §9 "3 shown, 4
// fetched"). A license belongs to a person: reading it needs maySee('software') of that person, changing it
// mayDo('addSoftware') (part 2 §6 disable_software hides both). Company-wide lists need the software section without a
// person (not light) and keep only people the caller may find; the Excel export needs exportSoftwareLicenses.
import { licenseChangeRefusal } from '@people/domain/software';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import {
  personContext,
  requireAction,
  sectionContext,
  visibleRows,
  requireCompanyAction,
  requireCompanySection,
} from '../core/permissionContext';
import type { Api } from '../core/routing';
import { sendXlsx, xlsxOf, xlsxResponse } from '../core/xlsx';
import { idParamSchema, idsQuerySchema, obj, parseIds, changeErrors, dataOf, oneOf, pageOf } from '../core/schemas';
import {
  employeeLicensesQuery,
  licenseAddBody,
  licenseEditBody,
  licenseGroupSchema,
  licenseIdBody,
  licenseListQuery,
  licenseSchema,
  productLicensesQuery,
} from './schemas';
import { productNotFound } from './products';
import {
  activeLicenseOf,
  deactivateLicense,
  insertLicense,
  licenses,
  lockLicense,
  lockProduct,
  personLicenseCount,
  products,
  reactivateLicense,
  setLicenseUsername,
  type LicenseRow,
} from './sql';

export const licenseNotFound = () => notFound('This license does not exist.');

const employeeIdParams = obj({ employee_id: { type: 'integer', minimum: 1, maximum: 2147483647 } });
const licenseExists = () =>
  new HttpError(409, 'LICENSE_EXISTS', 'This person has an active license of this product already.', {
    details: { field: 'product_id' },
  });

/** The caller's permission context of a license's person; a license of a person they cannot find is missing. */
async function licenseContext(db: Queryable, user: UserRow, employeeId: number) {
  return personContext(db, user, employeeId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? licenseNotFound() : error;
  });
}

async function oneLicense(db: Queryable, user: UserRow, id: number): Promise<LicenseRow> {
  const [license] = await licenses(db, user, { ids: [id] });
  if (!license) throw licenseNotFound();
  return license;
}

/** A change of one license: found in the company, its person's addSoftware, the domain's transition rule. */
async function changeLicense(
  db: Db,
  user: UserRow,
  id: number,
  change: 'deactivate' | 'reactivate' | 'edit',
  apply: (tx: Queryable, license: NonNullable<Awaited<ReturnType<typeof lockLicense>>>) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const license = await lockLicense(tx, user.company_id, id);
    if (!license) throw licenseNotFound();
    requireAction(await licenseContext(tx, user, license.employee_id), 'addSoftware');
    const refusal = licenseChangeRefusal(license, change);
    if (refusal)
      throw new HttpError(
        409,
        refusal,
        refusal === 'LICENSE_ALREADY_ACTIVE'
          ? 'This license is active already.'
          : 'This license is deactivated already.',
      );
    await apply(tx, license);
  });
  return { data: await oneLicense(db, user, id) };
}

const EXCEL_COLUMNS = [
  { header: 'Product', width: 28, value: (l: LicenseRow) => l.name },
  { header: 'URL', width: 30, value: (l: LicenseRow) => l.url },
  { header: 'Person', width: 28, value: (l: LicenseRow) => l.employee_name },
  { header: 'Username', width: 24, value: (l: LicenseRow) => l.username },
  { header: 'Active', width: 10, value: (l: LicenseRow) => (l.active === 1 ? 'yes' : 'no') },
  { header: 'Added', width: 14, value: (l: LicenseRow) => l.date_enabled, date: true },
  { header: 'Deactivated', width: 14, value: (l: LicenseRow) => l.date_deactivated, date: true },
];

export async function softwareLicenseRoutes(app: Api, { db }: { db: Db }) {
  const errors = changeErrors;

  app.get(
    '/api/software/licenses/employee/:employee_id/list',
    {
      schema: {
        tags: ['software'],
        summary:
          "A person's licenses, active first then the latest added (part 2 §2, §7: the person page asks per_page 4 and shows 3)",
        params: employeeIdParams,
        querystring: employeeLicensesQuery,
        response: { 200: pageOf(licenseSchema), ...errors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.params;
      const { page, per_page: perPage } = request.query;
      await sectionContext(db, request.user, employeeId, 'software');
      const [data, all] = await Promise.all([
        licenses(db, request.user, { employeeId, limit: perPage, offset: page * perPage }),
        personLicenseCount(db, request.user.company_id, employeeId),
      ]);
      return { data, total: all };
    },
  );

  app.get(
    '/api/software/licenses/:id/detail',
    {
      schema: {
        tags: ['software'],
        summary: 'One license with its product (part 2 §2 /software/licenses/{id})',
        params: idParamSchema,
        response: { 200: oneOf(licenseSchema), ...errors },
      },
    },
    async (request) => {
      const license = await oneLicense(db, request.user, request.params.id);
      await sectionContext(db, request.user, license.employee_id, 'software');
      return { data: license };
    },
  );

  app.get(
    '/api/software/licenses/batch',
    {
      schema: {
        tags: ['software'],
        summary:
          "Licenses by id, for the gateway's node(id:); another company's ids and people whose software the caller may not see are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(licenseSchema) },
      },
    },
    async (request) => {
      const rows = await licenses(db, request.user, { ids: parseIds(request.query.ids) });
      return { data: await visibleRows(db, request.user, rows, 'software') };
    },
  );

  app.get(
    '/api/software/licenses/list',
    {
      schema: {
        tags: ['software'],
        summary:
          'Every license of the people the caller may find (part 2 §7), active first then the latest added; keyword matches person, username or product',
        querystring: licenseListQuery,
        response: { 200: pageOf(licenseSchema), 403: errors[403] },
      },
    },
    async (request) => {
      const { keyword, page, per_page: perPage } = request.query;
      await requireCompanySection(db, request.user, 'software');
      const all = await licenses(db, request.user, { keyword });
      return { data: all.slice(page * perPage, (page + 1) * perPage), total: all.length };
    },
  );

  app.get(
    '/api/software/licenses/list/excel',
    {
      schema: {
        tags: ['software'],
        summary:
          'The license list as an .xlsx workbook (part 2 §7); needs the Excel export permission (exportSoftwareLicenses)',
        querystring: obj({ keyword: { type: 'string', maxLength: 100 } }, []),
        response: { ...xlsxResponse, 403: errors[403] },
      },
    },
    async (request, reply) => {
      await requireCompanyAction(db, request.user, 'exportSoftwareLicenses');
      const rows = await licenses(db, request.user, { keyword: request.query.keyword });
      return sendXlsx(reply, `licenses-${today()}.xlsx`, await xlsxOf('Licenses', EXCEL_COLUMNS, rows));
    },
  );

  app.get(
    '/api/software/licenses/list/grouped',
    {
      schema: {
        tags: ['software'],
        summary: 'Every product with its licenses of the people the caller may find (part 2 §7), products by name',
        response: { 200: dataOf(licenseGroupSchema), 403: errors[403] },
      },
    },
    async (request) => {
      await requireCompanySection(db, request.user, 'software');
      const [all, rows] = await Promise.all([products(db, request.user.company_id), licenses(db, request.user)]);
      return { data: all.map((product) => ({ product, licenses: rows.filter((l) => l.product_id === product.id) })) };
    },
  );

  app.get(
    '/api/software/licenses/product/:id/list',
    {
      schema: {
        tags: ['software'],
        summary: 'The licenses of one product (part 2 §7: page, per_page, keyword, orderby_column, orderby_direction)',
        params: idParamSchema,
        querystring: productLicensesQuery,
        response: { 200: pageOf(licenseSchema), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const q = request.query;
      await requireCompanySection(db, request.user, 'software');
      if ((await products(db, request.user.company_id, { ids: [id] })).length === 0) throw productNotFound();
      const order = q.orderby_column ? { column: q.orderby_column, direction: q.orderby_direction } : undefined;
      const all = await licenses(db, request.user, { productId: id, keyword: q.keyword, order });
      return { data: all.slice(q.page * q.per_page, (q.page + 1) * q.per_page), total: all.length };
    },
  );

  app.post(
    '/api/software/licenses/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['software'],
        summary:
          'Add a license of a product to a person (part 2 §7: product_id, employee_id, excel_import_id, insert_method; username ' +
          'optional), active from today. We choose one active license of a product per person (LICENSE_EXISTS)',
        body: licenseAddBody,
        response: { 200: oneOf(licenseSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'addSoftware');
      const id = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, user.company_id, body.product_id))) throw productNotFound();
        if (await activeLicenseOf(tx, user.company_id, body.product_id, body.employee_id)) throw licenseExists();
        return insertLicense(tx, user.company_id, {
          product_id: body.product_id,
          employee_id: body.employee_id,
          username: body.username?.trim() || null,
          date_enabled: today(),
          insert_method: body.insert_method,
          excel_import_id: body.excel_import_id ?? null,
        });
      });
      return { data: await oneLicense(db, user, id) };
    },
  );

  const ownerAudit = changeOf({
    answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id,
  });

  app.post(
    '/api/software/licenses/edit',
    {
      config: { audit: ownerAudit },
      schema: {
        tags: ['software'],
        summary: 'Change the username of a license (part 2 §7)',
        body: licenseEditBody,
        response: { 200: oneOf(licenseSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      return changeLicense(db, request.user, body.license_id, 'edit', async (tx) => {
        await setLicenseUsername(tx, request.user.company_id, body.license_id, body.username?.trim() || null);
      });
    },
  );

  app.post(
    '/api/software/licenses/delete',
    {
      config: { audit: ownerAudit },
      schema: {
        tags: ['software'],
        summary:
          'Deactivate a license (part 2 §4: date_deactivated is set to today; the license stays, shown muted); LICENSE_ALREADY_DEACTIVATED when it is',
        body: licenseIdBody,
        response: { 200: oneOf(licenseSchema), ...errors },
      },
    },
    async (request) => {
      const { license_id: id } = request.body;
      return changeLicense(db, request.user, id, 'deactivate', async (tx) => {
        await deactivateLicense(tx, request.user.company_id, id, today());
      });
    },
  );

  app.post(
    '/api/software/licenses/reactivate',
    {
      config: { audit: ownerAudit },
      schema: {
        tags: ['software'],
        summary:
          'Reactivate a deactivated license (part 2 §4: date_deactivated is cleared); LICENSE_EXISTS when the person has another active one of the product',
        body: licenseIdBody,
        response: { 200: oneOf(licenseSchema), ...errors },
      },
    },
    async (request) => {
      const { license_id: id } = request.body;
      return changeLicense(db, request.user, id, 'reactivate', async (tx, license) => {
        if (await activeLicenseOf(tx, request.user.company_id, license.product_id, license.employee_id, id))
          throw licenseExists();
        await reactivateLicense(tx, request.user.company_id, id);
      });
    },
  );
}
