import {
  extraAllowed,
  flexAllowance,
  parcomCode,
  parcomMatches,
  parcomNotices,
  pc124NumbersShown,
  presetEmploymentStatus,
  rrnBlocksExtraAndFlex,
  type FlexInput,
} from '../dimonaParcom';

describe('parcom code and matching', () => {
  it.each([
    ['part 2 §5: the parcom uses the first 6 characters, 302.00.01 → 302.00', '302.00.01', '302.00'],
    ['part 2 §5: 6 characters kept, 145.04 → 145.04', '145.04', '145.04'],
    ['part 2 §5: shorter kept, 200 → 200', '200', '200'],
    ['part 2 §5: surrounding spaces ignored', ' 124.00 ', '124.00'],
  ])('%s', (_title, parcom, expected) => {
    expect(parcomCode(parcom)).toEqual(expected);
  });

  it.each([
    ['part 2 §5 (choice): "145" matches 145', '145', '145', true],
    ['part 2 §5 (choice): "145" matches 145.00', '145.00', '145', true],
    ['part 2 §5 (choice): "145" does not match 145.01', '145.01', '145', false],
    ['part 2 §5: "145.01" matches 145.01', '145.01', '145.01', true],
    ['part 2 §5: "145.01" does not match 145.02', '145.02', '145.01', false],
    ['part 2 §5 (choice): "118.x" matches 118', '118', '118.x', true],
    ['part 2 §5 (choice): "118.x" matches 118.03', '118.03', '118.x', true],
    ['part 2 §5: "118.x" does not match 119.00', '119.00', '118.x', false],
    ['part 2 §5: a non-parcom never matches', 'none', '118.x', false],
  ])('%s', (_title, parcom, pattern, expected) => {
    expect(parcomMatches(parcom, pattern)).toEqual(expected);
  });
});

describe('Flex', () => {
  const base: FlexInput = {
    parcom: null,
    rszCategory: null,
    rszCategoriesEnabled: false,
    startDate: '2024-06-10',
    integration: { flexi_joint_committees: [], flexi_joint_committees_with_dates: [] },
  };
  const flexList = [
    '100',
    '112',
    '118.01',
    '119.00',
    '132',
    '140.03',
    '144',
    '145',
    '201',
    '202',
    '223',
    '302',
    '303.03',
    '304.00',
    '311',
    '312',
    '314.02',
    '320',
    '323',
    '330.01',
    '331',
    '333',
  ];
  it.each(flexList.map((pc): [string, string, string] => [`part 2 §5: Flex offered for PC ${pc}`, pc, 'allowed']))(
    '%s',
    (_title, parcom, expected) => {
      expect(flexAllowance({ ...base, parcom })).toEqual(expected);
    },
  );

  it.each<[string, Partial<FlexInput>, string]>([
    ['part 2 §5: Flex not offered for PC 101 (one above 100)', { parcom: '101' }, 'not_allowed'],
    ['part 2 §5: Flex not offered for PC 303.01 (only 303.03)', { parcom: '303.01' }, 'not_allowed'],
    ['part 2 §5: Flex not offered for PC 145.01 (only 145 itself)', { parcom: '145.01' }, 'not_allowed'],
    ['part 2 §5: Flex not offered for PC 124', { parcom: '124' }, 'not_allowed'],
    ['part 2 §5: PC 200 Flex allowed with a warning', { parcom: '200' }, 'allowed_with_warning'],
    ['part 2 §5: PC 200.01 not the PC 200 warning case', { parcom: '200.01' }, 'not_allowed'],
    ['part 2 §5: no parcom, no Flex', { parcom: null }, 'not_allowed'],
    [
      'part 2 §5: "for PC 118 with RSZ category 058": PC 118, RSZ categories enabled, category 058 → Flex',
      { parcom: '118', rszCategoriesEnabled: true, rszCategory: '058' },
      'allowed',
    ],
    [
      'part 2 §5: "for PC 118 with RSZ category 058": PC 118.00 with category 058 → Flex',
      { parcom: '118.00', rszCategoriesEnabled: true, rszCategory: '058' },
      'allowed',
    ],
    [
      'part 2 §5: "for PC 118 with RSZ category 058": PC 118 with category 057 → no Flex',
      { parcom: '118', rszCategoriesEnabled: true, rszCategory: '057' },
      'not_allowed',
    ],
    [
      'part 2 §5: "for PC 118 with RSZ category 058": PC 118 with RSZ categories off (no category) → no Flex',
      { parcom: '118', rszCategory: null },
      'not_allowed',
    ],
    [
      'part 2 §5: "118.x" offers the sub-committees whatever the category: PC 118.03, categories on, category 057 → Flex',
      { parcom: '118.03', rszCategoriesEnabled: true, rszCategory: '057' },
      'allowed',
    ],
    [
      'part 2 §5: "118.x" offers the sub-committees: PC 118.03 with RSZ categories off → Flex',
      { parcom: '118.03', rszCategory: null },
      'allowed',
    ],
    [
      'part 2 §5: "or from the integration-supplied list": PC 118 listed by the integration → Flex without category 058',
      {
        parcom: '118',
        rszCategory: null,
        integration: { flexi_joint_committees: ['118'], flexi_joint_committees_with_dates: [] },
      },
      'allowed',
    ],
    [
      'part 2 §5: integration-supplied list flexi_joint_committees adds PC 124',
      { parcom: '124.00', integration: { flexi_joint_committees: ['124'], flexi_joint_committees_with_dates: [] } },
      'allowed',
    ],
    [
      'part 2 §5: integration list with dates, start on valid_from → Flex',
      {
        parcom: '124',
        startDate: '2024-01-01',
        integration: {
          flexi_joint_committees: [],
          flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: '2024-12-31' }],
        },
      },
      'allowed',
    ],
    [
      'part 2 §5: integration list with dates, start one day before valid_from → no Flex',
      {
        parcom: '124',
        startDate: '2023-12-31',
        integration: {
          flexi_joint_committees: [],
          flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: '2024-12-31' }],
        },
      },
      'not_allowed',
    ],
    [
      'part 2 §5: integration list with dates, start on valid_to → Flex',
      {
        parcom: '124',
        startDate: '2024-12-31',
        integration: {
          flexi_joint_committees: [],
          flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: '2024-12-31' }],
        },
      },
      'allowed',
    ],
    [
      'part 2 §5: integration list with dates, start one day after valid_to → no Flex',
      {
        parcom: '124',
        startDate: '2025-01-01',
        integration: {
          flexi_joint_committees: [],
          flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: '2024-12-31' }],
        },
      },
      'not_allowed',
    ],
    [
      'part 2 §5 (choice): integration list with open dates (null) → Flex',
      {
        parcom: '124',
        integration: {
          flexi_joint_committees: [],
          flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: null, valid_to: null }],
        },
      },
      'allowed',
    ],
  ])('%s', (_title, over, expected) => {
    expect(flexAllowance({ ...base, ...over })).toEqual(expected);
  });
});

describe('Extra', () => {
  it.each([
    ...['144', '145', '145.01', '145.04', '302', '320'].map((pc): [string, string, boolean, boolean] => [
      `part 2 §5: Extra only for PC 144, 145, 145.01, 145.04, 302, 320: PC ${pc} single day → offered`,
      pc,
      true,
      true,
    ]),
    ['part 2 §5: PC 145.02 → not offered', '145.02', true, false],
    ['part 2 §5: PC 303 → not offered', '303', true, false],
    ['part 2 §5: PC 319 (one below 320) → not offered', '319', true, false],
    ['part 2 §5: PC 321 (one above 320) → not offered', '321', true, false],
    ['part 2 §5: PC 302 on several days → not offered (single day only)', '302', false, false],
  ])('%s', (_title, parcom, single, expected) => {
    expect(extraAllowed(parcom, single)).toEqual(expected);
  });

  it.each([
    [
      'part 2 §5: empty RRN and nationality NL → Extra and Flex not offered',
      { rijks_register_nummer: '', nationality_country_code: 'NL' },
      true,
    ],
    [
      'part 2 §5: empty RRN and nationality BE → offered',
      { rijks_register_nummer: '', nationality_country_code: 'BE' },
      false,
    ],
    [
      'part 2 §5: RRN set and nationality NL → offered',
      { rijks_register_nummer: '85.07.30-033.61', nationality_country_code: 'NL' },
      false,
    ],
    [
      'part 2 §5 (choice): null RRN and no nationality → not offered',
      { rijks_register_nummer: null, nationality_country_code: null },
      true,
    ],
  ])('%s', (_title, person, expected) => {
    expect(rrnBlocksExtraAndFlex(person)).toEqual(expected);
  });
});

describe('employment status preset and PC notices', () => {
  it.each([
    ['part 2 §4: PC 99 (one below 100) → no preset', '099', null],
    ['part 2 §4: PC 100 → Workman', '100', 'Workman'],
    ['part 2 §4: PC 199 → Workman', '199', 'Workman'],
    ['part 2 §4: PC 200 → Employee', '200', 'Employee'],
    ['part 2 §4: PC 299 → Employee', '299', 'Employee'],
    ['part 2 §4: PC 300 (one above 299) → no preset', '300', null],
    ['part 2 §4: PC 118.03 → Workman', '118.03', 'Workman'],
    ['part 2 §4: no parcom → no preset', null, null],
  ])('%s', (_title, parcom, expected) => {
    expect(presetEmploymentStatus(parcom)).toEqual(expected);
  });

  it.each([
    ['part 2 §2: PC 124 shows number_current_month and number_next_month', '124', false, true],
    ['part 2 §2: PC 124.00 shows them too', '124.00', false, true],
    ['part 2 §2: PC 124 with the specific payroll provider → hidden', '124', true, false],
    ['part 2 §2: PC 125 → hidden', '125', false, false],
  ])('%s', (_title, parcom, skips, expected) => {
    expect(pc124NumbersShown(parcom, skips)).toEqual(expected);
  });

  it.each([
    ['part 2 §2: PC 200 shows an automobile-sector-only warning', '200', ['200'], ['DIMONA_PC200_AUTOMOBILE_ONLY']],
    ['part 2 §2: PC 100 shows a flex warning', '100', ['100'], ['DIMONA_PC100_FLEX_WARNING']],
    ['part 2 §2: PC 302 shows no notice', '302', ['302'], []],
    ['part 2 §8: no parcom option → NO_PARITAIR_COMITEE_YET', null, [], ['NO_PARITAIR_COMITEE_YET']],
  ])('%s', (_title, parcom, options, expected) => {
    expect(parcomNotices(parcom, options)).toEqual(expected);
  });
});
