import { validateAsset } from '../assets';

const codes = (errors: { code: string; field: string }[]) => errors.map((e) => `${e.code}:${e.field}`);

describe('an asset of a person (part 1 §2 /add/assets, /assets/{id}; §3 Asset; §5)', () => {
  it.each([
    [
      'part 1 §3 Asset: a name, a price and a picture',
      { asset_name: 'Laptop', price: '1250.50', image_url: 'https://img.example/laptop.png' },
      [],
    ],
    ['part 1 §3 Asset: the price and picture may be left out', { asset_name: 'Badge', price: '', image_url: null }, []],
    [
      'part 1 §5 FIELD_IS_REQUIRED: the name',
      { asset_name: '  ', price: null, image_url: null },
      ['FIELD_IS_REQUIRED:asset_name'],
    ],
    [
      'part 1 §5 numeric check: words are no price',
      { asset_name: 'Laptop', price: 'cheap', image_url: null },
      ['INVALID_AMOUNT:price'],
    ],
    ['a price is never below 0', { asset_name: 'Laptop', price: -1, image_url: null }, ['INVALID_AMOUNT:price']],
    [
      'a price is in cents at most',
      { asset_name: 'Laptop', price: '10.005', image_url: null },
      ['INVALID_AMOUNT:price'],
    ],
    [
      'a picture is an http(s) address',
      { asset_name: 'Laptop', price: 10, image_url: 'javascript:alert(1)' },
      ['INVALID_URL:image_url'],
    ],
    [
      'a name of 201 characters is too long',
      { asset_name: 'x'.repeat(201), price: null, image_url: null },
      ['TEXT_TOO_LONG:asset_name'],
    ],
  ])('%s', (_, asset, expected) => {
    expect(codes(validateAsset(asset))).toEqual(expected);
  });
});
