import {
  buildDimonaEditPayload,
  changeContractType,
  changeParcom,
  dimonaEditBlock,
  dimonaFormState,
  newExtraShift,
  requiredFields,
  resetHiddenFields,
  shownFields,
} from '../dimona';
import type { DimonaContext, DimonaFormInput, DimonaFormValues } from '../dimonaTypes';
import type { CompanyFeature } from '../companyFlags';

const values: DimonaFormValues = {
  parcom: '302',
  rszCategory: null,
  employmentStatus: 'Workman',
  divisionId: null,
  contractType: 'Flex',
  durationType: 'singleDay',
  forfaitType: null,
  startingHour: 540,
  endingHour: 1020,
  pauseMinutes: 0,
  plannedHours: null,
  numberCurrentMonth: null,
  numberNextMonth: null,
  pensioner: false,
  pensionDate: null,
  pensionType: null,
  workerStatus: null,
  riskClass: '001',
  sportsContractType: null,
  isRecognizedForeignSportsPerson: false,
  isOpportunityContract: false,
  apprentice: false,
  replacementContract: false,
  experienceSince: null,
  startDate: '2024-06-20',
  endDate: null,
  extraShifts: [],
};
const context: DimonaContext = {
  person: { rijks_register_nummer: '85.07.30-033.61', nationality_country_code: 'BE' },
  integration: {
    parcoms: ['302', '200'],
    flexi_joint_committees: [],
    flexi_joint_committees_with_dates: [],
    features: ['dimona-edit/push'],
    maxExtraShifts: 3,
    offersIvt: false,
    skipsRiskClass: false,
    skipsPc124Numbers: false,
  },
  rszCategoryOptions: [],
  divisionOptions: [],
  features: [],
  original: null,
  now: { date: '2024-06-10', minutes: 600 },
};
const input = (v: Partial<DimonaFormValues> = {}, c: Partial<DimonaContext> = {}): DimonaFormInput => ({
  values: { ...values, ...v },
  context: { ...context, ...c },
});
const NEXT = { code: 'DIMONA_NEXT_DEADLINE', deadline: { date: '2024-06-20', minutes: 540 } };
const withFeatures = (...features: CompanyFeature[]) => ({ features });

describe('dimonaFormState: a clean single-day Flex in PC 302', () => {
  it('part 2 §2, §5: fields, required fields, options, no errors, no warnings', () => {
    expect(dimonaFormState(input())).toEqual({
      fields: [
        'parcom',
        'employmentStatus',
        'contractType',
        'durationType',
        'startingHour',
        'endingHour',
        'pauseMinutes',
        'extraShifts',
        'pensioner',
        'riskClass',
        'apprentice',
        'replacementContract',
        'startDate',
      ],
      required: ['parcom', 'employmentStatus', 'contractType', 'startingHour', 'endingHour', 'riskClass', 'startDate'],
      options: {
        parcom: ['302', '200'],
        rszCategory: [],
        employmentStatus: ['Workman', 'Employee', 'Director'],
        divisionId: [],
        contractType: [
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
          'Extra',
          'Flex',
        ],
        durationType: ['singleDay', 'fixedDuration', 'indefinite'],
        forfaitType: [],
        workerStatus: [],
        riskClass: ['001', '002', '003', '004', '005', '006'],
        pensionType: ['PensionPrivateSector', 'SurvivalPension', 'PensionSelfEmployed', 'pensionPublicSector'],
        sportsContractType: ['sports_usually', 'sports_person', 'sports_trainer'],
      },
      errors: [],
      // An edit or declaration not late yet shows the deadline it must meet.
      warnings: [NEXT],
    });
  });
});

describe('shown and required fields', () => {
  it.each<[string, DimonaFormInput, string, boolean]>([
    ['part 2 §5: paritair comité required with 2 options', input(), 'parcom', true],
    [
      'part 2 §5: paritair comité not required with 1 option',
      input({}, { integration: { ...context.integration, parcoms: ['302'] } }),
      'parcom',
      false,
    ],
    [
      'part 2 §5: RSZ category required with the flag and 2 options',
      input({}, { ...withFeatures('enable_rsz_categories'), rszCategoryOptions: ['015', '058'] }),
      'rszCategory',
      true,
    ],
    [
      'part 2 §5: RSZ category not required with 1 option',
      input({}, { ...withFeatures('enable_rsz_categories'), rszCategoryOptions: ['015'] }),
      'rszCategory',
      false,
    ],
    [
      'part 2 §5: RSZ category not required without the flag',
      input({}, { rszCategoryOptions: ['015', '058'] }),
      'rszCategory',
      false,
    ],
    ['part 2 §5: division required with 2 options', input({}, { divisionOptions: [1, 2] }), 'divisionId', true],
    ['part 2 §5: division not required with 1 option', input({}, { divisionOptions: [1] }), 'divisionId', false],
    [
      'part 2 §5: contract type not required for Director',
      input({ employmentStatus: 'Director', contractType: null }),
      'contractType',
      false,
    ],
    [
      'part 2 §5: forfait required when shown (PC 302, Extra, Workman, feature)',
      input({ contractType: 'Extra' }, withFeatures('enable_dimona_forfait')),
      'forfaitType',
      true,
    ],
    ['part 2 §5: pension date required for a pensioner', input({ pensioner: true }), 'pensionDate', true],
    ['part 2 §5: pension type required for a pensioner', input({ pensioner: true }), 'pensionType', true],
    ['part 2 §5 (choice): pension date not asked for a non-pensioner', input(), 'pensionDate', false],
    ['part 2 §5: worker status required for STG', input({ contractType: 'STG' }), 'workerStatus', true],
    ['part 2 §5: risk class required for Workman', input(), 'riskClass', true],
    [
      'part 2 §5: risk class not asked when the integration skips it',
      input({}, { integration: { ...context.integration, skipsRiskClass: true } }),
      'riskClass',
      false,
    ],
    ['part 2 §5: planned hours required for Student', input({ contractType: 'Student' }), 'plannedHours', true],
    ['part 2 §5: planned hours not asked for Flex', input(), 'plannedHours', false],
    [
      'part 2 §5: end date required for Flex on several days',
      input({ durationType: 'fixedDuration' }),
      'endDate',
      true,
    ],
    [
      'part 2 §5: end hour not required for Extra with daily forfait',
      input({ contractType: 'Extra', forfaitType: 'daily' }, withFeatures('enable_dimona_forfait')),
      'endingHour',
      false,
    ],
    [
      'part 2 §5: end hour required for Extra with hourly forfait',
      input({ contractType: 'Extra', forfaitType: 'hourly' }, withFeatures('enable_dimona_forfait')),
      'endingHour',
      true,
    ],
    ['part 2 §5: "employment status … required"', input({ employmentStatus: null }), 'employmentStatus', true],
    ['part 2 §5: worker status required for TRI', input({ contractType: 'TRI' }), 'workerStatus', true],
    ['part 2 §5: worker status required for IBO', input({ contractType: 'IBO' }), 'workerStatus', true],
    [
      'part 2 §5: "experience-since … required depending on the function code and contract type": Flex with a function code',
      input({}, { functionCode: 'HORECA-1' }),
      'experienceSince',
      true,
    ],
    [
      'part 2 §5 (choice): experience-since only shown, not required, for Normal with a function code',
      input({ contractType: 'Normal' }, { functionCode: 'HORECA-1' }),
      'experienceSince',
      false,
    ],
    ['part 2 §5 (choice): apprentice is never required', input(), 'apprentice', false],
    ['part 2 §5 (choice): replacement contract is never required', input(), 'replacementContract', false],
  ])('%s', (_title, formInput, field, expected) => {
    expect(requiredFields(formInput).includes(field as never)).toEqual(expected);
  });

  it.each<[string, DimonaFormInput, string, boolean]>([
    [
      'part 2 §2: PC 124 shows number_current_month',
      input({ parcom: '124', contractType: 'Normal' }),
      'numberCurrentMonth',
      true,
    ],
    [
      'part 2 §2: PC 124 shows number_next_month',
      input({ parcom: '124', contractType: 'Normal' }),
      'numberNextMonth',
      true,
    ],
    [
      'part 2 §2: PC 124 with the specific payroll provider hides them',
      input(
        { parcom: '124', contractType: 'Normal' },
        { integration: { ...context.integration, skipsPc124Numbers: true } },
      ),
      'numberCurrentMonth',
      false,
    ],
    [
      'part 2 §6: sports fields with enable_sports_person_contracts',
      input({}, withFeatures('enable_sports_person_contracts')),
      'sportsContractType',
      true,
    ],
    ['part 2 §6: no sports fields without the flag', input(), 'sportsContractType', false],
    ['part 2 §5 (choice): hours shown for a single day', input(), 'startingHour', true],
    [
      'part 2 §5 (choice): hours hidden on several days',
      input({ durationType: 'fixedDuration' }),
      'startingHour',
      false,
    ],
    ['part 2 §5 (choice): end date hidden for a single day', input(), 'endDate', false],
    [
      'part 2 §5 (choice): division hidden with a single option',
      input({}, { divisionOptions: [4] }),
      'divisionId',
      false,
    ],
    [
      'part 2 §5: "division (when more than one)" is shown with two',
      input({}, { divisionOptions: [4, 5] }),
      'divisionId',
      true,
    ],
    [
      'part 2 §6: RSZ category shown with enable_rsz_categories and options',
      input({}, { ...withFeatures('enable_rsz_categories'), rszCategoryOptions: ['058'] }),
      'rszCategory',
      true,
    ],
    [
      'part 2 §6: RSZ category hidden without enable_rsz_categories',
      input({}, { rszCategoryOptions: ['058'] }),
      'rszCategory',
      false,
    ],
    [
      'part 2 §5: forfait shown for a single day, PC 302, Extra, Workman with the feature',
      input({ contractType: 'Extra' }, withFeatures('enable_dimona_forfait')),
      'forfaitType',
      true,
    ],
    [
      'part 2 §5: no forfait for an Employee',
      input({ contractType: 'Extra', employmentStatus: 'Employee' }, withFeatures('enable_dimona_forfait')),
      'forfaitType',
      false,
    ],
    ['part 2 §5: no forfait for Flex', input({}, withFeatures('enable_dimona_forfait')), 'forfaitType', false],
    ['part 2 §5: no forfait without the feature', input({ contractType: 'Extra' }), 'forfaitType', false],
    [
      'part 2 §5: no forfait on several days',
      input({ contractType: 'Extra', durationType: 'fixedDuration' }, withFeatures('enable_dimona_forfait')),
      'forfaitType',
      false,
    ],
    ['part 2 §5: worker status not asked for Flex', input(), 'workerStatus', false],
    ['part 2 §5: no risk class for a Director', input({ employmentStatus: 'Director' }), 'riskClass', false],
    [
      'part 2 §3: the sports flags with a sports contract type',
      input({ sportsContractType: 'sports_person' }, withFeatures('enable_sports_person_contracts')),
      'isRecognizedForeignSportsPerson',
      true,
    ],
    [
      'part 2 §3: the opportunity-contract flag with a sports contract type',
      input({ sportsContractType: 'sports_trainer' }, withFeatures('enable_sports_person_contracts')),
      'isOpportunityContract',
      true,
    ],
    [
      'part 2 §3: no sports flags without a sports contract type',
      input({}, withFeatures('enable_sports_person_contracts')),
      'isRecognizedForeignSportsPerson',
      false,
    ],
    [
      'part 2 §5: experience-since shown with a function code (Normal)',
      input({ contractType: 'Normal' }, { functionCode: 'HORECA-1' }),
      'experienceSince',
      true,
    ],
    ['part 2 §5 (choice): no experience-since without a function code', input(), 'experienceSince', false],
    ['part 2 §2: durationType is always shown', input(), 'durationType', true],
    ['part 2 §2 (choice): apprentice is shown', input(), 'apprentice', true],
    ['part 2 §2 (choice): replacement contract is shown', input(), 'replacementContract', true],
  ])('%s', (_title, formInput, field, expected) => {
    expect(shownFields(formInput).includes(field as never)).toEqual(expected);
  });
});

describe('errors', () => {
  it.each<[string, DimonaFormInput, object[]]>([
    [
      'part 2 §5: no paritair comité (2 options) → both-required toast and FIELD_IS_REQUIRED',
      input({ parcom: null, contractType: 'Normal' }),
      [
        { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: null },
        { code: 'FIELD_IS_REQUIRED', field: 'parcom' },
      ],
    ],
    [
      'part 2 §5: no contract type → both-required toast and FIELD_IS_REQUIRED',
      input({ contractType: null }),
      [
        { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: null },
        { code: 'FIELD_IS_REQUIRED', field: 'contractType' },
      ],
    ],
    [
      'part 2 §5: Director without contract type → no error',
      input({ employmentStatus: 'Director', contractType: null, riskClass: null }),
      [],
    ],
    [
      'part 2 §5: Flex single day without start hour → FIELD_IS_REQUIRED',
      input({ startingHour: null }),
      [{ code: 'FIELD_IS_REQUIRED', field: 'startingHour' }],
    ],
    [
      'part 2 §5: Flex on several days without end date → PICK_END_DATE',
      input({ durationType: 'fixedDuration' }),
      [{ code: 'PICK_END_DATE', field: 'endDate' }],
    ],
    [
      'part 2 §5: STG without worker status → FIELD_IS_REQUIRED',
      input({ contractType: 'STG' }),
      [{ code: 'FIELD_IS_REQUIRED', field: 'workerStatus' }],
    ],
    [
      'part 2 §5: pensioner without date and type → two FIELD_IS_REQUIRED',
      input({ pensioner: true }),
      [
        { code: 'FIELD_IS_REQUIRED', field: 'pensionDate' },
        { code: 'FIELD_IS_REQUIRED', field: 'pensionType' },
      ],
    ],
    [
      'part 2 §5: hours 1080–360 (720 worked) → DIMONA_NOT_ALLOWED_HOURS',
      input({ startingHour: 1080, endingHour: 360 }),
      [{ code: 'DIMONA_NOT_ALLOWED_HOURS', field: 'endingHour' }],
    ],
  ])('%s', (_title, formInput, expected) => {
    expect(dimonaFormState(formInput).errors).toEqual(expected);
  });
});

describe('warnings', () => {
  it.each<[string, DimonaFormInput, object[]]>([
    [
      'part 2 §5: hours 1320–120 → DIMONA_HOURS_TO_NEXT_DAY with 2 hours',
      input({ startingHour: 1320, endingHour: 120 }),
      [
        { code: 'DIMONA_HOURS_TO_NEXT_DAY', hours: 2 },
        { ...NEXT, deadline: { date: '2024-06-20', minutes: 1320 } },
      ],
    ],
    [
      'part 2 §2: PC 200 → automobile-sector-only warning',
      input({ parcom: '200', contractType: 'Normal', employmentStatus: 'Employee', riskClass: '401' }),
      [NEXT, { code: 'DIMONA_PC200_AUTOMOBILE_ONLY' }],
    ],
    [
      'part 2 §2: PC 100 → flex warning',
      input({ parcom: '100' }, { integration: { ...context.integration, parcoms: ['100'] } }),
      [NEXT, { code: 'DIMONA_PC100_FLEX_WARNING' }],
    ],
    [
      'part 2 §2: empty RRN and non-Belgian nationality → RRN_SKIP_TITLE',
      input({ contractType: 'Normal' }, { person: { rijks_register_nummer: null, nationality_country_code: 'NL' } }),
      [NEXT, { code: 'RRN_SKIP_TITLE' }],
    ],
    [
      'part 2 §8: no paritair comité option → NO_PARITAIR_COMITEE_YET',
      input({ parcom: null, contractType: 'Normal' }, { integration: { ...context.integration, parcoms: [] } }),
      [NEXT, { code: 'NO_PARITAIR_COMITEE_YET' }],
    ],
    [
      'part 2 §2: a new declaration after its start → LATE_DIMONA_TITLE',
      input({ startDate: '2024-06-10', startingHour: 540 }),
      [{ code: 'LATE_DIMONA_TITLE', deadline: { date: '2024-06-10', minutes: 540 } }],
    ],
    [
      'part 2 §2: the late warning is not shown for IVT',
      input(
        { contractType: 'IVT', durationType: 'fixedDuration', startDate: '2024-06-01', endDate: '2024-06-30' },
        { integration: { ...context.integration, offersIvt: true } },
      ),
      [],
    ],
    [
      'part 2 §8: a late edit lists LATE_DIMONA_TITLE and its reason',
      input(
        { startDate: '2024-06-10', startingHour: 600 },
        { original: { startDate: '2024-06-10', endDate: '2024-06-10', startingHour: 540, endingHour: 1020 } },
      ),
      [
        { code: 'LATE_DIMONA_TITLE', deadline: { date: '2024-06-10', minutes: 540 } },
        { code: 'DIMONA_LATE_FOR_STARTING_HOUR_EDIT', deadline: { date: '2024-06-10', minutes: 540 } },
      ],
    ],
    [
      'A later end hour not late yet carries the next deadline, 8 hours after the original end (part 2 §4)',
      input(
        { startDate: '2024-06-10', startingHour: 1080, endingHour: 120 },
        { original: { startDate: '2024-06-10', endDate: '2024-06-10', startingHour: 1080, endingHour: 1320 } },
      ),
      [
        { code: 'DIMONA_HOURS_TO_NEXT_DAY', hours: 2 },
        { code: 'DIMONA_NEXT_DEADLINE', deadline: { date: '2024-06-11', minutes: 360 } },
      ],
    ],
  ])('%s', (_title, formInput, expected) => {
    expect(dimonaFormState(formInput).warnings).toEqual(expected);
  });
});

describe('transitions', () => {
  it.each<[string, string, object]>([
    [
      'part 2 §4: PC 124 presets Workman (100–199) and clears Flex no longer allowed',
      '124',
      { parcom: '124', employmentStatus: 'Workman', contractType: null },
    ],
    [
      'part 2 §4: PC 200 presets Employee (200–299) and keeps Flex (with warning)',
      '200',
      { parcom: '200', employmentStatus: 'Employee', contractType: 'Flex' },
    ],
    [
      'part 2 §4: PC 320 (no preset) keeps the status',
      '320',
      { parcom: '320', employmentStatus: 'Workman', contractType: 'Flex' },
    ],
  ])('%s', (_title, parcom, expected) => {
    const next = changeParcom(input(), parcom);
    expect({ parcom: next.parcom, employmentStatus: next.employmentStatus, contractType: next.contractType }).toEqual(
      expected,
    );
  });

  it('part 2 §4: changing to a multi-day contract type resets hidden hours to 540, 1020, 0', () => {
    const next = resetHiddenFields(
      input({
        durationType: 'fixedDuration',
        startingHour: 600,
        endingHour: 700,
        pauseMinutes: 30,
        extraShifts: [newExtraShift()],
      }),
    );
    expect([next.startingHour, next.endingHour, next.pauseMinutes, next.extraShifts]).toEqual([540, 1020, 0, []]);
  });

  it('part 2 §4: Director becomes Employee when the contract type has no directors (STG)', () => {
    const next = changeContractType(input({ employmentStatus: 'Director' }), 'STG');
    expect([next.contractType, next.employmentStatus]).toEqual(['STG', 'Employee']);
  });

  it('part 2 §4: hidden worker status is cleared when leaving STG', () => {
    const next = changeContractType(input({ contractType: 'STG', workerStatus: 'F1' }), 'Normal');
    expect(next.workerStatus).toEqual(null);
  });

  it('part 2 §5 (choice): a single hidden division becomes the value', () => {
    expect(resetHiddenFields(input({}, { divisionOptions: [7] })).divisionId).toEqual(7);
  });

  it('part 2 §4: a new extra shift is 540, 1020, pause 0', () => {
    expect(newExtraShift()).toEqual({ StartingHour: 540, EndingHour: 1020, PauseMinutes: 0 });
  });
});

describe('editing an existing declaration', () => {
  it.each([
    [
      'part 2 §8: service coupe → its variant of EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE',
      { ContractType: 'Flex', isServiceCoupe: true },
      ['dimona-edit/push' as const],
      'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE_SERVICE_COUPE',
    ],
    [
      'part 2 §4: Student is not editable (only Flex, Extra) → EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE',
      { ContractType: 'Student', isServiceCoupe: false },
      ['dimona-edit/push' as const],
      'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE',
    ],
    [
      'part 2 §8: no dimona-edit/push → not done via the provider',
      { ContractType: 'Extra', isServiceCoupe: false },
      [],
      'DIMONA_EDIT_NOT_VIA_PROVIDER',
    ],
    [
      'part 2 §4: Flex with dimona-edit/push → editable',
      { ContractType: 'Flex', isServiceCoupe: false },
      ['dimona-edit/push' as const],
      null,
    ],
    [
      'part 2 §4: Extra with dimona-edit/push → editable',
      { ContractType: 'Extra', isServiceCoupe: false },
      ['dimona-edit/push' as const],
      null,
    ],
  ])('%s', (_title, status, features, expected) => {
    expect(dimonaEditBlock(status, features)).toEqual(expected);
  });

  it('part 2 §7: the edit payload, Parcom cut to its first 6 characters', () => {
    expect(buildDimonaEditPayload(42, { ...values, parcom: '302.00.01', extraShifts: [newExtraShift()] })).toEqual({
      employee_id: 42,
      contract_start_date: '20/06/2024',
      StartingHour: 540,
      EndingHour: 1020,
      PauseMinutes: 0,
      PlannedHoursNbr: null,
      extra_shifts: [{ StartingHour: 540, EndingHour: 1020, PauseMinutes: 0 }],
      ContractType: 'Flex',
      Parcom: '302.00',
    });
  });
});
