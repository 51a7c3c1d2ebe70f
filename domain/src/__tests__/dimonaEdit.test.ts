import {
  dimonaEditChangeOf,
  dimonaEditErrors,
  dimonaEditFormState,
  dimonaEditValues,
  maxExtraShiftCount,
  NO_DIMONA_DETAILS,
  settleEditChange,
  settledEditDetails,
  type DimonaEditChange,
} from '../dimonaEdit';
import type { DimonaContext } from '../dimonaTypes';

const context: DimonaContext = {
  person: { rijks_register_nummer: '85.07.30-033.61', nationality_country_code: 'BE' },
  integration: {
    parcoms: ['302', '200', '118', '118.03', '124', '100', '145.01'],
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
  original: { startDate: '2024-06-10', endDate: '2024-06-10', startingHour: 1080, endingHour: 1320 },
  now: { date: '2024-06-10', minutes: 600 },
};
const flex: DimonaEditChange = {
  contractStartDate: '2024-06-10',
  startingHour: 1080,
  endingHour: 1320,
  pauseMinutes: 0,
  plannedHours: null,
  extraShifts: [],
  contractType: 'Flex',
  parcom: '302',
  // PC 302 presets no employment status (part 2 §4): the form asks it; a Workman has a risk class (part 2 §5).
  details: { ...NO_DIMONA_DETAILS, employmentStatus: 'Workman', riskClass: '001' },
};
const edit = (c: Partial<DimonaEditChange> = {}) => ({ ...flex, ...c });
const rsz: DimonaContext = { ...context, features: ['enable_rsz_categories'], rszCategoryOptions: ['057', '058'] };
const sports: DimonaContext = { ...context, features: ['enable_sports_person_contracts'] };
const shift = (StartingHour: number, EndingHour: number, PauseMinutes = 0) => ({
  StartingHour,
  EndingHour,
  PauseMinutes,
});

describe('dimonaEditErrors: what the form and the server refuse (part 1 §5, §9; part 2 §4, §5)', () => {
  it.each<[string, DimonaEditChange, DimonaContext, object[]]>([
    ['part 2 §5: a Flex day in PC 302 from 18:00 to 22:00 → accepted', edit(), context, []],
    ['part 2 §4: end 0 (midnight) is allowed', edit({ endingHour: 0 }), context, []],
    [
      'part 2 §4: 18:00 → 02:00 is 480 worked minutes, under 720: a warning, no error',
      edit({ endingHour: 120 }),
      context,
      [],
    ],
    [
      'part 2 §4, §5: 18:00 → 06:00 is 720 worked minutes: DIMONA_NOT_ALLOWED_HOURS',
      edit({ endingHour: 360 }),
      context,
      [{ code: 'DIMONA_NOT_ALLOWED_HOURS', field: 'endingHour' }],
    ],
    [
      'part 2 §4: 18:00 → 06:00 with a 60-minute pause is 660: allowed',
      edit({ endingHour: 360, pauseMinutes: 60 }),
      context,
      [],
    ],
    [
      'part 2 §5: hour input is required for Flex on a single day → FIELD_IS_REQUIRED',
      edit({ startingHour: null }),
      context,
      [{ code: 'FIELD_IS_REQUIRED', field: 'startingHour' }],
    ],
    [
      'part 2 §5: for Extra on a single day without a forfait offered the hours are required',
      edit({ contractType: 'Extra', endingHour: null }),
      context,
      [{ code: 'FIELD_IS_REQUIRED', field: 'endingHour' }],
    ],
    [
      'part 2 §5: forfait only for Workman: an Employee in PC 302 is offered no forfait and the hours stay required',
      edit({
        contractType: 'Extra',
        endingHour: null,
        details: { ...flex.details!, employmentStatus: 'Employee', riskClass: '401' },
      }),
      { ...context, features: ['enable_dimona_forfait'] },
      [{ code: 'FIELD_IS_REQUIRED', field: 'endingHour' }],
    ],
    [
      'part 2 §5: "forfait type (when shown) … required": Extra, Workman, PC 302 with the feature and no forfait → FIELD_IS_REQUIRED',
      edit({ contractType: 'Extra' }),
      { ...context, features: ['enable_dimona_forfait'] },
      [{ code: 'FIELD_IS_REQUIRED', field: 'forfaitType' }],
    ],
    [
      'part 2 §5: "End hour is required for hourly forfait"',
      edit({ contractType: 'Extra', endingHour: null, details: { ...flex.details!, forfaitType: 'hourly' } }),
      { ...context, features: ['enable_dimona_forfait'] },
      [{ code: 'FIELD_IS_REQUIRED', field: 'endingHour' }],
    ],
    [
      'part 2 §5: "for Extra … it depends on the forfait type": daily needs no end hour',
      edit({ contractType: 'Extra', endingHour: null, details: { ...flex.details!, forfaitType: 'daily' } }),
      { ...context, features: ['enable_dimona_forfait'] },
      [],
    ],
    [
      'part 2 §5: both paritair comité and contract type are needed → the both-required toast',
      edit({ contractType: null }),
      context,
      [
        { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: null },
        { code: 'FIELD_IS_REQUIRED', field: 'contractType' },
      ],
    ],
    [
      'part 2 §5: the paritair comité is required when more than one option exists',
      edit({ parcom: null }),
      context,
      [
        { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' },
        { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: null },
        { code: 'FIELD_IS_REQUIRED', field: 'parcom' },
      ],
    ],
    [
      'part 2 §5: a paritair comité that is not one of the integration options → the both-required toast',
      edit({ parcom: '999' }),
      context,
      [
        { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'parcom' },
        { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' },
      ],
    ],
    [
      'part 2 §5: Extra is offered only with PC 144, 145, 145.01, 145.04, 302 or 320: PC 200 Extra is cleared (§4) → both-required toast',
      edit({ contractType: 'Extra', parcom: '200' }),
      context,
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    ['part 2 §5: Extra with PC 145.01 is offered', edit({ contractType: 'Extra', parcom: '145.01' }), context, []],
    ['part 2 §5: PC 200 Flex is allowed (with a warning)', edit({ parcom: '200' }), context, []],
    [
      'part 2 §5: "Flex … for PC 118 with RSZ category 058": PC 118 without a category → refused',
      edit({ parcom: '118' }),
      context,
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    [
      'part 2 §5: "Flex … for PC 118 with RSZ category 058": PC 118 with RSZ categories off (fix) → refused',
      edit({ parcom: '118', details: { ...flex.details!, rszCategory: '057' } }),
      context,
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    [
      'part 2 §5: "Flex … for PC 118 with RSZ category 058": PC 118, categories on, 058 → accepted',
      edit({ parcom: '118', details: { ...flex.details!, rszCategory: '058' } }),
      rsz,
      [],
    ],
    [
      'part 2 §5: Flex for the sub-committee 118.03 as listed, whatever the RSZ category',
      edit({ parcom: '118.03' }),
      context,
      [],
    ],
    [
      'part 2 §5: "118.x" as listed: 118.03 with categories on and category 057 → accepted (fix)',
      edit({ parcom: '118.03', details: { ...flex.details!, rszCategory: '057' } }),
      rsz,
      [],
    ],
    [
      'part 2 §5: "RSZ category: required when enabled by flag and more than 1 option exists"',
      edit({ details: { ...flex.details!, rszCategory: null } }),
      rsz,
      [{ code: 'FIELD_IS_REQUIRED', field: 'rszCategory' }],
    ],
    [
      'part 2 §5: an RSZ category the form does not offer reads as empty → FIELD_IS_REQUIRED',
      edit({ details: { ...flex.details!, rszCategory: '999' } }),
      rsz,
      [{ code: 'FIELD_IS_REQUIRED', field: 'rszCategory' }],
    ],
    [
      'part 2 §5: "division (when more than one) … required"',
      edit(),
      { ...context, divisionOptions: [1, 2] },
      [{ code: 'FIELD_IS_REQUIRED', field: 'divisionId' }],
    ],
    [
      'part 2 §5: a division of the options → accepted',
      edit({ details: { ...flex.details!, divisionId: 2 } }),
      { ...context, divisionOptions: [1, 2] },
      [],
    ],
    [
      'part 2 §5: "Employment status … required": PC 302 presets none and none given',
      edit({ details: { ...flex.details!, employmentStatus: null, riskClass: null } }),
      context,
      [{ code: 'FIELD_IS_REQUIRED', field: 'employmentStatus' }],
    ],
    [
      'part 2 §5: "activity with risk (when required)": a Workman without a risk class → FIELD_IS_REQUIRED',
      edit({ details: { ...flex.details!, riskClass: null } }),
      context,
      [{ code: 'FIELD_IS_REQUIRED', field: 'riskClass' }],
    ],
    [
      'part 2 §5: "Workman classes: 001 to 006": an Employee class for a Workman reads as empty → FIELD_IS_REQUIRED',
      edit({ details: { ...flex.details!, riskClass: '405' } }),
      context,
      [{ code: 'FIELD_IS_REQUIRED', field: 'riskClass' }],
    ],
    [
      'part 2 §5: "Sports contract types use 409 to 412": a sports person with class 401 → FIELD_IS_REQUIRED',
      edit({
        details: {
          ...flex.details!,
          employmentStatus: 'Employee',
          riskClass: '401',
          sportsContractType: 'sports_person',
        },
      }),
      sports,
      [{ code: 'FIELD_IS_REQUIRED', field: 'riskClass' }],
    ],
    [
      'part 2 §5: a sports person with class 410 → accepted',
      edit({
        details: {
          ...flex.details!,
          employmentStatus: 'Employee',
          riskClass: '410',
          sportsContractType: 'sports_person',
          isOpportunityContract: true,
        },
      }),
      sports,
      [],
    ],
    [
      'part 2 §6: without enable_sports_person_contracts a sports contract type is not asked, so not checked (it is cleared)',
      edit({ details: { ...flex.details!, sportsContractType: 'sports_person' } }),
      context,
      [],
    ],
    [
      'part 2 §5: "pension date and type … are required" for a pensioner',
      edit({ details: { ...flex.details!, pensioner: true } }),
      context,
      [
        { code: 'FIELD_IS_REQUIRED', field: 'pensionDate' },
        { code: 'FIELD_IS_REQUIRED', field: 'pensionType' },
      ],
    ],
    [
      'part 2 §9: a pension type outside the four reads as empty → FIELD_IS_REQUIRED',
      edit({
        details: { ...flex.details!, pensioner: true, pensionDate: '2020-01-01', pensionType: 'Lottery' as never },
      }),
      context,
      [{ code: 'FIELD_IS_REQUIRED', field: 'pensionType' }],
    ],
    [
      'part 2 §5: experience-since required for Flex with a function code',
      edit(),
      { ...context, functionCode: 'HORECA-1' },
      [{ code: 'FIELD_IS_REQUIRED', field: 'experienceSince' }],
    ],
    [
      'part 2 §5: experience-since given → accepted',
      edit({ details: { ...flex.details!, experienceSince: '2019-03-01' } }),
      { ...context, functionCode: 'HORECA-1' },
      [],
    ],
    [
      'part 1 §5: a day-contract edit is of one day: another durationType → EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE',
      edit({ details: { ...flex.details!, durationType: 'fixedDuration' } }),
      context,
      [{ code: 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE', field: 'durationType' }],
    ],
    [
      'part 2 §5: "Director … not allowed for IBO, TRI, Apprentice and STG" does not touch Flex: a Director needs no risk class',
      edit({ details: { ...flex.details!, employmentStatus: 'Director', riskClass: null } }),
      context,
      [],
    ],
    [
      'part 2 §5: Flex is not offered for PC 124',
      edit({ parcom: '124' }),
      context,
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    [
      'part 2 §5: Flex from the integration-supplied list within its validity dates',
      edit({ parcom: '124' }),
      {
        ...context,
        integration: {
          ...context.integration,
          flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: '2024-12-31' }],
        },
      },
      [],
    ],
    [
      'part 2 §5: … and not outside them',
      edit({ parcom: '124' }),
      {
        ...context,
        integration: {
          ...context.integration,
          flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2025-01-01', valid_to: null }],
        },
      },
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    [
      'part 2 §5: Extra and Flex are not offered with an empty national register number and a non-Belgian nationality',
      edit(),
      { ...context, person: { rijks_register_nummer: '', nationality_country_code: 'NL' } },
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    [
      'part 1 §9: Student is only deletable → EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE',
      edit({ contractType: 'Student', plannedHours: 8 }),
      context,
      [{ code: 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE', field: 'contractType' }],
    ],
    [
      'part 1 §5, part 2 §4: extra shifts only below the integration maximum minus 1 (maximum 3 → 2 shifts)',
      edit({ extraShifts: [shift(540, 600), shift(600, 660), shift(660, 720)] }),
      context,
      [{ code: 'DIMONA_TOO_MANY_EXTRA_SHIFTS', field: 'extraShifts' }],
    ],
    [
      'part 1 §5: two extra shifts with maximum 3 → accepted',
      edit({ extraShifts: [shift(540, 600), shift(600, 660)] }),
      context,
      [],
    ],
    [
      'part 2 §4: an extra shift of 720 minutes over midnight is not allowed either',
      edit({ extraShifts: [shift(1200, 480)] }),
      context,
      [{ code: 'DIMONA_NOT_ALLOWED_HOURS', field: 'extraShifts' }],
    ],
  ])('%s', (_title, change, ctx, expected) => {
    expect(dimonaEditErrors(change, ctx)).toEqual(expected);
  });
});

describe('dimonaEditValues (part 2 §4, §7)', () => {
  it.each([
    ['part 2 §4: PC 100–199 gives Workman', '118.03', 'Workman'],
    ['part 2 §4: PC 200–299 gives Employee', '200', 'Employee'],
    ['part 2 §4: other committees give no preset', '302', null],
  ])('%s (no employment status given)', (_title, parcom, status) => {
    expect(dimonaEditValues(edit({ parcom, details: NO_DIMONA_DETAILS })).employmentStatus).toEqual(status);
  });

  it('part 2 §4: a given employment status stands over the preset', () => {
    expect(dimonaEditValues(edit({ parcom: '200' })).employmentStatus).toEqual('Workman');
  });

  it('a one-day edit is a single day ending on its start date', () => {
    expect(dimonaEditValues(edit())).toMatchObject({
      durationType: 'singleDay',
      startDate: '2024-06-10',
      endDate: '2024-06-10',
    });
  });
});

describe('maxExtraShiftCount (part 1 §5: below the integration maximum minus 1)', () => {
  it.each([
    [3, 2],
    [1, 0],
    [0, 0],
  ])('maximum %s → at most %s shifts', (max, count) => {
    expect(maxExtraShiftCount(max)).toEqual(count);
  });
});

describe('dimonaEditFormState (the form and the server give the same answer)', () => {
  it('its errors are the edit errors; its duration is the one day (part 1 §5)', () => {
    expect(dimonaEditFormState(edit(), context).options.durationType).toEqual(['singleDay']);
    expect(dimonaEditFormState(edit({ endingHour: 360 }), context).errors).toEqual(
      dimonaEditErrors(edit({ endingHour: 360 }), context),
    );
    expect(dimonaEditFormState(edit(), context).errors).toEqual([]);
  });
});

describe('the form fields past the §7 payload: pension, risk class, sports (part 2 §2, §5, §9)', () => {
  const withDetails = (
    parcom: string,
    details: Partial<typeof NO_DIMONA_DETAILS> = {},
    over: Partial<DimonaContext> = {},
  ) => dimonaEditFormState(edit({ parcom, details: { ...NO_DIMONA_DETAILS, ...details } }), { ...context, ...over });
  it.each([
    // [title, parcom, details, context, shown, required]
    [
      'part 2 §5: PC 100 presets Workman, so the risk class is asked and required',
      '100',
      {},
      context,
      ['riskClass'],
      ['riskClass'],
    ],
    ['part 2 §5: PC 302 presets no status: no risk class', '302', {}, context, [], []],
    [
      'part 2 §5: "unless the integration skips it": no risk class',
      '100',
      {},
      { ...context, integration: { ...context.integration, skipsRiskClass: true } },
      [],
      [],
    ],
    [
      'part 2 §5: pension date and type are asked and required once pensioner',
      '302',
      { pensioner: true },
      context,
      ['pensionDate', 'pensionType'],
      ['pensionDate', 'pensionType'],
    ],
    [
      'part 2 §6: enable_sports_person_contracts shows the sports contract type (not required)',
      '302',
      {},
      sports,
      ['sportsContractType'],
      [],
    ],
  ] as const)('%s', (_title, parcom, details, ctx, shown, required) => {
    const state = withDetails(parcom, details, ctx);
    const detailFields = ['pensionDate', 'pensionType', 'riskClass', 'sportsContractType'];
    expect(state.fields.filter((f) => detailFields.includes(f))).toEqual(shown);
    expect(state.required.filter((f) => detailFields.includes(f))).toEqual(required);
    expect(
      state.errors.filter((e) => e.field !== null && detailFields.includes(e.field)).map((e) => [e.code, e.field]),
    ).toEqual(required.map((f) => ['FIELD_IS_REQUIRED', f]));
  });

  it('part 2 §5: Workman classes 001–006, Employee 401–412, sports contract types 409–412', () => {
    expect(withDetails('100').options.riskClass).toEqual(['001', '002', '003', '004', '005', '006']);
    expect(withDetails('200').options.riskClass).toEqual([
      '401',
      '402',
      '403',
      '404',
      '405',
      '406',
      '407',
      '408',
      '409',
      '410',
      '411',
      '412',
    ]);
    expect(withDetails('200', { sportsContractType: 'sports_person' }, sports).options.riskClass).toEqual([
      '409',
      '410',
      '411',
      '412',
    ]);
  });

  it('part 2 §9: the four pension types; a filled risk class and pension are no longer refused', () => {
    const state = withDetails('100', {
      riskClass: '003',
      pensioner: true,
      pensionDate: '2020-01-01',
      pensionType: 'SurvivalPension',
    });
    expect(state.options.pensionType).toEqual([
      'PensionPrivateSector',
      'SurvivalPension',
      'PensionSelfEmployed',
      'pensionPublicSector',
    ]);
    expect(state.errors).toEqual([]);
  });

  it('The payload alone (no details) is refused as the form refuses it: PC 100 presets Workman, who needs a risk class', () => {
    expect(dimonaEditErrors(edit({ parcom: '100', details: undefined }), context)).toEqual([
      { code: 'FIELD_IS_REQUIRED', field: 'riskClass' },
    ]);
  });
});

describe('settledEditDetails: what an edit keeps (part 2 §4 "resets the hidden fields")', () => {
  it('clears the pension date and type once not a pensioner, the sports fields without the flag, experience-since without a function code', () => {
    const details = {
      ...flex.details!,
      pensioner: false,
      pensionDate: '2020-01-01',
      pensionType: 'SurvivalPension' as const,
      sportsContractType: 'sports_person' as const,
      isOpportunityContract: true,
      experienceSince: '2019-01-01',
    };
    expect(settledEditDetails(edit({ details }), context)).toEqual({ ...flex.details, pensioner: false });
  });

  it('keeps what is shown: RSZ category with the flag, PC 124 numbers, the sports fields with the flag', () => {
    const details = {
      ...flex.details!,
      rszCategory: '058',
      numberCurrentMonth: 3,
      numberNextMonth: 4,
      sportsContractType: 'sports_person' as const,
      isOpportunityContract: true,
      apprentice: true,
    };
    const ctx = { ...rsz, features: [...rsz.features, 'enable_sports_person_contracts' as const] };
    expect(settledEditDetails(edit({ parcom: '124', details }), ctx)).toEqual(details);
  });
});

describe('settleEditChange: the form after a change (part 2 §4, §5)', () => {
  it('part 2 §5: "Workman classes: 001 to 006. Employee classes: 401 to 412": a Workman class is emptied once the status is Employee', () => {
    const change = edit({ details: { ...flex.details!, employmentStatus: 'Employee' } });
    expect(settleEditChange(change, context).details).toEqual({
      ...flex.details,
      employmentStatus: 'Employee',
      riskClass: null,
    });
  });

  it('keeps an offered value', () => {
    expect(settleEditChange(edit(), context)).toEqual(edit());
  });

  it('dimonaEditChangeOf gives back the change its values came from', () => {
    expect(dimonaEditChangeOf(dimonaEditValues(edit()), flex.contractStartDate)).toEqual(edit());
  });
});
