// Dimona (part 2 §2–§9). The form of an edit is computed here by domain (dimonaEditFormState), the same
// function the web app runs and the REST API refuses with, so a partner and the web app get the same answer.
import { isIsoDate } from '@people/domain/dates';
import { dimonaEditBlock } from '@people/domain/dimona';
import { dimonaEditFormState, maxExtraShiftCount, type DimonaEditChange } from '@people/domain/dimonaEdit';
import type { CompanyFeature, IntegrationFeature } from '@people/domain/companyFlags';
import type { DimonaContext, DimonaContractType, DimonaIntegration } from '@people/domain/dimonaTypes';
import { fromGlobalId as decode, toGlobalId } from 'graphql-relay';
import type {
  DimonaEditValuesInput,
  DimonaStatusResolvers,
  EmployeeResolvers,
  ExtraShiftInput,
  ExtraShiftResolvers,
  FlexiJointCommitteeWithDatesResolvers,
  DimonaDeclarationResolvers,
} from '../__generated__/resolvers-types';
import { nowMoment } from '../core/clock';
import { givenDimonaDetails, storedDimonaDetails } from './details';
import type { Context } from '../core/context';
import type { DimonaStatusModel, IntegrationDetailModel } from '../core/models';
import { section } from '../core/permissions';
import { AnswerError } from '../core/answerError';

/** What the domain knows of an integration (part 2 §3, §5); none at all offers nothing. */
export function dimonaIntegration(row: IntegrationDetailModel | null): DimonaIntegration {
  return {
    parcoms: row?.reported_metadata_json.parcoms ?? [],
    flexi_joint_committees: row?.reported_metadata_json.flexi_joint_committees ?? [],
    flexi_joint_committees_with_dates: row?.reported_metadata_json.flexi_joint_committees_with_dates ?? [],
    features: (row?.features ?? []) as IntegrationFeature[],
    maxExtraShifts: row?.max_extra_shifts ?? 0,
    offersIvt: row?.dimona_offers_ivt === 1,
    skipsRiskClass: row?.dimona_skips_risk_class === 1,
    skipsPc124Numbers: row?.dimona_skips_pc124_numbers === 1,
  };
}

const integrationOf = (s: DimonaStatusModel, ctx: Context) =>
  s.integration_id === null ? Promise.resolve(null) : ctx.loaders.integrationDetail.load(s.integration_id);

/** The domain context of an edit of this one-day contract; the number itself is not needed, only whether it is empty. */
async function dimonaContext(s: DimonaStatusModel, ctx: Context): Promise<DimonaContext> {
  const [integration, viewer] = await Promise.all([integrationOf(s, ctx), ctx.loaders.viewer()]);
  return {
    person: {
      rijks_register_nummer: s.national_number_empty === 1 ? null : 'on file',
      nationality_country_code: s.nationality_country_code,
    },
    integration: dimonaIntegration(integration),
    rszCategoryOptions: integration?.reported_metadata_json.rsz_categories ?? [],
    divisionOptions: integration?.reported_metadata_json.divisions ?? [],
    functionCode: s.function_code,
    features: (viewer?.company.features ?? []) as CompanyFeature[],
    original: {
      startDate: s.contract_start_date,
      endDate: s.contract_start_date,
      startingHour: s.StartingHour,
      endingHour: s.EndingHour,
    },
    now: nowMoment(),
  };
}

export const shiftsOf = (shifts: readonly ExtraShiftInput[] | null | undefined) =>
  (shifts ?? []).map((s) => ({ StartingHour: s.startingHour, EndingHour: s.endingHour, PauseMinutes: s.pauseMinutes }));

/** The stored status with the given values over it (an absent value keeps the stored one; null clears it). */
function editChange(s: DimonaStatusModel, edit: DimonaEditValuesInput | null | undefined): DimonaEditChange {
  const pick = <T>(key: keyof DimonaEditValuesInput, stored: T): T => (edit && key in edit ? (edit[key] as T) : stored);
  return {
    contractStartDate: s.contract_start_date,
    startingHour: pick('startingHour', s.StartingHour),
    endingHour: pick('endingHour', s.EndingHour),
    pauseMinutes: pick('pauseMinutes', s.PauseMinutes),
    plannedHours: pick('plannedHoursNbr', s.PlannedHoursNbr),
    extraShifts: edit?.extraShifts ? shiftsOf(edit.extraShifts) : s.extra_shifts,
    contractType: pick<DimonaContractType | null>('contractType', s.ContractType),
    parcom: pick('parcom', s.ParCom),
    // The form's fields past the §7 payload: the stored ones with the given ones over them, as the REST edit does.
    details: { ...storedDimonaDetails(s), ...givenDimonaDetails(edit ?? {}) },
  };
}

// A Dimona status is identified by its person and day (part 2 §3, §7 "Dimona status call (person, start date)"): its
// global id carries both as `DimonaStatus:<employeeId>:<ISO date>`, the dimonaStatus loader's key.
export const dimonaStatusId = (employeeId: number, date: string) => toGlobalId('DimonaStatus', `${employeeId}:${date}`);

/** The loader key of a DimonaStatus global id; null for any other or a malformed id. */
export function dimonaStatusKey(id: string): string | null {
  let decoded: { type: string; id: string };
  try {
    decoded = decode(id);
  } catch {
    return null;
  }
  const match = /^([1-9][0-9]{0,8}):(\d{4}-\d{2}-\d{2})$/.exec(decoded.id);
  return decoded.type === 'DimonaStatus' && match && isIsoDate(match[2]) ? decoded.id : null;
}

/** node(id:) of a DimonaStatus: the REST batch read leaves out people whose contracts the viewer may not see. */
export async function dimonaStatusNode(key: string, ctx: Context) {
  const status = await ctx.loaders.dimonaStatus.load(key);
  return status ? { ...status, __typename: 'DimonaStatus' as const } : null;
}

export const DimonaStatus: DimonaStatusResolvers = {
  id: (s) => dimonaStatusId(s.employee_id, s.contract_start_date),
  employee: (s, _, ctx) => ctx.loaders.employee.load(s.employee_id),
  contractStartDate: (s) => s.contract_start_date,
  contractType: (s) => s.ContractType,
  student: (s) => s.Student === 1,
  plannedHoursNbr: (s) => s.PlannedHoursNbr,
  startingHour: (s) => s.StartingHour,
  endingHour: (s) => s.EndingHour,
  pauseMinutes: (s) => s.PauseMinutes,
  parCom: (s) => s.ParCom,
  isServiceCoupe: (s) => s.isServiceCoupe === 1,
  extraShifts: (s) => s.extra_shifts,
  integration: (s, _, ctx) => integrationOf(s, ctx),
  declaration: (s) => s.declaration,
  async editBlock(s, _, ctx) {
    const integration = await integrationOf(s, ctx);
    return dimonaEditBlock(
      { ContractType: s.ContractType, isServiceCoupe: s.isServiceCoupe === 1 },
      (integration?.features ?? []) as IntegrationFeature[],
    );
  },
  details: (s) => storedDimonaDetails(s),
  functionCode: (s) => s.function_code,
  nationalNumberEmpty: (s) => s.national_number_empty === 1,
  nationalityCountryCode: (s) => s.nationality_country_code,
  now: () => nowMoment(),
  async form(s, { edit }, ctx) {
    const context = await dimonaContext(s, ctx);
    return {
      ...dimonaEditFormState(editChange(s, edit), context),
      maxExtraShifts: maxExtraShiftCount(context.integration.maxExtraShifts),
    };
  },
};

export const DimonaDeclaration: DimonaDeclarationResolvers = {
  commandId: (d) => d.command_id,
  lateCodes: (d) => d.late_codes,
  declaredAt: (d) => d.declared_at,
};

export const ExtraShift: ExtraShiftResolvers = {
  startingHour: (s) => s.StartingHour,
  endingHour: (s) => s.EndingHour,
  pauseMinutes: (s) => s.PauseMinutes,
};

export const FlexiJointCommitteeWithDates: FlexiJointCommitteeWithDatesResolvers = {
  validFrom: (f) => f.valid_from,
  validTo: (f) => f.valid_to,
};

export const employeeDimonaFields: Pick<Required<EmployeeResolvers>, 'dimona'> = {
  // Gated like the one-day contracts it is about (contracts section).
  dimona(e, { startDate }, ctx) {
    if (!isIsoDate(startDate))
      throw new AnswerError('startDate must be an ISO date (YYYY-MM-DD)', { extensions: { code: 'BAD_USER_INPUT' } });
    return section(e.id, 'contracts', ctx, () => ctx.loaders.dimonaStatus.load(`${e.id}:${startDate}`));
  },
};
