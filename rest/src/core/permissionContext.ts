// The one place the REST API builds domain/permissions' PermissionContext: from the caller's user row,
// the company's feature flags and integration features, and the facts of the person looked at. Every
// route decides with maySee/mayDo on this context, so the API refuses what the profile page hides
// ("what a viewer may not see is not sent either").
import {
  hasWageAccess,
  mayDo,
  maySee,
  type PermissionContext,
  type PersonFacts,
  type ProfileAction,
  type ProfileSection,
  type ViewerFlags,
} from '@people/domain/permissions';
import { type CompanyFeature, type CompanyFlags, type IntegrationFeature } from '@people/domain/companyFlags';
import { cachedAccess } from './accessCache';
import type { UserRow } from './auth';
import type { Queryable } from './db';
import { forbidden, notFound } from './errors';
import { coveredSql, visibleSql, visibleValues } from './visibility';

export function viewerFlags(user: UserRow): ViewerFlags {
  return {
    admin: user.admin === 1,
    accessWages: user.access_wages === 1,
    accessBudgets: user.access_budgets === 1,
    accessPayrollProvider: user.access_payroll_provider === 1,
    accessPerformanceReviews: user.access_performance_reviews === 1,
    groupAccess: user.group_access,
    role: user.role,
    support: user.support === 1,
    impersonating: user.impersonating === 1,
    readOnly: user.read_only === 1,
    accessEmployeeDetails: user.access_employee_details === 1,
    accessCalendar: user.access_calendar === 1,
    exportExcel: user.export_excel === 1,
    replanDaysOff: user.replan_days_off === 1,
  };
}

/** The company's features and the union of its integrations' features (domain CompanyFlags). */
export async function companyFlags(db: Queryable, companyId: number): Promise<CompanyFlags> {
  // Cached per company for at most 2 s; a write to companies or payroll_integrations drops it (accessCache.ts).
  return cachedAccess(db, `flags:${companyId}`, async () => ({ value: await readCompanyFlags(db, companyId) }));
}

async function readCompanyFlags(db: Queryable, companyId: number): Promise<CompanyFlags> {
  const [row] = await db.query<{ features: string[]; integration_features: string[] | null }>(
    `SELECT c.features,
       (SELECT array_agg(DISTINCT f ORDER BY f) FROM payroll_integrations i, unnest(i.features) f WHERE i.company_id = c.id) AS integration_features
     FROM companies c WHERE c.id = $1`,
    [companyId],
  );
  return {
    features: (row?.features ?? []) as CompanyFeature[],
    integrationFeatures: (row?.integration_features ?? []) as IntegrationFeature[],
  };
}

interface FactsRow {
  id: number;
  deleted: number;
  linked: boolean;
  pending_dimona: number;
  wage_id: number | null;
  wage_end_date: string | null;
  contract_uid: string | null;
  termination_date: string | null;
  has_pending_wage: boolean;
  same_group: boolean;
  is_self: boolean;
}

/**
 * Person facts of the people the caller may find (rest/src/core/visibility.ts: same company, a group they cover, sensitive
 * profiles for admins only; their own person always). 'The wage' is the latest one that is not pending (part 1 §4: no wage, or a
 * wage with an end date, means no open contract); a contract_create_pending wage is hasPendingWage.
 */
async function personFactsByIds(db: Queryable, user: UserRow, ids: number[]): Promise<Map<number, PersonFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<FactsRow>(
    `SELECT e.id, e.deleted, e.link_integration_id IS NOT NULL AS linked, e.pending_dimona,
       ${coveredSql('e', '$3')} AS same_group, e.id IS NOT DISTINCT FROM $4::int AS is_self,
       w.id AS wage_id, w.end_date AS wage_end_date, w.contract_uid, w.termination_date,
       EXISTS (SELECT 1 FROM wages p WHERE p.company_id = e.company_id AND p.employee_id = e.id AND p.status = 'contract_create_pending') AS has_pending_wage
     FROM employees e
     LEFT JOIN LATERAL (
       SELECT id, end_date, contract_uid, termination_date FROM wages
        WHERE company_id = e.company_id AND employee_id = e.id AND status = 'active'
        ORDER BY start_date DESC, id DESC LIMIT 1
     ) w ON true
     WHERE ${visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' })} AND e.id = ANY($5::int[])`,
    [...visibleValues(user), ids],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        deleted: r.deleted === 1,
        hasWage: r.wage_id !== null,
        wageHasEndDate: r.wage_end_date !== null,
        hasPendingWage: r.has_pending_wage,
        hasTermination: r.termination_date !== null,
        contractUid: r.contract_uid,
        linkedToIntegration: r.linked,
        // Only the caller's own person can be found outside the groups they cover.
        sameGroup: r.same_group,
        isSelf: r.is_self,
        hasPendingDimona: r.pending_dimona === 1,
      },
    ]),
  );
}

/**
 * The context per person id, for people the caller may see; others are left out (a missing id and another
 * company's id alike). A contract uid is wage data: it is kept only for viewers with wage access, and every
 * rule that reads it asks wage access too, so no decision changes (part 1 §6 not-synced warning).
 */
export async function permissionContexts(
  db: Queryable,
  user: UserRow,
  ids: number[],
): Promise<Map<number, PermissionContext>> {
  const [company, facts] = await Promise.all([companyFlags(db, user.company_id), personFactsByIds(db, user, ids)]);
  const viewer = viewerFlags(user);
  const contexts = new Map<number, PermissionContext>();
  for (const [id, person] of facts) {
    contexts.set(id, { viewer, company, person: hasWageAccess(viewer) ? person : { ...person, contractUid: null } });
  }
  return contexts;
}

/** The context of one person, or the 404 a missing person (or another company's) answers. */
export async function personContext(
  db: Queryable,
  user: UserRow,
  id: number,
): Promise<PermissionContext & { person: PersonFacts }> {
  const context = (await permissionContexts(db, user, [id])).get(id);
  if (!context?.person) throw notFound('This person does not exist.');
  return context as PermissionContext & { person: PersonFacts };
}

/**
 * mayDo with some person facts set aside: `requireActionRegardless(ctx, 'archive', { hasWage: false })` asks
 * whether the caller may archive this person at all, so a state the action waits for (an open contract, a
 * person not archived yet) answers its own 409 code instead of a 403.
 */
export function requireActionRegardless(
  context: PermissionContext & { person: PersonFacts },
  action: ProfileAction,
  facts: Partial<PersonFacts>,
): void {
  requireAction({ ...context, person: { ...context.person, ...facts } }, action);
}

export function requireSection(context: PermissionContext, section: ProfileSection): void {
  if (!maySee(section, context)) throw forbidden(`You may not see the ${section} of this person.`);
}

export function requireAction(context: PermissionContext, action: ProfileAction): void {
  if (!mayDo(action, context)) throw forbidden(`You may not do ${action} for this person.`);
}

/** The caller's context without a person: what company-wide settings, lists and changes decide on. */
export async function companyContext(db: Queryable, user: UserRow): Promise<PermissionContext> {
  return { viewer: viewerFlags(user), company: await companyFlags(db, user.company_id) };
}

/** A company-wide section (software, reviews): 403 for a caller who may not see it. */
export async function requireCompanySection(
  db: Queryable,
  user: UserRow,
  section: ProfileSection,
): Promise<PermissionContext> {
  const context = await companyContext(db, user);
  if (!maySee(section, context)) throw forbidden(`You may not see the ${section} of this company.`);
  return context;
}

/** A company-wide change: 403 for a caller who may not make it. */
export async function requireCompanyAction(
  db: Queryable,
  user: UserRow,
  action: ProfileAction,
): Promise<PermissionContext> {
  const context = await companyContext(db, user);
  if (!mayDo(action, context)) throw forbidden(`You may not do ${action} in this company.`);
  return context;
}

/**
 * Batch reads by id (`?ids=`, for node(id:)): keeps the rows of people the caller may see, in a section they may
 * see; the others are left out exactly like missing ids. Rows of nobody (an asset in stock) are left out too.
 */
export async function visibleRows<T extends { employee_id: number | null }>(
  db: Queryable,
  user: UserRow,
  rows: T[],
  section: ProfileSection,
): Promise<T[]> {
  const owners = [...new Set(rows.map((r) => r.employee_id).filter((id): id is number => id !== null))];
  const contexts = await permissionContexts(db, user, owners);
  return rows.filter((r) => {
    const context = r.employee_id === null ? undefined : contexts.get(r.employee_id);
    return context !== undefined && maySee(section, context);
  });
}

/** Reads a section of one person: 404 for a person the caller cannot find, 403 for a section they may not see. */
export async function sectionContext(db: Queryable, user: UserRow, id: number, section: ProfileSection) {
  const context = await personContext(db, user, id);
  requireSection(context, section);
  return context;
}
