import {
  compareLicenses,
  existingProduct,
  licenseChangeRefusal,
  productDeletionError,
  productNameKey,
  softwareBox,
  urlHost,
  SOFTWARE_BOX,
} from '../software';
import { MAX_SUGGESTIONS, logoOf, productLogo, suggestCompanies, SOFTWARE_CATALOGUE } from '../softwareCatalogue';

describe('software box', () => {
  it('part 2 §9: software on the person page: 3 shown, 4 fetched', () => {
    expect(SOFTWARE_BOX).toEqual({ shown: 3, fetched: 4 });
  });

  it.each([
    ['part 2 §2: 4 fetched shows 3 and the show-all link', [1, 2, 3, 4], { shown: [1, 2, 3], showAll: true }],
    ['part 2 §2: 3 fetched shows 3 without more', [1, 2, 3], { shown: [1, 2, 3], showAll: false }],
    ['part 2 §2: none fetched shows none', [], { shown: [], showAll: false }],
  ])('%s', (_title, fetched, expected) => {
    expect(softwareBox(fetched)).toEqual(expected);
  });

  it('part 2 §2: active licenses first (inactive muted after), then the latest added', () => {
    const rows = [
      { id: 1, active: 0, date_deactivated: '2026-01-01', date_enabled: '2025-06-01' },
      { id: 2, active: 1, date_deactivated: null, date_enabled: '2024-01-01' },
      { id: 3, active: 1, date_deactivated: null, date_enabled: '2025-01-01' },
    ];
    expect([...rows].sort(compareLicenses).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

describe('licenses', () => {
  it.each([
    ['part 2 §4: an active license can be deactivated', { active: 1, date_deactivated: null }, 'deactivate', null],
    [
      'part 2 §4: a deactivated license is not deactivated twice',
      { active: 0, date_deactivated: '2026-01-01' },
      'deactivate',
      'LICENSE_ALREADY_DEACTIVATED',
    ],
    [
      'part 2 §4: a deactivated license can be reactivated',
      { active: 0, date_deactivated: '2026-01-01' },
      'reactivate',
      null,
    ],
    [
      'part 2 §4: an active license is not reactivated',
      { active: 1, date_deactivated: null },
      'reactivate',
      'LICENSE_ALREADY_ACTIVE',
    ],
    [
      'part 2 §7: the username of any license can be edited',
      { active: 0, date_deactivated: '2026-01-01' },
      'edit',
      null,
    ],
  ] as const)('%s', (_title, license, change, expected) => {
    expect(licenseChangeRefusal(license, change)).toEqual(expected);
  });
});

describe('products', () => {
  it('part 2 §7 return_existing (choice): names compare trimmed, spaces collapsed, case-insensitive', () => {
    expect(productNameKey('  Microsoft   365 ')).toEqual('microsoft 365');
    const products = [
      { id: 1, name: 'Slack' },
      { id: 2, name: 'Microsoft 365' },
    ];
    expect(existingProduct(products, 'microsoft  365')).toEqual({ id: 2, name: 'Microsoft 365' });
    expect(existingProduct(products, 'Teams')).toBeNull();
  });

  it.each([
    ['https://www.slack.com/intl', 'slack.com'],
    ['figma.com', 'figma.com'],
    ['http://app.asana.com', 'app.asana.com'],
    ['', null],
    [null, null],
    ['http://', null],
  ])('part 2 §3 product url %p has host %p', (url, host) => {
    expect(urlHost(url)).toEqual(host);
  });
});

describe('logo suggestions (part 2 §7 GET /v1/companies/suggest, from the shipped catalogue)', () => {
  it('suggests the companies whose name starts with the query first', () => {
    expect(suggestCompanies('sl').map((s) => s.name)).toEqual(['Slack']);
    expect(suggestCompanies('Mi').map((s) => s.name)).toEqual(['Microsoft 365', 'Miro']);
  });

  it('matches a later word of the name and the domain, ignores case and accents', () => {
    expect(suggestCompanies('WORKSPACE').map((s) => s.name)).toEqual(['Google Workspace']);
    expect(suggestCompanies('yukiw').map((s) => s.domain)).toEqual(['yukiworks.be']);
    expect(suggestCompanies('Zóom').map((s) => s.name)).toEqual(['Zoom']);
  });

  it('answers nothing for an empty query and at most MAX_SUGGESTIONS', () => {
    expect(suggestCompanies('  ')).toEqual([]);
    expect(suggestCompanies('a').length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it('gives each suggestion an SVG data: logo with its monogram, nothing from an outside service', () => {
    const [slack] = suggestCompanies('slack');
    expect(slack.logo.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(slack.logo.split(',')[1])).toContain('>S</text>');
    expect(SOFTWARE_CATALOGUE.every((c) => /^#[0-9a-f]{6}$/.test(c.color))).toBe(true);
  });

  it('finds a product logo by its URL host, subdomains included', () => {
    const slack = SOFTWARE_CATALOGUE.find((c) => c.name === 'Slack')!;
    expect(productLogo('slack.com')).toEqual(logoOf(slack));
    expect(productLogo('acme.slack.com')).toEqual(logoOf(slack));
    expect(productLogo('example.org')).toBeNull();
    expect(productLogo(null)).toBeNull();
  });
});

describe('deleting a product (part 2 §7 products/delete)', () => {
  it('our choice: refused while a license of it is active, allowed once none is', () => {
    expect(productDeletionError(2)).toEqual('PRODUCT_HAS_ACTIVE_LICENSES');
    expect(productDeletionError(0)).toBeNull();
  });
});
