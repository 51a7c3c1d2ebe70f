// Software products and licenses (part 2 §2 software box, §3 software product and license, §4 Licenses, §7 Software,
// §9 "Software on the person page: 3 shown, 4 fetched"). Server-side rules are "not shown" (part 2 §5, §6): the
// choices below say so where they are ours.
import { COLLAPSED_COUNTS } from './profile';
import { licenseActive } from './workflows';

export { licenseActive };

/** part 2 §9: the person page asks 4 licenses and shows 3; the fourth only says there are more. */
export const SOFTWARE_BOX = COLLAPSED_COUNTS.licenses;

/** part 2 §7 insert_method: default manual; an Excel import is the other way a product or license comes in. */
export const INSERT_METHODS = ['manual', 'excel'] as const;
export type InsertMethod = (typeof INSERT_METHODS)[number];
export const DEFAULT_INSERT_METHOD: InsertMethod = 'manual';

/** part 2 §7 orderby_column of a product's license list; we choose these columns (the spec does not list them). */
export const LICENSE_ORDER_COLUMNS = [
  'employee_name',
  'username',
  'date_enabled',
  'date_deactivated',
  'active',
] as const;
export type LicenseOrderColumn = (typeof LICENSE_ORDER_COLUMNS)[number];

/** part 2 §2: the software box shows at most 3 licenses, with a show-all link when it fetched more. */
export function softwareBox<T>(fetched: readonly T[]): { shown: T[]; showAll: boolean } {
  return { shown: fetched.slice(0, SOFTWARE_BOX.shown), showAll: fetched.length > SOFTWARE_BOX.shown };
}

/** The form two product names are compared in: trimmed, inner spaces collapsed, case-insensitive. */
export function productNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * part 2 §7 products/add return_existing: we choose that a name already used in the company (compared by
 * productNameKey) answers that product when return_existing is 1, and PRODUCT_EXISTS otherwise; a product's name is
 * unique per company either way.
 */
export function existingProduct<T extends { name: string }>(products: readonly T[], name: string): T | null {
  const key = productNameKey(name);
  return products.find((p) => productNameKey(p.name) === key) ?? null;
}

/** The host of a product URL without `www.`, or null for a URL that has none (the logo is found by it). */
export function urlHost(url: string | null | undefined): string | null {
  if (!url) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const host = new URL(withScheme).hostname.toLowerCase();
    return host ? host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * part 2 §4: deactivating sets date_deactivated (the license becomes inactive); reactivating clears it. The answer is
 * the error code of a change that does not apply, or null when it does.
 */
export function licenseChangeRefusal(
  license: { active: boolean | number; date_deactivated: string | null },
  change: 'deactivate' | 'reactivate' | 'edit',
): 'LICENSE_ALREADY_DEACTIVATED' | 'LICENSE_ALREADY_ACTIVE' | null {
  const active = licenseActive(license);
  if (change === 'deactivate' && !active) return 'LICENSE_ALREADY_DEACTIVATED';
  if (change === 'reactivate' && active) return 'LICENSE_ALREADY_ACTIVE';
  return null;
}

/** part 2 §2 and §9: active licenses first, then the latest added first, as the box and the person's list show them. */
export function compareLicenses(
  a: { active: boolean | number; date_deactivated: string | null; date_enabled: string; id: number },
  b: { active: boolean | number; date_deactivated: string | null; date_enabled: string; id: number },
): number {
  const rank = (l: typeof a) => (licenseActive(l) ? 0 : 1);
  return rank(a) - rank(b) || b.date_enabled.localeCompare(a.date_enabled) || b.id - a.id;
}

/**
 * Part 2 §7 products/delete; our choice: a product is deleted only when none of its licenses is active (deactivate
 * them first, PRODUCT_HAS_ACTIVE_LICENSES); its deactivated licenses go with it.
 */
export function productDeletionError(activeLicenses: number): 'PRODUCT_HAS_ACTIVE_LICENSES' | null {
  return activeLicenses > 0 ? 'PRODUCT_HAS_ACTIVE_LICENSES' : null;
}
