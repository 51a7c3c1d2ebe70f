// JSON schemas of the Dimona area (part 2 §3 Dimona status, Extra shift, Integration; §7 Dimona calls).
import {
  DIMONA_CONTRACT_TYPES,
  DIMONA_DURATION_TYPES,
  EMPLOYMENT_STATUSES,
  FORFAIT_TYPES,
  PENSION_TYPES,
  SPORTS_CONTRACT_TYPES,
  WORKER_STATUSES,
} from '@people/domain/dimonaTypes';
import { errorSchema, named, nullableStr, obj, str } from '../core/schemas';

const int = { type: 'integer' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;
const strings = { type: 'array', items: str } as const;
const minutes = { type: 'integer', minimum: 0, maximum: 1440 } as const;

/** part 2 §3 Extra shift: StartingHour, EndingHour, PauseMinutes (minutes since midnight). */
export const extraShiftSchema = named(
  'ExtraShift',
  obj({ StartingHour: minutes, EndingHour: minutes, PauseMinutes: minutes }),
);

const flexiWithDatesSchema = named(
  'FlexiJointCommitteeWithDates',
  obj({ parcom: str, valid_from: nullableStr, valid_to: nullableStr }),
);

/**
 * part 2 §3 Integration reported_metadata_json: the three lists, and (ours, the spec names no source) the RSZ categories
 * and divisions the Dimona form offers (part 2 §5).
 */
export const integrationListsSchema = named(
  'IntegrationLists',
  obj({
    parcoms: strings,
    flexi_joint_committees: strings,
    flexi_joint_committees_with_dates: { type: 'array', items: flexiWithDatesSchema },
    rsz_categories: strings,
    divisions: { type: 'array', items: int },
  }),
);

/**
 * part 2 §3 Integration with its features (part 1 §6) and what the Dimona form asks of it: the most extra shifts
 * (part 1 §5), whether it offers IVT, skips the risk class or the PC 124 numbers (part 2 §2, §5).
 */
export const integrationDetailSchema = named(
  'IntegrationDetail',
  obj({
    id: int,
    source: str,
    title: str,
    short_title: str,
    image: nullableStr,
    features: strings,
    reported_metadata_json: integrationListsSchema,
    max_extra_shifts: int,
    dimona_offers_ivt: flag,
    dimona_skips_risk_class: flag,
    dimona_skips_pc124_numbers: flag,
  }),
);

export const integrationFeaturesSchema = named('IntegrationFeatures', obj({ features: strings }));

const oneOf = (values: readonly string[]) =>
  ({ anyOf: [{ type: 'null' }, { type: 'string', enum: [...values] }] }) as const;
const nullableDate = { type: ['string', 'null'], maxLength: 10, format: 'people-date' } as const;

/**
 * The Dimona form's fields past the §7 payload (part 2 §2, §3, §5, §9), as the REST API takes and answers them: flags
 * 0/1, dates ISO (DD/MM/YYYY taken too). In an edit each is optional: an absent one keeps the stored value.
 */
export const dimonaDetailProperties = {
  rsz_category: { type: ['string', 'null'], maxLength: 10 },
  employment_status: oneOf(EMPLOYMENT_STATUSES),
  division_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  forfait_type: oneOf(FORFAIT_TYPES),
  number_current_month: { type: ['integer', 'null'], minimum: 0, maximum: 1000 },
  number_next_month: { type: ['integer', 'null'], minimum: 0, maximum: 1000 },
  pensioner: flag,
  pension_date: nullableDate,
  pension_type: oneOf(PENSION_TYPES),
  worker_status: oneOf(WORKER_STATUSES),
  risk_class: { type: ['string', 'null'], pattern: '^[0-9]{3}$' },
  sports_contract_type: oneOf(SPORTS_CONTRACT_TYPES),
  is_recognized_foreign_sports_person: flag,
  is_opportunity_contract: flag,
  apprentice: flag,
  replacement_contract: flag,
  experience_since: nullableDate,
} as const;

export const DECLARATION_STATUSES = ['submitted', 'accepted', 'refused', 'cancelled'] as const;

/** A declaration with its lifecycle: submitted, then accepted or refused by the service, or cancelled. */
export const dimonaDeclarationSchema = named(
  'DimonaDeclaration',
  obj({
    command_id: str,
    status: { type: 'string', enum: [...DECLARATION_STATUSES] },
    action: { type: 'string', enum: ['in', 'update', 'cancel'] },
    late_codes: strings,
    declared_at: str,
  }),
);

/**
 * part 2 §3 Dimona status with its keys as the spec spells them, and what the form needs besides: the person's id and
 * day, whether the national register number is empty and the nationality (part 2 §5 Extra/Flex rule), and the
 * latest declaration.
 */
export const dimonaStatusSchema = named(
  'DimonaStatus',
  obj({
    employee_id: int,
    contract_start_date: str,
    ContractType: { type: 'string', enum: ['Flex', 'Extra', 'Student'] },
    Student: flag,
    PlannedHoursNbr: nullableInt,
    StartingHour: int,
    EndingHour: int,
    PauseMinutes: int,
    ParCom: nullableStr,
    isServiceCoupe: flag,
    extra_shifts: { type: 'array', items: extraShiftSchema },
    integration_id: nullableInt,
    national_number_empty: flag,
    nationality_country_code: nullableStr,
    ...dimonaDetailProperties,
    durationType: { type: 'string', enum: ['singleDay'] },
    // part 2 §5: experience-since depends on the contract's function code.
    function_code: nullableStr,
    declaration: { anyOf: [{ type: 'null' }, dimonaDeclarationSchema] },
  }),
);

const nullableMinutes = { type: ['integer', 'null'], minimum: 0, maximum: 1440 } as const;

/** part 2 §7 Dimona edit contract payload. */
export const dimonaEditBody = obj(
  {
    employee_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    contract_start_date: { type: 'string', maxLength: 10, format: 'people-date' },
    StartingHour: nullableMinutes,
    EndingHour: nullableMinutes,
    PauseMinutes: nullableMinutes,
    PlannedHoursNbr: { type: ['integer', 'null'], minimum: 0, maximum: 24 },
    extra_shifts: {
      type: 'array',
      items: obj({ StartingHour: minutes, EndingHour: minutes, PauseMinutes: minutes }),
      maxItems: 20,
    },
    ContractType: { anyOf: [{ type: 'null' }, { type: 'string', enum: [...DIMONA_CONTRACT_TYPES] }] },
    Parcom: { type: ['string', 'null'], maxLength: 20 },
    ...dimonaDetailProperties,
    // part 1 §5: a day-contract edit is of one day; another duration is refused with EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE.
    durationType: { type: 'string', enum: [...DIMONA_DURATION_TYPES] },
    // /people/{id}/edit/contracts: Employee.version as the form read it; a stale one is EDIT_CONFLICT.
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
  ['employee_id', 'contract_start_date', 'ContractType', 'Parcom'],
);

export const dimonaEditAnswer = named(
  'DimonaEditAnswer',
  obj({ command_id: str, status: { type: 'string', enum: [...DECLARATION_STATUSES] }, late_codes: strings }),
);

export { errorSchema };
