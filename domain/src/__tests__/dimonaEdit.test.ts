import { dimonaEditErrors, dimonaEditFormState, dimonaEditValues, maxExtraShiftCount, NO_DIMONA_DETAILS, type DimonaEditChange } from '../dimonaEdit';
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
};
const edit = (c: Partial<DimonaEditChange> = {}) => ({ ...flex, ...c });
const shift = (StartingHour: number, EndingHour: number, PauseMinutes = 0) => ({ StartingHour, EndingHour, PauseMinutes });

describe('dimonaEditErrors: what the form and the server refuse (part 1 §5, §9; part 2 §4, §5)', () => {
  it.each<[string, DimonaEditChange, DimonaContext, object[]]>([
    ['part 2 §5: a Flex day in PC 302 from 18:00 to 22:00 → accepted', edit(), context, []],
    ['part 2 §4: end 0 (midnight) is allowed', edit({ endingHour: 0 }), context, []],
    ['part 2 §4: 18:00 → 02:00 is 480 worked minutes, under 720: a warning, no error', edit({ endingHour: 120 }), context, []],
    [
      'part 2 §4, §5: 18:00 → 06:00 is 720 worked minutes: DIMONA_NOT_ALLOWED_HOURS',
      edit({ endingHour: 360 }),
      context,
      [{ code: 'DIMONA_NOT_ALLOWED_HOURS', field: 'endingHour' }],
    ],
    ['part 2 §4: 18:00 → 06:00 with a 60-minute pause is 660: allowed', edit({ endingHour: 360, pauseMinutes: 60 }), context, []],
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
      'part 2 §5: forfait only for Workman; PC 302 presets no status (§4), so the edit offers no forfait and the hours stay required',
      edit({ contractType: 'Extra', endingHour: null, parcom: '302' }),
      { ...context, features: ['enable_dimona_forfait'] },
      [{ code: 'FIELD_IS_REQUIRED', field: 'endingHour' }],
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
      'part 2 §5: Flex for PC 118 only with RSZ category 058; the edit carries no category → refused',
      edit({ parcom: '118' }),
      context,
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    ['part 2 §5: Flex for the sub-committee 118.03 as listed, whatever the RSZ category', edit({ parcom: '118.03' }), context, []],
    [
      'part 2 §5: Flex is not offered for PC 124',
      edit({ parcom: '124' }),
      context,
      [{ code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', field: 'contractType' }],
    ],
    [
      'part 2 §5: Flex from the integration-supplied list within its validity dates',
      edit({ parcom: '124' }),
      { ...context, integration: { ...context.integration, flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: '2024-12-31' }] } },
      [],
    ],
    [
      'part 2 §5: … and not outside them',
      edit({ parcom: '124' }),
      { ...context, integration: { ...context.integration, flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2025-01-01', valid_to: null }] } },
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
    ['part 1 §5: two extra shifts with maximum 3 → accepted', edit({ extraShifts: [shift(540, 600), shift(600, 660)] }), context, []],
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
  ])('%s', (_title, parcom, status) => {
    expect(dimonaEditValues(edit({ parcom })).employmentStatus).toEqual(status);
  });

  it('a one-day edit is a single day ending on its start date', () => {
    expect(dimonaEditValues(edit())).toMatchObject({ durationType: 'singleDay', startDate: '2024-06-10', endDate: '2024-06-10' });
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

describe('dimonaEditFormState (issue 16: the form and the server give the same answer)', () => {
  it('its errors are the edit errors, not the fields the edit does not carry (PC 302 presets no employment status)', () => {
    expect(dimonaEditFormState(edit({ endingHour: 360 }), context).errors).toEqual(dimonaEditErrors(edit({ endingHour: 360 }), context));
    expect(dimonaEditFormState(edit(), context).errors).toEqual([]);
  });
});

describe('the form fields past the §7 payload: pension, risk class, sports (part 2 §2, §5, §9)', () => {
  const withDetails = (parcom: string, details: Partial<typeof NO_DIMONA_DETAILS> = {}, over: Partial<DimonaContext> = {}) =>
    dimonaEditFormState(edit({ parcom, details: { ...NO_DIMONA_DETAILS, ...details } }), { ...context, ...over });
  const sports = { ...context, features: ['enable_sports_person_contracts' as const] };
  it.each([
    // [title, parcom, details, context, shown, required]
    ['part 2 §5: PC 100 presets Workman, so the risk class is asked and required', '100', {}, context, ['riskClass'], ['riskClass']],
    ['part 2 §5: PC 302 presets no status: no risk class', '302', {}, context, [], []],
    [
      'part 2 §5: "unless the integration skips it": no risk class',
      '100',
      {},
      { ...context, integration: { ...context.integration, skipsRiskClass: true } },
      [],
      [],
    ],
    ['part 2 §5: pension date and type are asked and required once pensioner', '302', { pensioner: true }, context, ['pensionDate', 'pensionType'], ['pensionDate', 'pensionType']],
    ['part 2 §6: enable_sports_person_contracts shows the sports contract type (not required)', '302', {}, sports, ['sportsContractType'], []],
  ] as const)('%s', (_title, parcom, details, ctx, shown, required) => {
    const state = withDetails(parcom, details, ctx);
    const detailFields = ['pensionDate', 'pensionType', 'riskClass', 'sportsContractType'];
    expect(state.fields.filter((f) => detailFields.includes(f))).toEqual(shown);
    expect(state.required.filter((f) => detailFields.includes(f))).toEqual(required);
    expect(state.errors.filter((e) => e.field !== null && detailFields.includes(e.field)).map((e) => [e.code, e.field])).toEqual(
      required.map((f) => ['FIELD_IS_REQUIRED', f]),
    );
  });

  it('part 2 §5: Workman classes 001–006, Employee 401–412, sports contract types 409–412', () => {
    expect(withDetails('100').options.riskClass).toEqual(['001', '002', '003', '004', '005', '006']);
    expect(withDetails('200').options.riskClass).toEqual(['401', '402', '403', '404', '405', '406', '407', '408', '409', '410', '411', '412']);
    expect(withDetails('200', { sportsContractType: 'sports_person' }, sports).options.riskClass).toEqual(['409', '410', '411', '412']);
  });

  it('part 2 §9: the four pension types; a filled risk class and pension are no longer refused', () => {
    const state = withDetails('100', { riskClass: '003', pensioner: true, pensionDate: '2020-01-01', pensionType: 'SurvivalPension' });
    expect(state.options.pensionType).toEqual(['PensionPrivateSector', 'SurvivalPension', 'PensionSelfEmployed', 'pensionPublicSector']);
    expect(state.errors).toEqual([]);
  });

  it('part 2 §7: the payload alone (no details, as REST receives it) is not refused for them', () => {
    expect(dimonaEditErrors(edit({ parcom: '100' }), context)).toEqual([]);
  });
});
