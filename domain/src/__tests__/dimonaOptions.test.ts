import {
  EMPLOYEE_RISK_CLASSES,
  SPORTS_RISK_CLASSES,
  WORKMAN_RISK_CLASSES,
  clearDisallowedContractType,
  contractTypeOptions,
  contractTypeRequired,
  employmentStatusOptions,
  forfaitShown,
  ivtOffered,
  normalizeEmploymentStatus,
  riskClassOptions,
  riskClassShown,
  workerStatusRequired,
  type ContractTypeOptionsInput,
  type ForfaitInput,
} from '../dimonaOptions';
import type { DimonaContractType } from '../dimonaTypes';

const base: ContractTypeOptionsInput = {
  parcom: '302',
  rszCategory: null,
  rszCategoriesEnabled: false,
  startDate: '2024-06-10',
  integration: { flexi_joint_committees: [], flexi_joint_committees_with_dates: [] },
  durationType: 'singleDay',
  person: { rijks_register_nummer: '85.07.30-033.61', nationality_country_code: 'BE' },
  integrationOffersIvt: false,
};
const common: DimonaContractType[] = [
  'Normal',
  'IBO',
  'DWD',
  'TRI',
  'STG',
  'A17',
  'Apprentice',
  'S17',
  'O17',
  'Student',
];

describe('contract type options', () => {
  it.each<[string, Partial<ContractTypeOptionsInput>, DimonaContractType[]]>([
    ['part 2 §5: PC 302 single day → Extra and Flex offered', {}, [...common, 'Extra', 'Flex']],
    [
      'part 2 §5: PC 302 fixed duration → Flex only (Extra single day only)',
      { durationType: 'fixedDuration' },
      [...common, 'Flex'],
    ],
    ['part 2 §5: PC 124 single day → neither Extra nor Flex', { parcom: '124' }, common],
    ['part 2 §5: PC 200 → Flex with a warning is offered', { parcom: '200' }, [...common, 'Flex']],
    [
      'part 2 §5: empty RRN and nationality FR → neither Extra nor Flex',
      { person: { rijks_register_nummer: '', nationality_country_code: 'FR' } },
      common,
    ],
    [
      'part 2 §5: IVT for the one integration and fixed duration',
      { durationType: 'fixedDuration', integrationOffersIvt: true },
      [...common, 'Flex', 'IVT'],
    ],
    ['part 2 §5: IVT not offered for a single day', { integrationOffersIvt: true }, [...common, 'Extra', 'Flex']],
  ])('%s', (_title, over, expected) => {
    expect(contractTypeOptions({ ...base, ...over })).toEqual(expected);
  });

  it.each([
    ['part 2 §5: IVT needs the integration and fixed duration', true, 'fixedDuration' as const, true],
    ['part 2 §5: IVT not for indefinite duration', true, 'indefinite' as const, false],
    ['part 2 §5: IVT not for another integration', false, 'fixedDuration' as const, false],
  ])('%s', (_title, offers, duration, expected) => {
    expect(ivtOffered(offers, duration)).toEqual(expected);
  });

  it.each<[string, DimonaContractType | null, DimonaContractType[], DimonaContractType | null]>([
    ['part 2 §4: Extra cleared when no longer offered', 'Extra', common, null],
    ['part 2 §4: Flex cleared when no longer offered', 'Flex', common, null],
    ['part 2 §4: Flex kept while offered', 'Flex', [...common, 'Flex'], 'Flex'],
    ['part 2 §4 (choice): IVT cleared when no longer offered', 'IVT', common, null],
    ['part 2 §4: Normal is never cleared', 'Normal', common, 'Normal'],
  ])('%s', (_title, type, options, expected) => {
    expect(clearDisallowedContractType(type, options)).toEqual(expected);
  });
});

describe('employment and worker status', () => {
  it.each<[string, DimonaContractType | null, string[]]>([
    ['part 2 §5: no director for IBO', 'IBO', ['Workman', 'Employee']],
    ['part 2 §5: no director for TRI', 'TRI', ['Workman', 'Employee']],
    ['part 2 §5: no director for Apprentice', 'Apprentice', ['Workman', 'Employee']],
    ['part 2 §5: no director for STG', 'STG', ['Workman', 'Employee']],
    ['part 2 §5: director allowed for Normal', 'Normal', ['Workman', 'Employee', 'Director']],
    ['part 2 §5: director allowed without contract type', null, ['Workman', 'Employee', 'Director']],
  ])('%s', (_title, type, expected) => {
    expect(employmentStatusOptions(type)).toEqual(expected);
  });

  it.each([
    ['part 2 §4: Director becomes Employee for STG', 'Director' as const, 'STG' as const, 'Employee'],
    ['part 2 §4: Director stays for Normal', 'Director' as const, 'Normal' as const, 'Director'],
    ['part 2 §4: Workman stays for STG', 'Workman' as const, 'STG' as const, 'Workman'],
  ])('%s', (_title, status, type, expected) => {
    expect(normalizeEmploymentStatus(status, type)).toEqual(expected);
  });

  it.each<[string, DimonaContractType | null, boolean]>([
    ['part 2 §5: worker status F1/F2 required for STG', 'STG', true],
    ['part 2 §5: worker status required for TRI', 'TRI', true],
    ['part 2 §5: worker status required for IBO', 'IBO', true],
    ['part 2 §5: worker status not for Apprentice', 'Apprentice', false],
    ['part 2 §5: worker status not for Normal', 'Normal', false],
  ])('%s', (_title, type, expected) => {
    expect(workerStatusRequired(type)).toEqual(expected);
  });

  it.each([
    ['part 2 §5: contract type not required for Director', 'Director' as const, false],
    ['part 2 §5: contract type required for Employee', 'Employee' as const, true],
    ['part 2 §5: contract type required without status', null, true],
  ])('%s', (_title, status, expected) => {
    expect(contractTypeRequired(status)).toEqual(expected);
  });
});

describe('risk classes', () => {
  it.each([
    ['part 2 §5: Workman classes 001 to 006', WORKMAN_RISK_CLASSES, ['001', '002', '003', '004', '005', '006']],
    [
      'part 2 §5: Employee classes 401 to 412',
      EMPLOYEE_RISK_CLASSES,
      ['401', '402', '403', '404', '405', '406', '407', '408', '409', '410', '411', '412'],
    ],
    ['part 2 §5: sports contract types 409 to 412', SPORTS_RISK_CLASSES, ['409', '410', '411', '412']],
  ])('%s', (_title, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['part 2 §5: Workman → 001–006', 'Workman' as const, null, WORKMAN_RISK_CLASSES],
    ['part 2 §5: Employee → 401–412', 'Employee' as const, null, EMPLOYEE_RISK_CLASSES],
    ['part 2 §5: Employee sports person → 409–412', 'Employee' as const, 'sports_person' as const, SPORTS_RISK_CLASSES],
    [
      'part 2 §5 (choice): Workman sports trainer → 409–412',
      'Workman' as const,
      'sports_trainer' as const,
      SPORTS_RISK_CLASSES,
    ],
    ['part 2 §5: Director → no risk class', 'Director' as const, null, []],
  ])('%s', (_title, status, sports, expected) => {
    expect(riskClassOptions(status, sports)).toEqual(expected);
  });

  it.each([
    ['part 2 §5: risk class asked for Workman', 'Workman' as const, false, true],
    ['part 2 §5: risk class asked for Employee', 'Employee' as const, false, true],
    ['part 2 §5: not asked for Director', 'Director' as const, false, false],
    ['part 2 §5: not asked when the integration skips it', 'Workman' as const, true, false],
  ])('%s', (_title, status, skips, expected) => {
    expect(riskClassShown(status, skips)).toEqual(expected);
  });
});

describe('forfait', () => {
  const forfait: ForfaitInput = {
    durationType: 'singleDay',
    parcom: '302',
    contractType: 'Extra',
    employmentStatus: 'Workman',
    featureEnabled: true,
  };
  it.each<[string, Partial<ForfaitInput>, boolean]>([
    ['part 2 §5: single day, PC 302, Extra, Workman, with the feature → forfait shown', {}, true],
    ['part 2 §5: PC 302.00 counts as PC 302', { parcom: '302.00' }, true],
    ['part 2 §5: without the feature → hidden', { featureEnabled: false }, false],
    ['part 2 §5: not a single day → hidden', { durationType: 'fixedDuration' }, false],
    ['part 2 §5: PC 301 → hidden', { parcom: '301' }, false],
    ['part 2 §5: Flex → hidden', { contractType: 'Flex' }, false],
    ['part 2 §5: Employee → hidden', { employmentStatus: 'Employee' }, false],
  ])('%s', (_title, over, expected) => {
    expect(forfaitShown({ ...forfait, ...over })).toEqual(expected);
  });
});
