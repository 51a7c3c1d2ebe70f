// The software mutations (part 2 §2 /people/{id}/add/software, §4 Licenses, §7 Software): each calls one REST
// change (rest/src/software/products.ts, softwareLicenses.ts). Expected failures (PRODUCT_EXISTS,
// PRODUCT_HAS_ACTIVE_LICENSES, LICENSE_EXISTS, LICENSE_ALREADY_DEACTIVATED, LICENSE_ALREADY_ACTIVE, FORBIDDEN, NOT_FOUND…)
// are userErrors; the REST API decides them all.
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { fromGlobalId } from '../core/ids';
import type { LicenseModel } from '../core/models';
import {
  attempt,
  clearLoaders,
  freshEmployee,
  personId,
  personNotFound,
  userError,
  type Attempt,
} from '../core/mutationSupport';

// The REST API's 404 words, so a malformed id, a missing one and another company's answer alike.
const productNotFound = () => userError('NOT_FOUND', 'This software product does not exist.');
const licenseNotFound = () => userError('NOT_FOUND', 'This license does not exist.');
const productId = (id: string) => fromGlobalId(id, 'SoftwareProduct')?.id ?? null;
const licenseId = (id: string) => fromGlobalId(id, 'License')?.id ?? null;
const fields = (field: string) =>
  ({ product_id: ['productId'], license_id: ['licenseId'], employee_id: ['employeeId'] })[field];
const noProduct = { product: null, existing: false, deletedProductId: null };

async function licensePayload(ctx: Context, result: Attempt<{ data: LicenseModel }>, employeeId: number | null = null) {
  const id = result.ok ? result.value.data.employee_id : employeeId;
  return {
    license: result.ok ? result.value.data : null,
    employee: id === null ? null : await freshEmployee(ctx, id),
    userErrors: result.ok ? [] : result.userErrors,
  };
}

const LICENSE_CHANGES = {
  deactivateLicense: '/api/software/licenses/delete',
  reactivateLicense: '/api/software/licenses/reactivate',
} as const;

export const softwareMutations: Pick<
  Required<MutationResolvers>,
  | 'addSoftwareProduct'
  | 'updateSoftwareProduct'
  | 'deleteSoftwareProduct'
  | 'addLicense'
  | 'updateLicense'
  | 'deactivateLicense'
  | 'reactivateLicense'
> = {
  async addSoftwareProduct(_, { input }, ctx) {
    const result = await attempt(() =>
      ctx.rest.post('/api/software/products/add', {
        name: input.name,
        url: input.url ?? undefined,
        return_existing: input.returnExisting ? 1 : 0,
        insert_method: 'manual',
      }),
    );
    clearLoaders(ctx);
    if (!result.ok) return { ...noProduct, userErrors: result.userErrors };
    return {
      product: result.value.data,
      existing: result.value.existing === 1,
      deletedProductId: null,
      userErrors: [],
    };
  },

  async updateSoftwareProduct(_, { input }, ctx) {
    const id = productId(input.productId);
    if (id === null) return { ...noProduct, userErrors: [productNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/software/products/edit', {
          product_id: id,
          name: input.name ?? undefined,
          url: input.url ?? undefined,
        }),
      fields,
    );
    clearLoaders(ctx);
    return result.ok
      ? { ...noProduct, product: result.value.data, userErrors: [] }
      : { ...noProduct, userErrors: result.userErrors };
  },

  async deleteSoftwareProduct(_, { input }, ctx) {
    const id = productId(input.productId);
    if (id === null) return { ...noProduct, userErrors: [productNotFound()] };
    const result = await attempt(() => ctx.rest.post('/api/software/products/delete', { product_id: id }), fields);
    clearLoaders(ctx);
    return result.ok
      ? { ...noProduct, deletedProductId: input.productId, userErrors: [] }
      : { ...noProduct, userErrors: result.userErrors };
  },

  async addLicense(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { license: null, employee: null, userErrors: [personNotFound()] };
    const product = productId(input.productId);
    if (product === null)
      return { license: null, employee: await ctx.loaders.employee.load(employeeId), userErrors: [productNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/software/licenses/add', {
          product_id: product,
          employee_id: employeeId,
          username: input.username ?? undefined,
          insert_method: 'manual',
        }),
      fields,
    );
    return licensePayload(ctx, result, employeeId);
  },

  async updateLicense(_, { input }, ctx) {
    const id = licenseId(input.licenseId);
    if (id === null) return { license: null, employee: null, userErrors: [licenseNotFound()] };
    return licensePayload(
      ctx,
      await attempt(
        () => ctx.rest.post('/api/software/licenses/edit', { license_id: id, username: input.username ?? null }),
        fields,
      ),
    );
  },

  async deactivateLicense(_, { input }, ctx) {
    const id = licenseId(input.licenseId);
    if (id === null) return { license: null, employee: null, userErrors: [licenseNotFound()] };
    return licensePayload(
      ctx,
      await attempt(() => ctx.rest.post(LICENSE_CHANGES.deactivateLicense, { license_id: id }), fields),
    );
  },

  async reactivateLicense(_, { input }, ctx) {
    const id = licenseId(input.licenseId);
    if (id === null) return { license: null, employee: null, userErrors: [licenseNotFound()] };
    return licensePayload(
      ctx,
      await attempt(() => ctx.rest.post(LICENSE_CHANGES.reactivateLicense, { license_id: id }), fields),
    );
  },
};
