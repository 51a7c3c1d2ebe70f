// Adding and editing a person's asset (part 1 §2 /people/{id}/add/assets and /assets/{id}, §3 Asset: id,
// asset_name, price, image_url; activity asset_added, asset_updated). The web form and the REST API check with this.
import { isWebAddress } from './customFields';
import { isEmptyValue, isNumeric, type ValidationError } from './validation';

/** We choose 200 characters for a name, as the other edit fields (personEdit EDIT_TEXT_MAX_LENGTH). */
export const ASSET_NAME_MAX_LENGTH = 200;
/** migration 002 stores the price as numeric(12, 2) EUR, at least 0. */
export const ASSET_PRICE_MAX = 9_999_999_999.99;

export type AssetErrorCode = 'FIELD_IS_REQUIRED' | 'TEXT_TOO_LONG' | 'INVALID_AMOUNT' | 'INVALID_URL';
export type AssetError = ValidationError<AssetErrorCode> & { field: 'asset_name' | 'price' | 'image_url' };

export interface AssetInput {
  asset_name: string | null | undefined;
  /** EUR; empty for none. */
  price: string | number | null | undefined;
  image_url: string | null | undefined;
}

export function validateAsset(asset: AssetInput): AssetError[] {
  const errors: AssetError[] = [];
  // part 1 §5: FIELD_IS_REQUIRED with the field's title.
  if (isEmptyValue(asset.asset_name))
    errors.push({ code: 'FIELD_IS_REQUIRED', field: 'asset_name', message: 'Name is required' });
  else if ([...String(asset.asset_name).trim()].length > ASSET_NAME_MAX_LENGTH)
    errors.push({ code: 'TEXT_TOO_LONG', field: 'asset_name', message: `At most ${ASSET_NAME_MAX_LENGTH} characters` });
  if (!isEmptyValue(asset.price)) {
    const price = typeof asset.price === 'string' ? asset.price.trim() : asset.price;
    // part 1 §5 numeric check, and a price is never below 0 nor more precise than cents.
    if (
      !isNumeric(price) ||
      Number(price) < 0 ||
      Number(price) > ASSET_PRICE_MAX ||
      !/^\d+(\.\d{1,2})?$/.test(String(price))
    )
      errors.push({
        code: 'INVALID_AMOUNT',
        field: 'price',
        message: 'A price is an amount of at least 0, like 1250.50',
      });
  }
  if (!isEmptyValue(asset.image_url) && !isWebAddress(String(asset.image_url).trim()))
    errors.push({ code: 'INVALID_URL', field: 'image_url', message: 'A link starts with http:// or https://' });
  return errors;
}
