// The SQL of the Dimona area: integrations with what they report, a one-day contract's Dimona status and
// its latest declaration, and the domain DimonaContext the edit is checked with.
import type { ExtraShift } from '@people/domain/calendar';
import type { CompanyFlags, IntegrationFeature } from '@people/domain/companyFlags';
import type { DimonaEditChange, DimonaEditDetails } from '@people/domain/dimonaEdit';
import type {
  DimonaContext,
  DimonaIntegration,
  DimonaMoment,
  FlexiCommitteeWithDates,
  PensionType,
  SportsContractType,
} from '@people/domain/dimonaTypes';
import type { Queryable } from '../core/db';

/**
 * part 2 §3 Integration: reported_metadata_json holds the three lists. The Dimona form's RSZ categories and divisions
 * (part 2 §5 "RSZ category: required when … more than 1 option exists", "division (when more than one)") come with
 * no source in the spec: we choose that the integration reports them beside the lists (rsz_categories, divisions).
 */
export interface IntegrationLists {
  parcoms: string[];
  flexi_joint_committees: string[];
  flexi_joint_committees_with_dates: FlexiCommitteeWithDates[];
  rsz_categories: string[];
  divisions: number[];
}

export interface IntegrationDetailRow {
  id: number;
  source: string;
  title: string;
  short_title: string;
  image: string | null;
  features: string[];
  reported_metadata_json: IntegrationLists;
  max_extra_shifts: number;
  dimona_offers_ivt: number;
  dimona_skips_risk_class: number;
  dimona_skips_pc124_numbers: number;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const orNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The lists as the integration reported them; anything else in the JSON is left out. */
export function integrationLists(reported: unknown): IntegrationLists {
  const r = (reported ?? {}) as Record<string, unknown>;
  const withDates = Array.isArray(r.flexi_joint_committees_with_dates) ? r.flexi_joint_committees_with_dates : [];
  return {
    parcoms: strings(r.parcoms),
    flexi_joint_committees: strings(r.flexi_joint_committees),
    flexi_joint_committees_with_dates: withDates
      .filter(
        (e): e is Record<string, unknown> =>
          typeof e === 'object' && e !== null && typeof (e as { parcom?: unknown }).parcom === 'string',
      )
      .map((e) => ({ parcom: e.parcom as string, valid_from: orNull(e.valid_from), valid_to: orNull(e.valid_to) })),
    rsz_categories: strings(r.rsz_categories),
    divisions: Array.isArray(r.divisions) ? r.divisions.filter((d): d is number => Number.isInteger(d) && d > 0) : [],
  };
}

const INTEGRATION_COLUMNS = `i.id, i.source, i.title, i.short_title, i.image, i.features, i.reported_metadata_json, i.max_extra_shifts,
  i.dimona_offers_ivt, i.dimona_skips_risk_class, i.dimona_skips_pc124_numbers`;

/** Integrations of the company by id; another company's ids are left out. */
export async function integrationsByIds(
  db: Queryable,
  companyId: number,
  ids: number[],
): Promise<IntegrationDetailRow[]> {
  const rows = await db.query<IntegrationDetailRow>(
    `SELECT ${INTEGRATION_COLUMNS} FROM payroll_integrations i WHERE i.company_id = $1 AND i.id = ANY($2::int[]) ORDER BY i.id`,
    [companyId, ids],
  );
  return rows.map((r) => ({ ...r, reported_metadata_json: integrationLists(r.reported_metadata_json) }));
}

/**
 * The integration that declares a person's Dimona: the one the person is linked to, else the company's first with
 * dimona-edit/push, else its first (part 1 §5 "an integration with the feature dimona-edit/push").
 */
export async function dimonaIntegrationOf(
  db: Queryable,
  companyId: number,
  employeeId: number,
): Promise<IntegrationDetailRow | null> {
  const [row] = await db.query<IntegrationDetailRow>(
    `SELECT ${INTEGRATION_COLUMNS}
       FROM payroll_integrations i LEFT JOIN employees e ON e.company_id = i.company_id AND e.id = $2
      WHERE i.company_id = $1
      ORDER BY (i.id = e.link_integration_id) DESC, ('dimona-edit/push' = ANY(i.features)) DESC, i.id LIMIT 1`,
    [companyId, employeeId],
  );
  return row ? { ...row, reported_metadata_json: integrationLists(row.reported_metadata_json) } : null;
}

export function dimonaIntegration(row: IntegrationDetailRow | null): DimonaIntegration {
  const lists = row?.reported_metadata_json ?? integrationLists({});
  return {
    parcoms: lists.parcoms,
    flexi_joint_committees: lists.flexi_joint_committees,
    flexi_joint_committees_with_dates: lists.flexi_joint_committees_with_dates,
    features: (row?.features ?? []) as IntegrationFeature[],
    maxExtraShifts: row?.max_extra_shifts ?? 0,
    offersIvt: row?.dimona_offers_ivt === 1,
    skipsRiskClass: row?.dimona_skips_risk_class === 1,
    skipsPc124Numbers: row?.dimona_skips_pc124_numbers === 1,
  };
}

/** A one-day contract with what its Dimona declaration says (part 2 §3 Dimona status). */
export interface OneDayDimonaRow {
  employee_id: number;
  date: string;
  contract_type: 'Flex' | 'Extra' | 'Student';
  start_minutes: number;
  end_minutes: number;
  pause_minutes: number;
  planned_hours: number | null;
  parcom: string | null;
  extra_shifts: ExtraShift[];
  is_service_coupe: number;
  /** The form's fields past the §7 payload (migration 023). */
  rsz_category: string | null;
  employment_status: 'Workman' | 'Employee' | 'Director' | null;
  division_id: number | null;
  forfait_type: 'hourly' | 'daily' | null;
  number_current_month: number | null;
  number_next_month: number | null;
  pensioner: number;
  pension_date: string | null;
  pension_type: PensionType | null;
  worker_status: 'F1' | 'F2' | null;
  risk_class: string | null;
  sports_contract_type: SportsContractType | null;
  is_recognized_foreign_sports_person: number;
  is_opportunity_contract: number;
  apprentice: number;
  replacement_contract: number;
  experience_since: string | null;
  function_code: string | null;
  rijks_register_nummer: string | null;
  nationality_country_code: string | null;
  command_id: string | null;
  declaration_status: string | null;
  declaration_action: string | null;
  late_codes: string[] | null;
  declared_at: string | null;
}

const DETAIL_COLUMNS = `o.rsz_category, o.employment_status, o.division_id, o.forfait_type, o.number_current_month, o.number_next_month,
  o.pensioner, to_char(o.pension_date, 'YYYY-MM-DD') AS pension_date, o.pension_type, o.worker_status, o.risk_class, o.sports_contract_type,
  o.is_recognized_foreign_sports_person, o.is_opportunity_contract, o.apprentice, o.replacement_contract,
  to_char(o.experience_since, 'YYYY-MM-DD') AS experience_since, o.function_code`;

/** The stored details of a one-day contract in the domain's shape (part 2 §2). */
export function storedDetails(row: OneDayDimonaRow): DimonaEditDetails {
  return {
    rszCategory: row.rsz_category,
    employmentStatus: row.employment_status,
    divisionId: row.division_id,
    durationType: 'singleDay',
    forfaitType: row.forfait_type,
    numberCurrentMonth: row.number_current_month,
    numberNextMonth: row.number_next_month,
    pensioner: row.pensioner === 1,
    pensionDate: row.pension_date,
    pensionType: row.pension_type,
    workerStatus: row.worker_status,
    riskClass: row.risk_class,
    sportsContractType: row.sports_contract_type,
    isRecognizedForeignSportsPerson: row.is_recognized_foreign_sports_person === 1,
    isOpportunityContract: row.is_opportunity_contract === 1,
    apprentice: row.apprentice === 1,
    replacementContract: row.replacement_contract === 1,
    experienceSince: row.experience_since,
  };
}

/** The one-day contracts of these people on a day, with their latest declaration. */
export async function oneDayDimona(
  db: Queryable,
  companyId: number,
  employeeIds: number[],
  date: string,
): Promise<OneDayDimonaRow[]> {
  return db.query<OneDayDimonaRow>(
    `SELECT o.employee_id, o.date, o.contract_type, o.start_minutes, o.end_minutes, o.pause_minutes, o.planned_hours, o.parcom,
            o.extra_shifts, o.is_service_coupe, ${DETAIL_COLUMNS}, e.rijks_register_nummer, e.nationality_country_code,
            d.command_id, d.status AS declaration_status, d.action AS declaration_action, d.late_codes,
            to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS declared_at
       FROM one_day_contracts o
       JOIN employees e ON e.company_id = o.company_id AND e.id = o.employee_id
       LEFT JOIN LATERAL (
         SELECT command_id, status, action, late_codes, created_at FROM dimona_declarations
          WHERE company_id = o.company_id AND employee_id = o.employee_id AND contract_start_date = o.date
          ORDER BY created_at DESC, id DESC LIMIT 1
       ) d ON true
      WHERE o.company_id = $1 AND o.employee_id = ANY($2::int[]) AND o.date = $3::date
      ORDER BY o.employee_id`,
    [companyId, employeeIds, date],
  );
}

/** The domain context an edit of this contract is checked with (part 2 §4, §5). */
export function dimonaContext(
  row: OneDayDimonaRow,
  integration: IntegrationDetailRow | null,
  company: CompanyFlags,
  now: DimonaMoment,
): DimonaContext {
  return {
    person: {
      rijks_register_nummer: row.rijks_register_nummer,
      nationality_country_code: row.nationality_country_code,
    },
    integration: dimonaIntegration(integration),
    rszCategoryOptions: integration?.reported_metadata_json.rsz_categories ?? [],
    divisionOptions: integration?.reported_metadata_json.divisions ?? [],
    functionCode: row.function_code,
    features: company.features,
    original: { startDate: row.date, endDate: row.date, startingHour: row.start_minutes, endingHour: row.end_minutes },
    now,
  };
}

/** A one-day contract's edit as stored (part 2 §4): the payload's hours and type, and the form's details. */
export interface OneDayContractUpdate {
  contractType: DimonaEditChange['contractType'];
  startMinutes: number | null;
  endMinutes: number | null;
  pauseMinutes: number;
  plannedHours: number | null;
  parcom: string | null;
  extraShifts: readonly ExtraShift[];
  employmentStatus: DimonaEditDetails['employmentStatus'];
  details: DimonaEditDetails;
}

/** Stores the edit of the person's one-day contract of `date`. */
export async function updateOneDayContract(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  date: string,
  change: OneDayContractUpdate,
) {
  const { details } = change;
  await tx.query(
    `UPDATE one_day_contracts SET contract_type = $4, start_minutes = $5, end_minutes = $6, pause_minutes = $7, planned_hours = $8,
            parcom = $9, extra_shifts = $10::jsonb, rsz_category = $11, employment_status = $12, division_id = $13, forfait_type = $14,
            number_current_month = $15, number_next_month = $16, pensioner = $17, pension_date = $18::date, pension_type = $19,
            worker_status = $20, risk_class = $21, sports_contract_type = $22, is_recognized_foreign_sports_person = $23,
            is_opportunity_contract = $24, apprentice = $25, replacement_contract = $26, experience_since = $27::date
      WHERE company_id = $1 AND employee_id = $2 AND date = $3::date`,
    [
      companyId,
      employeeId,
      date,
      change.contractType,
      change.startMinutes,
      change.endMinutes,
      change.pauseMinutes,
      change.plannedHours,
      change.parcom,
      JSON.stringify(change.extraShifts),
      details.rszCategory,
      change.employmentStatus,
      details.divisionId,
      details.forfaitType,
      details.numberCurrentMonth,
      details.numberNextMonth,
      details.pensioner ? 1 : 0,
      details.pensionDate,
      details.pensionType,
      details.workerStatus,
      details.riskClass,
      details.sportsContractType,
      details.isRecognizedForeignSportsPerson ? 1 : 0,
      details.isOpportunityContract ? 1 : 0,
      details.apprentice ? 1 : 0,
      details.replacementContract ? 1 : 0,
      details.experienceSince,
    ],
  );
}
