// JSON schemas of the software routes (part 2 §3 software product and license, §7 Software).
import { INSERT_METHODS, LICENSE_ORDER_COLUMNS, SOFTWARE_BOX } from '@people/domain/software';
import { MAX_SUGGESTIONS } from '@people/domain/softwareCatalogue';
import { id, int, named, nullableInt, nullableStr, obj, str } from '../core/schemas';

const flag = { type: 'integer', enum: [0, 1] } as const;
const insertMethod = { type: 'string', enum: [...INSERT_METHODS], default: 'manual' } as const;
const name = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;
// A product URL: a host with an optional scheme and path (part 2 §2 the box links it); empty clears it.
const url = {
  type: ['string', 'null'],
  maxLength: 500,
  pattern: '^$|^(https?://)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$',
} as const;
const username = { type: ['string', 'null'], maxLength: 200 } as const;
const page = { type: 'integer', minimum: 0, maximum: 100000, default: 0 } as const;
const perPage = (fallback: number) => ({ type: 'integer', minimum: 1, maximum: 100, default: fallback }) as const;
const keyword = { type: 'string', maxLength: 100 } as const;

export const productSchema = named(
  'SoftwareProduct',
  obj({
    id: int,
    name: str,
    url: nullableStr,
    logo: {
      type: ['string', 'null'],
      description: 'The logo of the catalogue company of the URL’s host (an SVG data: URL), or null',
    },
    insert_method: str,
    excel_import_id: nullableInt,
    licenses_count: int,
    active_licenses_count: int,
  }),
);

export const licenseSchema = named(
  'SoftwareLicense',
  obj({
    id: int,
    product_id: int,
    employee_id: int,
    employee_name: str,
    name: str,
    url: nullableStr,
    logo: nullableStr,
    username: nullableStr,
    active: flag,
    date_enabled: str,
    date_deactivated: nullableStr,
    insert_method: str,
  }),
);

export const customFieldSchema = named('SoftwareProductCustomField', obj({ id: int, name: str, value: nullableStr }));

export const licenseGroupSchema = named(
  'SoftwareLicenseGroup',
  obj({ product: productSchema, licenses: { type: 'array', items: licenseSchema } }),
);

export const companySuggestionSchema = named('CompanySuggestion', obj({ name: str, domain: str, logo: str }));

export const productAddAnswer = obj({ data: productSchema, existing: flag });
export const deletedAnswer = obj({ id: int });

export const productListQuery = obj({ keyword, page, per_page: perPage(100) }, []);
export const productAddBody = obj(
  {
    name,
    url,
    return_existing: { ...flag, default: 0 },
    excel_import_id: { ...nullableInt, minimum: 1, maximum: 2147483647 },
    insert_method: insertMethod,
  },
  ['name'],
);
export const productEditBody = obj({ product_id: id, name, url }, ['product_id']);
export const productIdBody = obj({ product_id: id });

export const licenseAddBody = obj(
  {
    product_id: id,
    employee_id: id,
    username,
    excel_import_id: { ...nullableInt, minimum: 1, maximum: 2147483647 },
    insert_method: insertMethod,
  },
  ['product_id', 'employee_id'],
);
export const licenseEditBody = obj({ license_id: id, username }, ['license_id', 'username']);
export const licenseIdBody = obj({ license_id: id });

export const licenseListQuery = obj({ keyword, page, per_page: perPage(50) }, []);
export const productLicensesQuery = obj(
  {
    keyword,
    page,
    per_page: perPage(25),
    orderby_column: { type: 'string', enum: [...LICENSE_ORDER_COLUMNS] },
    orderby_direction: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
  },
  [],
);
// part 2 §7: the person page asks per_page 4 and shows 3.
export const employeeLicensesQuery = obj({ page, per_page: perPage(SOFTWARE_BOX.fetched) }, []);
export const suggestQuery = obj(
  {
    query: { type: 'string', maxLength: 100 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_SUGGESTIONS, default: MAX_SUGGESTIONS },
  },
  ['query'],
);
