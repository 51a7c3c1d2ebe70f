// Who may see and do what on a person's profile (part 1 §6, part 2 §6). The REST API
// enforces these answers, the gateway exposes them as fields and the web app hides by them.

import { hasFeature, hasIntegrationFeature, type CompanyFlags } from './companyFlags';
import type { Limitation } from './daysOff';
import { mayArchive as mayArchiveWage, mayTerminate as mayTerminateWage, type WageEnd } from './wage';

export type GroupAccess = 'full' | 'light';
// part 1 §6 names roles default and team_only; 'all' is the unrestricted role the others narrow.
export type UserRole = 'default' | 'team_only' | 'all';

export interface ViewerFlags {
  admin: boolean;
  accessWages: boolean;
  accessBudgets: boolean;
  accessPayrollProvider: boolean;
  accessPerformanceReviews: boolean;
  groupAccess: GroupAccess;
  role: UserRole;
  support: boolean;
  impersonating: boolean;
  readOnly: boolean;
  // The permissions below are named by the spec without a flag name; absent means false.
  /** part 1 §6: the activity feed needs employee-details access. */
  accessEmployeeDetails?: boolean;
  /** part 1 §6: verzuim needs calendar access. */
  accessCalendar?: boolean;
  /** part 2 §6: contract history export needs Excel export permission. */
  exportExcel?: boolean;
  /** part 1 §6: replanning days off needs a separate permission whose name is not shown. */
  replanDaysOff?: boolean;
}

export interface PersonFacts {
  deleted: boolean;
  hasWage: boolean;
  wageHasEndDate: boolean;
  hasPendingWage: boolean;
  hasTermination: boolean;
  contractUid: string | null;
  linkedToIntegration: boolean;
  sameGroup: boolean;
  /** part 1 §2: the pending-Dimona warning; absent means false. */
  hasPendingDimona?: boolean;
  /** The viewer's own person (the user's employee record); absent means false. */
  isSelf?: boolean;
  /** The viewer is responsible for the workflow task looked at (domain workflows isTaskResponsible). */
  workflowTaskResponsible?: boolean;
}

export interface PermissionContext {
  viewer: ViewerFlags;
  company: CompanyFlags;
  person?: PersonFacts;
}

export type ProfileSection =
  | 'header'
  | 'documents'
  | 'contact'
  | 'personalInformation'
  | 'customFields'
  | 'contracts'
  | 'wage'
  | 'budgets'
  | 'daysOffUsage'
  | 'verzuim'
  | 'fleet'
  | 'commute'
  | 'assets'
  | 'software'
  | 'trainings'
  | 'performanceReviews'
  | 'performanceReviewHiddenNotes'
  | 'workflows'
  | 'reportingTo'
  | 'payrollProvider'
  | 'selfServiceStatus'
  | 'activityFeed'
  | 'pendingDimonaWarning'
  | 'notSyncedWarning'
  | 'noWageWarning';

export type ProfileAction =
  | 'terminate'
  | 'archive'
  | 'unarchive'
  | 'hardDelete'
  | 'sync'
  | 'unlink'
  | 'relink'
  | 'canRelinkCheck'
  | 'setSensitive'
  | 'historyLink'
  | 'addBudget'
  | 'editBudget'
  | 'manageBudgetItems'
  | 'editCommute'
  | 'editManagers'
  | 'manageReminders'
  | 'assignWorkflow'
  | 'closeWorkflowTask'
  | 'readWorkflowTemplates'
  | 'manageWorkflowTemplates'
  | 'setTeam'
  | 'editLimitsLink'
  | 'ignoreDayOffLimits'
  | 'manageDayOffTypes'
  | 'profilePush'
  | 'replanDaysOff'
  | 'applyAccrualCorrection'
  | 'edit'
  | 'addNote'
  | 'exportContractHistory'
  | 'planDaysOff'
  | 'decideDaysOff'
  | 'reportVerzuim'
  | 'setNewWage'
  | 'editDayContract'
  | 'addAsset'
  | 'addSoftware'
  | 'manageSoftwareProducts'
  | 'exportSoftwareLicenses'
  | 'manageReviews'
  | 'exportReviewReports'
  | 'openPersonLink'
  | 'resetPincode'
  | 'inviteSelfService'
  | 'uploadAvatar'
  | 'editPersonalDetails'
  | 'editReportsTo'
  | 'editRole'
  | 'editCustomFields'
  | 'addPerson'
  | 'uploadDocument'
  | 'addVehicle'
  | 'editTrainingParticipation'
  | 'manageContracts'
  | 'readContractTemplates'
  | 'manageContractTemplates';

/** part 1 §6: admin = 1 or access_wages = 1. */
export function hasWageAccess(viewer: ViewerFlags): boolean {
  return viewer.admin || viewer.accessWages;
}

/** part 1 §5: apply correction is for accrual types and needs wage access. */
export function mayApplyCorrection(limitation: Limitation, viewer: ViewerFlags): boolean {
  return limitation === 'leave_accrual' && hasWageAccess(viewer);
}

const isLight = (viewer: ViewerFlags): boolean => viewer.groupAccess === 'light';

/** part 1 §6: admin or access_budgets, and light group access hides budgets. */
export function hasBudgetAccess(viewer: ViewerFlags): boolean {
  return (viewer.admin || viewer.accessBudgets) && !isLight(viewer);
}

/** part 1 §6: access_wages 0 means no contract access; light group access hides it too. */
export function hasContractAccess(viewer: ViewerFlags): boolean {
  return hasWageAccess(viewer) && !isLight(viewer);
}

/**
 * part 1 §6: verzuim (Dutch sick leave) needs an integration with daysoff/verzuim and calendar access. The viewer's
 * part of the verzuim section's rule, without a person: the profile query skips the field when it is false (a
 * Belgian company's profile then loads without a FORBIDDEN error).
 */
export function verzuimAvailable({ viewer, company }: Pick<PermissionContext, 'viewer' | 'company'>): boolean {
  return hasIntegrationFeature(company, 'daysoff/verzuim') && (viewer.accessCalendar ?? false);
}

// PersonFacts carries the wage as two flags; wage.ts owns the open-contract rule (part 1 §4).
export function personWage(person: PersonFacts): WageEnd | null {
  return person.hasWage ? { end_date: person.wageHasEndDate ? 'set' : null } : null;
}

type Rule = (ctx: PermissionContext) => boolean;

const always: Rule = () => true;
const personFact =
  (fact: (person: PersonFacts) => boolean): Rule =>
  (ctx) =>
    ctx.person !== undefined && fact(ctx.person);
const isSelf: Rule = personFact((p) => p.isSelf ?? false);
// Without a person (company settings, a list) there is no group to be outside of.
const inGroup: Rule = (ctx) => ctx.person?.sameGroup ?? true;

/**
 * GDPR data minimisation, where part 1 §6 is silent: past a colleague's directory card (name, avatar, role,
 * team, manager, work e-mail and phone) sees only the person themselves or a viewer with full group access who covers
 * the person's group (part 1 §6 "managers of another group are plain text"). A light viewer sees their own profile.
 */
const beyondDirectory: Rule = (ctx) => isSelf(ctx) || (!isLight(ctx.viewer) && inGroup(ctx));

// part 1 §6: read-only mode hides edit and add actions, and the REST API refuses every write in it (mayWrite); an
// archived person is not editable until unarchived. Changing another person needs full group access over their
// group (a light viewer never changes another person); what people may change of themselves has its own
// rules (planDaysOff, uploadAvatar).
function mayChange(ctx: PermissionContext): boolean {
  return mayWrite(ctx.viewer) && !(ctx.person?.deleted ?? false);
}
const mayEdit: Rule = (ctx) => mayChange(ctx) && !isLight(ctx.viewer) && inGroup(ctx);

/** part 1 §6 read-only mode; the server refuses every write in it, not only the page. */
export function mayWrite(viewer: ViewerFlags): boolean {
  return !viewer.readOnly;
}

/** Sections whose rule the viewer passes only past the directory card. */
const beyond =
  (rule: Rule): Rule =>
  (ctx) =>
    beyondDirectory(ctx) && rule(ctx);

// Sections without a rule in the spec (documents, fleet, self-service status) are visible past the directory card.
// The header, the contact section's directory part (work e-mail, phone) and the reporting lines are the directory.
const SECTION_RULES: Record<ProfileSection, Rule> = {
  header: always,
  contact: always,
  reportingTo: always,
  documents: beyondDirectory,
  fleet: beyondDirectory,
  selfServiceStatus: beyond(({ viewer }) => !isLight(viewer)),
  // GDPR: date of birth, national register and social security numbers, IBAN/BIC, civil state,
  // dependents, partner's wage, home address, personal e-mail and emergency contact need employee-details access
  // over the person's group; everyone always sees their own. The contact section's personal part follows it.
  personalInformation: (ctx) => isSelf(ctx) || (beyondDirectory(ctx) && (ctx.viewer.accessEmployeeDetails ?? false)),
  customFields: beyond(({ viewer }) => !isLight(viewer)),
  contracts: beyond(({ viewer }) => hasContractAccess(viewer)),
  // part 1 §6 "Wage section needs access_wages = 1": we choose wage access, so admins see it too.
  wage: beyond(({ viewer }) => hasWageAccess(viewer)),
  budgets: beyond(({ viewer }) => hasBudgetAccess(viewer)),
  // Another person's days off need calendar access; everyone sees their own.
  daysOffUsage: (ctx) =>
    !hasFeature(ctx.company, 'disable_days_off') &&
    (isSelf(ctx) || (beyondDirectory(ctx) && (ctx.viewer.accessCalendar ?? false))),
  verzuim: beyond(verzuimAvailable),
  commute: beyond(
    ({ viewer, company }) =>
      hasWageAccess(viewer) && viewer.accessPayrollProvider && hasIntegrationFeature(company, 'wage/push-transport'),
  ),
  assets: beyond(({ company }) => !hasFeature(company, 'disable_assets')),
  software: beyond(({ company }) => !hasFeature(company, 'disable_software')),
  trainings: beyond(({ company }) => hasFeature(company, 'enable_trainings')),
  // part 1 §6 asks access_performance_reviews = 1 with no admin exception: we follow it literally.
  performanceReviews: beyond(
    ({ viewer, company }) =>
      !isLight(viewer) && hasFeature(company, 'enable_performance_evaluations') && viewer.accessPerformanceReviews,
  ),
  // part 2 §3 hidden_notes: the spec shows no rule; we choose that notes hidden from the reviewed person are seen by
  // those who see the person's reviews, never by the person themselves.
  performanceReviewHiddenNotes: (ctx) => SECTION_RULES.performanceReviews(ctx) && !isSelf(ctx),
  workflows: beyond(({ company }) => hasFeature(company, 'enable_workflows')),
  // part 1 §3 lists access_payroll_provider with no rule text: we choose it gates the payroll provider section.
  payrollProvider: beyond(({ viewer }) => viewer.accessPayrollProvider),
  activityFeed: beyond(({ viewer }) => hasWageAccess(viewer) && (viewer.accessEmployeeDetails ?? false)),
  pendingDimonaWarning: beyond(personFact((p) => p.hasPendingDimona ?? false)),
  notSyncedWarning: beyond(
    (ctx) =>
      hasWageAccess(ctx.viewer) &&
      hasIntegrationFeature(ctx.company, 'wage/cannot-be-unlinked') &&
      personFact((p) => p.contractUid !== null && p.contractUid !== '')(ctx),
  ),
  // part 1 §6 does not repeat "no wage": the warning is about a person without one, so we require it.
  noWageWarning: beyond(
    (ctx) =>
      hasWageAccess(ctx.viewer) &&
      hasIntegrationFeature(ctx.company, 'wage/push') &&
      personFact((p) => !p.hasWage && !p.hasPendingWage && !p.hasTermination)(ctx),
  ),
};

const ACTION_RULES: Record<ProfileAction, Rule> = {
  // part 1 §6 does not show the terminate rule: we choose wage access, editable, and a wage without end date
  // (part 1 §4). A restricted Dimona account keeps it: see terminationBlockedToast.
  terminate: (ctx) =>
    hasWageAccess(ctx.viewer) && mayEdit(ctx) && personFact((p) => mayTerminateWage(personWage(p)))(ctx),
  // part 1 §6 does not show the archive rule: we choose an editable person with no open contract (part 1 §4).
  archive: (ctx) => mayEdit(ctx) && personFact((p) => mayArchiveWage(personWage(p)))(ctx),
  // part 1 §2: the archived banner offers unarchive; we require what archive requires of the viewer.
  unarchive: (ctx) => mayWrite(ctx.viewer) && !isLight(ctx.viewer) && inGroup(ctx) && personFact((p) => p.deleted)(ctx),
  hardDelete: (ctx) => ctx.viewer.admin && mayWrite(ctx.viewer) && personFact((p) => p.deleted)(ctx),
  // part 1 §6: person/sync plus an impersonating support session; we also require a linked person.
  sync: (ctx) =>
    hasIntegrationFeature(ctx.company, 'person/sync') &&
    ctx.viewer.support &&
    ctx.viewer.impersonating &&
    mayWrite(ctx.viewer) &&
    personFact((p) => !p.deleted && p.linkedToIntegration)(ctx),
  // part 1 §4, §6: support users only; we choose unlink for a linked person, relink for an unlinked one.
  unlink: (ctx) => ctx.viewer.support && mayWrite(ctx.viewer) && personFact((p) => p.linkedToIntegration)(ctx),
  relink: (ctx) => ctx.viewer.support && mayWrite(ctx.viewer) && personFact((p) => !p.linkedToIntegration)(ctx),
  canRelinkCheck: ({ viewer }) => viewer.support,
  setSensitive: (ctx) => ctx.viewer.admin && mayEdit(ctx),
  historyLink: ({ viewer }) => viewer.admin,
  addBudget: (ctx) => ctx.viewer.admin && hasBudgetAccess(ctx.viewer) && mayEdit(ctx),
  // Part 1 §6 gives admins the add-budget links; a budget's maximum and its deletion are the same settings
  // (/settings/budgets/…), so we choose admins for them too.
  editBudget: (ctx) => ctx.viewer.admin && hasBudgetAccess(ctx.viewer) && mayEdit(ctx),
  // Choice: recording what was spent from a budget (its items) needs budget access (admin or access_budgets,
  // never light, part 1 §6, part 2 §6) and an editable person in the viewer's groups.
  manageBudgetItems: (ctx) => SECTION_RULES.budgets(ctx) && mayEdit(ctx),
  // Choice: changing a commute or its variable days needs what seeing it needs (part 1 §6, part 2 §7) and an
  // editable person.
  editCommute: (ctx) => SECTION_RULES.commute(ctx) && mayEdit(ctx),
  editManagers: mayEdit,
  manageReminders: (ctx) => !isLight(ctx.viewer) && inGroup(ctx),
  // part 2 §6: workflows need enable_workflows, light group access hides assign-workflow (mayEdit refuses light). Issue
  // 17: whoever may assign a person's workflow also manages it (delete it, add, edit, delete, close and reopen tasks).
  assignWorkflow: (ctx) => hasFeature(ctx.company, 'enable_workflows') && mayEdit(ctx),
  // A task's responsible person may close (and reopen) it, light access included, besides whoever may assign.
  closeWorkflowTask: (ctx) =>
    hasFeature(ctx.company, 'enable_workflows') &&
    mayChange(ctx) &&
    (mayEdit(ctx) || (ctx.person?.workflowTaskResponsible ?? false)),
  // Templates are company settings read to start a workflow; whoever may start one reads them (not light).
  readWorkflowTemplates: ({ viewer, company }) => hasFeature(company, 'enable_workflows') && !isLight(viewer),
  // Templates are managed by admins.
  manageWorkflowTemplates: ({ viewer, company }) =>
    hasFeature(company, 'enable_workflows') && viewer.admin && mayWrite(viewer),
  setTeam: (ctx) => ctx.viewer.role !== 'team_only' && mayEdit(ctx),
  // part 1 §5, §6: the edit-limits link is for role default, whether admin or not.
  editLimitsLink: ({ viewer }) => viewer.role === 'default',
  ignoreDayOffLimits: ({ viewer }) => viewer.admin && mayWrite(viewer),
  manageDayOffTypes: ({ viewer }) => viewer.admin && mayWrite(viewer),
  profilePush: (ctx) => hasIntegrationFeature(ctx.company, 'profile/push') && mayEdit(ctx),
  // part 1 §6: a separate, unnamed permission (ViewerFlags.replanDaysOff); days off must be enabled.
  replanDaysOff: (ctx) =>
    (ctx.viewer.replanDaysOff ?? false) && !hasFeature(ctx.company, 'disable_days_off') && mayEdit(ctx),
  applyAccrualCorrection: (ctx) => hasWageAccess(ctx.viewer) && mayEdit(ctx),
  edit: mayEdit,
  addNote: (ctx) => SECTION_RULES.activityFeed(ctx) && mayEdit(ctx),
  // part 2 §6: Excel export permission and wage access; on top, what seeing the contracts needs (part 1 §6:
  // light access hides contract access), so nobody exports a history they may not read. Without a person: the company's.
  exportContractHistory: (ctx) =>
    (ctx.viewer.exportExcel ?? false) && hasWageAccess(ctx.viewer) && SECTION_RULES.contracts(ctx),
  // A person plans (requests) their own days off; another person's need calendar access over their group.
  // Which requests stay pending is the days-off rule's (only an admin plans approved days of a type needing approval).
  planDaysOff: (ctx) =>
    !hasFeature(ctx.company, 'disable_days_off') &&
    mayChange(ctx) &&
    (isSelf(ctx) || ((ctx.viewer.accessCalendar ?? false) && mayEdit(ctx))),
  // Choice (the spec leaves the decision open; leaveRequests.ts): a person's leave requests are decided by admins and
  // by users whose calendar access covers the person's group, never by the person themselves; deciding changes the
  // person's days, so it needs what editing them needs (full group access, not read-only).
  decideDaysOff: (ctx) =>
    !hasFeature(ctx.company, 'disable_days_off') &&
    mayEdit(ctx) &&
    !isSelf(ctx) &&
    (ctx.viewer.admin || (ctx.viewer.accessCalendar ?? false)),
  reportVerzuim: (ctx) => SECTION_RULES.verzuim(ctx) && mayEdit(ctx),
  setNewWage: (ctx) => hasWageAccess(ctx.viewer) && mayEdit(ctx),
  editDayContract: (ctx) =>
    hasIntegrationFeature(ctx.company, 'dimona-edit/push') && hasWageAccess(ctx.viewer) && mayEdit(ctx),
  addAsset: (ctx) => !hasFeature(ctx.company, 'disable_assets') && mayEdit(ctx),
  // part 2 §6 disable_software hides software; adding, editing, deactivating and reactivating a person's licenses
  // needs what editing the person needs (part 2 §6 "exact server-side rules for licenses: not shown").
  addSoftware: (ctx) => !hasFeature(ctx.company, 'disable_software') && mayEdit(ctx),
  // The company's software products (part 2 §7 products/add, edit, delete): we choose full group access, not light.
  manageSoftwareProducts: (ctx) =>
    !hasFeature(ctx.company, 'disable_software') && mayWrite(ctx.viewer) && !isLight(ctx.viewer),
  // part 2 §6 names the Excel export permission for the contract history; we choose it for the license export too.
  exportSoftwareLicenses: (ctx) => SECTION_RULES.software(ctx) && (ctx.viewer.exportExcel ?? false),
  // part 2 §6 performance reviews need non-light access, enable_performance_evaluations and access_performance_reviews;
  // we choose that changing them needs that and editing the person, and that nobody plans or finishes their own.
  manageReviews: (ctx) => SECTION_RULES.performanceReviews(ctx) && mayEdit(ctx) && !isSelf(ctx),
  exportReviewReports: (ctx) => SECTION_RULES.performanceReviews(ctx) && (ctx.viewer.exportExcel ?? false),
  // part 1 §6: managers and reporting-to people of another group are plain text.
  openPersonLink: personFact((p) => p.sameGroup),
  // part 1 §4 shows the reset button for a blocked pincode but no rule for who may press it: we choose an editable
  // person, as for archive.
  resetPincode: mayEdit,
  // part 1 §4 "a person who has not finished onboarding can be invited" names no rule for who may invite: we choose
  // whoever may edit the person. The invitation goes to the person's own e-mail on file. Whether onboarding is
  // finished is the person's state, not a permission: the invite answers its own code for it (ONBOARDING_FINISHED).
  inviteSelfService: mayEdit,
  // Everyone may change their own picture; another person's needs what editing them needs.
  uploadAvatar: (ctx) => mayChange(ctx) && (isSelf(ctx) || mayEdit(ctx)),
  // Part 1 §2 /edit/personal, /edit/contact, /edit/address; §3 selfservice_personal_details_updated: a person
  // changes their own details through self-service, light access included; another person's need what seeing them
  // needs (employee-details access over their group) and what editing the person needs.
  editPersonalDetails: (ctx) =>
    mayChange(ctx) && (isSelf(ctx) || (SECTION_RULES.personalInformation(ctx) && mayEdit(ctx))),
  // Part 1 §2 /edit/reports, /role: the spec shows no rule; we choose what editing the person needs.
  editReportsTo: mayEdit,
  editRole: mayEdit,
  // Part 1 §2 /edit/customFields: light access hides the custom fields table (part 1 §6), so it cannot edit it.
  editCustomFields: (ctx) => SECTION_RULES.customFields(ctx) && mayEdit(ctx),
  // Add a person from /people: the spec shows no rule; we choose admins with full group access (a
  // light viewer changes nobody but themselves), as for the company's other settings.
  addPerson: ({ viewer }) => viewer.admin && mayWrite(viewer) && !isLight(viewer),
  // Choice; part 1 §2 /upload/{relatedObject}/{relatedObjectId} names no rule: whoever sees a person's
  // documents and may edit the person uploads one.
  uploadDocument: (ctx) => SECTION_RULES.documents(ctx) && mayEdit(ctx),
  // Choice; part 1 §2 /fleet/new?employee_id= names no rule: whoever sees a person's fleet and may edit the
  // person adds a vehicle to it.
  addVehicle: (ctx) => SECTION_RULES.fleet(ctx) && mayEdit(ctx),
  // Choice; part 1 §2 /trainings/{trainingId}/employees/{id} names no rule: whoever sees a person's trainings
  // (enable_trainings, part 1 §6) and may edit the person changes a participation's status and result; light access
  // sees its own trainings but changes none (a light viewer never changes another person).
  editTrainingParticipation: (ctx) => SECTION_RULES.trainings(ctx) && mayEdit(ctx),
  // Choice; part 2 §6 "exact server-side rules for contracts: not shown": changing a person's contracts
  // (add, edit, send, sign internally, delete) needs seeing them (part 1 §6 contract access) and editing the person.
  manageContracts: (ctx) => SECTION_RULES.contracts(ctx) && mayEdit(ctx),
  // Choice: templates and the public library are read by whoever has contract access (wage access, not
  // light: part 1 §6), and managed by admins outside read-only mode.
  readContractTemplates: ({ viewer }) => hasContractAccess(viewer),
  manageContractTemplates: ({ viewer }) => viewer.admin && hasContractAccess(viewer) && mayWrite(viewer),
};

export function maySee(section: ProfileSection, ctx: PermissionContext): boolean {
  return SECTION_RULES[section](ctx);
}

export function mayDo(action: ProfileAction, ctx: PermissionContext): boolean {
  return ACTION_RULES[action](ctx);
}

/**
 * A workflow task is read by whoever sees the person's workflows, and by its responsible person (who may be
 * light, or not cover the person's group: they see the task they must do, not the person's other workflows).
 */
export function mayReadWorkflowTask(ctx: PermissionContext): boolean {
  return (
    maySee('workflows', ctx) ||
    (hasFeature(ctx.company, 'enable_workflows') && (ctx.person?.workflowTaskResponsible ?? false))
  );
}

export const DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED = 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED';

// part 1 §6, part 2 §6: a restricted Dimona account keeps the terminate action visible and
// answers a warning toast instead of navigating; we split it from mayDo('terminate') so the
// menu and the toast are decided separately.
export function terminationBlockedToast(
  ctx: PermissionContext,
): typeof DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED | null {
  return hasFeature(ctx.company, 'enable_dimona_restricted_account') ? DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED : null;
}

export const PROFILE_SECTIONS: readonly ProfileSection[] = Object.keys(SECTION_RULES) as ProfileSection[];
export const PROFILE_ACTIONS: readonly ProfileAction[] = Object.keys(ACTION_RULES) as ProfileAction[];

/** Every section the viewer sees, in the order of ProfileSection: one call for a whole page. */
export function visibleSections(ctx: PermissionContext): ProfileSection[] {
  return PROFILE_SECTIONS.filter((section) => maySee(section, ctx));
}

export function allowedActions(ctx: PermissionContext): ProfileAction[] {
  return PROFILE_ACTIONS.filter((action) => mayDo(action, ctx));
}
