import { mayDo } from '@people/domain/permissions';
import { licenseActive } from '@people/domain/software';
import type { LicenseResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';
import { permissionContext } from '../core/permissions';

export const License: LicenseResolvers = {
  id: (l) => globalId('License', l.id),
  internalId: (l) => l.id,
  active: (l) => licenseActive(l),
  dateEnabled: (l) => l.date_enabled,
  dateDeactivated: (l) => l.date_deactivated,
  employee: (l, _, ctx) => ctx.loaders.employee.load(l.employee_id),
  product: (l, _, ctx) => ctx.loaders.productNode.load(l.product_id),
  async mayChange(l, _, ctx) {
    const context = await permissionContext(l.employee_id, ctx);
    return context !== null && mayDo('addSoftware', context);
  },
};
