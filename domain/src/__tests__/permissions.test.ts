import {
  allowedActions,
  hasBudgetAccess,
  hasContractAccess,
  hasWageAccess,
  mayDo,
  maySee,
  mayWrite,
  terminationBlockedToast,
  verzuimAvailable,
  visibleSections,
  type PermissionContext,
  type PersonFacts,
  type ProfileAction,
  type ProfileSection,
  type ViewerFlags,
} from '../permissions';
import {
  supportsRecurringDays,
  type CompanyFeature,
  type CompanyFlags,
  type IntegrationFeature,
} from '../companyFlags';
import { plainPerson, plainViewer } from '../test/viewers';

// A plain manager: full group access, no special permission, nothing enabled.
const viewer: ViewerFlags = plainViewer;
const company: CompanyFlags = { features: [], integrationFeatures: [] };
const person: PersonFacts = plainPerson;

interface Over {
  viewer?: Partial<ViewerFlags>;
  features?: CompanyFeature[];
  integration?: IntegrationFeature[];
  person?: Partial<PersonFacts> | null;
}

function ctx(over: Over = {}): PermissionContext {
  return {
    viewer: { ...viewer, ...over.viewer },
    company: {
      features: over.features ?? company.features,
      integrationFeatures: over.integration ?? company.integrationFeatures,
    },
    person: over.person === null ? undefined : { ...person, ...over.person },
  };
}

const wageViewer = { accessWages: true };

describe('access helpers', () => {
  it.each([
    ['part 1 §6: wage access with admin = 1', { admin: true }, true],
    ['part 1 §6: wage access with access_wages = 1', { accessWages: true }, true],
    ['part 1 §6: no wage access with admin 0 and access_wages 0', {}, false],
  ])('%s', (_title, flags, expected) => {
    expect(hasWageAccess({ ...viewer, ...flags })).toEqual(expected);
  });

  it.each([
    ['part 1 §6: budget access with admin = 1', { admin: true }, true],
    ['part 1 §6: budget access with access_budgets = 1', { accessBudgets: true }, true],
    ['part 1 §6: non-admins need budget access', {}, false],
    [
      'part 1 §6: light group access hides budgets even with access_budgets',
      { accessBudgets: true, groupAccess: 'light' as const },
      false,
    ],
    ['part 1 §6: light group access hides budgets for an admin', { admin: true, groupAccess: 'light' as const }, false],
  ])('%s', (_title, flags, expected) => {
    expect(hasBudgetAccess({ ...viewer, ...flags })).toEqual(expected);
  });

  it.each([
    ['part 1 §6: contract access with access_wages = 1', { accessWages: true }, true],
    ['part 1 §6: access_wages 0 means no contract access', {}, false],
    [
      'part 1 §6: light group access hides contract access',
      { accessWages: true, groupAccess: 'light' as const },
      false,
    ],
  ])('%s', (_title, flags, expected) => {
    expect(hasContractAccess({ ...viewer, ...flags })).toEqual(expected);
  });

  it.each([
    [
      'part 1 §6: recurring-days/a{secret} with any suffix supports recurring days',
      ['recurring-days/abc123'] as IntegrationFeature[],
      true,
    ],
    ['part 1 §6: without a recurring-days feature, none', ['wage/push'] as IntegrationFeature[], false],
  ])('%s', (_title, integrationFeatures, expected) => {
    expect(supportsRecurringDays({ features: [], integrationFeatures })).toEqual(expected);
  });
});

const REVIEWER = { accessPerformanceReviews: true };
const REVIEWS: CompanyFeature[] = ['enable_performance_evaluations'];

describe('part 2 §3 hidden notes of a review', () => {
  it.each<[string, Over, boolean]>([
    ['part 2 §6: seen by who sees the reviews', { viewer: REVIEWER, features: REVIEWS }, true],
    [
      'part 2 §3 (choice): hidden from the reviewed person',
      { viewer: REVIEWER, features: REVIEWS, person: { isSelf: true } },
      false,
    ],
    [
      'part 2 §6: hidden from light access',
      { viewer: { ...REVIEWER, groupAccess: 'light' }, features: REVIEWS },
      false,
    ],
    ['part 2 §6: hidden without access_performance_reviews', { features: REVIEWS }, false],
  ])('%s', (_title, over, expected) => {
    expect(maySee('performanceReviewHiddenNotes', ctx(over))).toEqual(expected);
  });
});

describe('maySee', () => {
  const rows: [string, ProfileSection, Over, boolean][] = [
    ['part 1 §2 (choice): header has no rule, visible', 'header', {}, true],
    ['part 1 §2 (choice): documents have no rule, visible', 'documents', {}, true],
    [
      'part 1 §2 (choice): contact has no rule, visible to light access',
      'contact',
      { viewer: { groupAccess: 'light' } },
      true,
    ],
    ['Personal information needs employee-details access', 'personalInformation', {}, false],
    [
      'Personal information with employee-details access',
      'personalInformation',
      { viewer: { accessEmployeeDetails: true } },
      true,
    ],
    ['part 1 §2 (choice): fleet has no rule, visible', 'fleet', {}, true],
    ['part 1 §2 (choice): reporting-to has no rule, visible', 'reportingTo', {}, true],
    ['part 1 §2 (choice): self-service status has no rule, visible', 'selfServiceStatus', {}, true],
    ['part 1 §6: custom fields table visible with full access', 'customFields', {}, true],
    [
      'part 1 §6: light group access hides the custom fields table',
      'customFields',
      { viewer: { groupAccess: 'light' } },
      false,
    ],
    ['part 1 §6: contracts need access_wages = 1', 'contracts', { viewer: wageViewer }, true],
    ['part 1 §6: access_wages 0 means no contracts', 'contracts', {}, false],
    [
      'part 1 §6: light group access hides contracts',
      'contracts',
      { viewer: { ...wageViewer, groupAccess: 'light' } },
      false,
    ],
    ['part 1 §6: wage section with access_wages = 1', 'wage', { viewer: wageViewer }, true],
    ['part 1 §6 (choice): wage section for admin = 1 without access_wages', 'wage', { viewer: { admin: true } }, true],
    ['part 1 §6: no wage section without wage access', 'wage', {}, false],
    ['part 1 §6: budgets with access_budgets = 1', 'budgets', { viewer: { accessBudgets: true } }, true],
    ['part 1 §6: budgets hidden without budget access', 'budgets', {}, false],
    [
      'part 1 §6: budgets hidden for light group access',
      'budgets',
      { viewer: { admin: true, groupAccess: 'light' } },
      false,
    ],
    ["Another person's days-off usage needs calendar access", 'daysOffUsage', {}, false],
    ['Days-off usage with calendar access', 'daysOffUsage', { viewer: { accessCalendar: true } }, true],
    ['part 1 §6: disable_days_off hides days-off usage', 'daysOffUsage', { features: ['disable_days_off'] }, false],
    [
      'part 1 §6: verzuim with daysoff/verzuim and calendar access',
      'verzuim',
      { viewer: { accessCalendar: true }, integration: ['daysoff/verzuim'] },
      true,
    ],
    ['part 1 §6: verzuim hidden without daysoff/verzuim', 'verzuim', { viewer: { accessCalendar: true } }, false],
    ['part 1 §6: verzuim hidden without calendar access', 'verzuim', { integration: ['daysoff/verzuim'] }, false],
    [
      'part 1 §6: commute with wage access, payroll provider access and wage/push-transport',
      'commute',
      { viewer: { ...wageViewer, accessPayrollProvider: true }, integration: ['wage/push-transport'] },
      true,
    ],
    [
      'part 1 §6: commute hidden without wage access',
      'commute',
      { viewer: { accessPayrollProvider: true }, integration: ['wage/push-transport'] },
      false,
    ],
    [
      'part 1 §6: commute hidden without payroll provider access',
      'commute',
      { viewer: wageViewer, integration: ['wage/push-transport'] },
      false,
    ],
    [
      'part 1 §6: commute hidden without wage/push-transport',
      'commute',
      { viewer: { ...wageViewer, accessPayrollProvider: true }, integration: ['wage/push'] },
      false,
    ],
    ['part 1 §6: assets visible by default', 'assets', {}, true],
    ['part 1 §6: disable_assets hides assets', 'assets', { features: ['disable_assets'] }, false],
    ['part 2 §6: software visible by default', 'software', {}, true],
    ['part 2 §6: disable_software hides software', 'software', { features: ['disable_software'] }, false],
    ['part 1 §6: trainings need enable_trainings', 'trainings', { features: ['enable_trainings'] }, true],
    ['part 1 §6: trainings hidden without enable_trainings', 'trainings', {}, false],
    [
      'part 2 §6: performance reviews with full access, enable_performance_evaluations and access_performance_reviews = 1',
      'performanceReviews',
      { viewer: { accessPerformanceReviews: true }, features: ['enable_performance_evaluations'] },
      true,
    ],
    [
      'part 2 §6: performance reviews hidden for light access',
      'performanceReviews',
      {
        viewer: { accessPerformanceReviews: true, groupAccess: 'light' },
        features: ['enable_performance_evaluations'],
      },
      false,
    ],
    [
      'part 2 §6: performance reviews hidden without enable_performance_evaluations',
      'performanceReviews',
      { viewer: { accessPerformanceReviews: true } },
      false,
    ],
    [
      'part 2 §6 (choice): performance reviews need access_performance_reviews = 1 even for admin',
      'performanceReviews',
      { viewer: { admin: true }, features: ['enable_performance_evaluations'] },
      false,
    ],
    ['part 2 §6: workflows need enable_workflows', 'workflows', { features: ['enable_workflows'] }, true],
    ['part 2 §6: workflows hidden without enable_workflows', 'workflows', {}, false],
    [
      'part 1 §3 (choice): payroll provider with access_payroll_provider = 1',
      'payrollProvider',
      { viewer: { accessPayrollProvider: true } },
      true,
    ],
    ['part 1 §3 (choice): payroll provider hidden with access_payroll_provider = 0', 'payrollProvider', {}, false],
    [
      'part 1 §6: activity feed with wage access and employee-details access',
      'activityFeed',
      { viewer: { ...wageViewer, accessEmployeeDetails: true } },
      true,
    ],
    [
      'part 1 §6: activity feed hidden without wage access',
      'activityFeed',
      { viewer: { accessEmployeeDetails: true } },
      false,
    ],
    ['part 1 §6: activity feed hidden without employee-details access', 'activityFeed', { viewer: wageViewer }, false],
    [
      'part 1 §2: pending Dimona warning when the person has a pending Dimona',
      'pendingDimonaWarning',
      { person: { hasPendingDimona: true } },
      true,
    ],
    ['part 1 §2: no pending Dimona warning otherwise', 'pendingDimonaWarning', {}, false],
    [
      'part 1 §6: not-synced warning with wage access, wage/cannot-be-unlinked and a contract uid',
      'notSyncedWarning',
      { viewer: wageViewer, integration: ['wage/cannot-be-unlinked'], person: { contractUid: 'C-1' } },
      true,
    ],
    [
      'part 1 §6: not-synced warning hidden without wage access',
      'notSyncedWarning',
      { integration: ['wage/cannot-be-unlinked'], person: { contractUid: 'C-1' } },
      false,
    ],
    [
      'part 1 §6: not-synced warning hidden without wage/cannot-be-unlinked',
      'notSyncedWarning',
      { viewer: wageViewer, person: { contractUid: 'C-1' } },
      false,
    ],
    [
      'part 1 §6: not-synced warning hidden without contract uid',
      'notSyncedWarning',
      { viewer: wageViewer, integration: ['wage/cannot-be-unlinked'] },
      false,
    ],
    [
      'part 1 §6: not-synced warning hidden without a person',
      'notSyncedWarning',
      { viewer: wageViewer, integration: ['wage/cannot-be-unlinked'], person: null },
      false,
    ],
    [
      'part 1 §6: no-wage warning with wage access, no pending wage, wage/push, no termination',
      'noWageWarning',
      { viewer: wageViewer, integration: ['wage/push'], person: { hasWage: false } },
      true,
    ],
    [
      'part 1 §6: no-wage warning hidden with a pending wage',
      'noWageWarning',
      { viewer: wageViewer, integration: ['wage/push'], person: { hasWage: false, hasPendingWage: true } },
      false,
    ],
    [
      'part 1 §6: no-wage warning hidden with a termination',
      'noWageWarning',
      { viewer: wageViewer, integration: ['wage/push'], person: { hasWage: false, hasTermination: true } },
      false,
    ],
    [
      'part 1 §6: no-wage warning hidden without wage push',
      'noWageWarning',
      { viewer: wageViewer, person: { hasWage: false } },
      false,
    ],
    [
      'part 1 §6: no-wage warning hidden without wage access',
      'noWageWarning',
      { integration: ['wage/push'], person: { hasWage: false } },
      false,
    ],
    [
      'part 1 §6 (choice): no-wage warning hidden when the person has a wage',
      'noWageWarning',
      { viewer: wageViewer, integration: ['wage/push'] },
      false,
    ],
  ];
  it.each(rows)('%s', (_title, section, over, expected) => {
    expect(maySee(section, ctx(over))).toEqual(expected);
  });

  it("A light viewer sees a colleague's directory card only, whatever their flags", () => {
    const flags = {
      groupAccess: 'light' as const,
      admin: true,
      accessWages: true,
      accessEmployeeDetails: true,
      accessCalendar: true,
    };
    expect(visibleSections(ctx({ viewer: flags }))).toEqual(['header', 'contact', 'reportingTo']);
  });
});

describe('mayDo', () => {
  const admin = { admin: true };
  const rows: [string, ProfileAction, Over, boolean][] = [
    [
      'part 1 §4 (choice): terminate with wage access and a wage without end date',
      'terminate',
      { viewer: wageViewer },
      true,
    ],
    [
      'part 1 §4: terminate not offered when the wage has an end date',
      'terminate',
      { viewer: wageViewer, person: { wageHasEndDate: true } },
      false,
    ],
    [
      'part 1 §4: terminate not offered without a wage',
      'terminate',
      { viewer: wageViewer, person: { hasWage: false } },
      false,
    ],
    ['part 1 §6 (choice): terminate needs wage access', 'terminate', {}, false],
    ['part 1 §6: read-only mode hides terminate', 'terminate', { viewer: { ...wageViewer, readOnly: true } }, false],
    [
      'part 2 §6 (choice): terminate stays allowed with enable_dimona_restricted_account (the toast blocks it)',
      'terminate',
      { viewer: wageViewer, features: ['enable_dimona_restricted_account'] },
      true,
    ],
    ['part 1 §4: archive allowed without a wage', 'archive', { person: { hasWage: false } }, true],
    ['part 1 §4: archive allowed when the wage has an end date', 'archive', { person: { wageHasEndDate: true } }, true],
    ['part 1 §4: archive refused with an open contract', 'archive', {}, false],
    [
      'part 1 §6 (choice): archive refused for light group access',
      'archive',
      { viewer: { groupAccess: 'light' }, person: { hasWage: false } },
      false,
    ],
    [
      'part 1 §6: read-only hides archive',
      'archive',
      { viewer: { readOnly: true }, person: { hasWage: false } },
      false,
    ],
    [
      'part 1 §4: an archived person cannot be archived again',
      'archive',
      { person: { hasWage: false, deleted: true } },
      false,
    ],
    ['part 1 §2: unarchive for an archived person (deleted = 1)', 'unarchive', { person: { deleted: true } }, true],
    ['part 1 §2: no unarchive for an active person', 'unarchive', {}, false],
    [
      'part 1 §2: permanent delete for admins on an archived person',
      'hardDelete',
      { viewer: admin, person: { deleted: true } },
      true,
    ],
    ['part 1 §6: permanent delete is admin only', 'hardDelete', { person: { deleted: true } }, false],
    ['part 1 §2: permanent delete only for an archived person', 'hardDelete', { viewer: admin }, false],
    [
      'part 1 §6: sync with person/sync and an impersonating support session',
      'sync',
      {
        viewer: { support: true, impersonating: true },
        integration: ['person/sync'],
        person: { linkedToIntegration: true },
      },
      true,
    ],
    [
      'part 1 §6: sync refused when not impersonating',
      'sync',
      { viewer: { support: true }, integration: ['person/sync'], person: { linkedToIntegration: true } },
      false,
    ],
    [
      'part 1 §6: sync refused without person/sync',
      'sync',
      { viewer: { support: true, impersonating: true }, person: { linkedToIntegration: true } },
      false,
    ],
    [
      'part 1 §6 (choice): sync refused for an unlinked person',
      'sync',
      { viewer: { support: true, impersonating: true }, integration: ['person/sync'] },
      false,
    ],
    [
      'part 1 §4: unlink by support users for a linked person',
      'unlink',
      { viewer: { support: true }, person: { linkedToIntegration: true } },
      true,
    ],
    [
      'part 1 §4: unlink refused for non-support users, even admins',
      'unlink',
      { viewer: admin, person: { linkedToIntegration: true } },
      false,
    ],
    ['part 1 §4 (choice): unlink refused for an unlinked person', 'unlink', { viewer: { support: true } }, false],
    [
      'part 1 §4 (choice): relink by support users for an unlinked person',
      'relink',
      { viewer: { support: true } },
      true,
    ],
    ['part 1 §4: relink refused for non-support users', 'relink', { viewer: admin }, false],
    ['part 1 §6: can-relink check by support users only', 'canRelinkCheck', { viewer: { support: true } }, true],
    ['part 1 §6: can-relink check refused for admins', 'canRelinkCheck', { viewer: admin }, false],
    ['part 1 §6: sensitive flag for admins', 'setSensitive', { viewer: admin }, true],
    ['part 1 §6: sensitive flag refused for non-admins', 'setSensitive', {}, false],
    ['part 1 §6: history link for admins', 'historyLink', { viewer: admin }, true],
    ['part 1 §6: history link refused for non-admins', 'historyLink', {}, false],
    ['part 1 §6: add-budget link for admins', 'addBudget', { viewer: admin }, true],
    [
      'part 1 §6: add-budget link refused for non-admins with budget access',
      'addBudget',
      { viewer: { accessBudgets: true } },
      false,
    ],
    [
      'part 1 §6: add-budget link hidden for a light admin',
      'addBudget',
      { viewer: { admin: true, groupAccess: 'light' } },
      false,
    ],
    [
      'Choice, part 1 §6 admin settings: editing or deleting a budget for admins',
      'editBudget',
      { viewer: admin },
      true,
    ],
    [
      'Choice: editing a budget refused for non-admins with access_budgets',
      'editBudget',
      { viewer: { accessBudgets: true } },
      false,
    ],
    [
      'Choice: editing a budget refused in read-only mode',
      'editBudget',
      { viewer: { admin: true, readOnly: true } },
      false,
    ],
    [
      'Choice, part 1 §6 budget access: budget items with access_budgets = 1',
      'manageBudgetItems',
      { viewer: { accessBudgets: true } },
      true,
    ],
    ['Part 1 §6: budget items refused without budget access', 'manageBudgetItems', {}, false],
    [
      'Part 2 §6: budget items refused for light group access',
      'manageBudgetItems',
      { viewer: { admin: true, groupAccess: 'light' } },
      false,
    ],
    [
      'Part 2 §6: budget items refused for an archived person',
      'manageBudgetItems',
      { viewer: admin, person: { deleted: true } },
      false,
    ],
    [
      'Part 2 §6: budget items refused outside the viewer’s groups',
      'manageBudgetItems',
      { viewer: { accessBudgets: true }, person: { sameGroup: false } },
      false,
    ],
    [
      'Part 2 §7: editing a commute with wage access, payroll provider access and wage/push-transport',
      'editCommute',
      { viewer: { ...wageViewer, accessPayrollProvider: true }, integration: ['wage/push-transport'] },
      true,
    ],
    [
      'Part 2 §7: editing a commute refused without wage/push-transport',
      'editCommute',
      { viewer: { ...wageViewer, accessPayrollProvider: true } },
      false,
    ],
    [
      'Part 2 §7: editing a commute refused without payroll provider access',
      'editCommute',
      { viewer: wageViewer, integration: ['wage/push-transport'] },
      false,
    ],
    [
      'Editing a commute refused in read-only mode',
      'editCommute',
      { viewer: { ...wageViewer, accessPayrollProvider: true, readOnly: true }, integration: ['wage/push-transport'] },
      false,
    ],
    ['part 1 §6: manager-edit link with full access', 'editManagers', {}, true],
    [
      'part 1 §6: light group access hides the manager-edit link',
      'editManagers',
      { viewer: { groupAccess: 'light' } },
      false,
    ],
    ['part 1 §6: manage reminders with full access', 'manageReminders', {}, true],
    [
      'part 1 §6: light group access hides manage reminders',
      'manageReminders',
      { viewer: { groupAccess: 'light' } },
      false,
    ],
    ['part 2 §2: assign workflow with enable_workflows', 'assignWorkflow', { features: ['enable_workflows'] }, true],
    ['part 2 §2: assign workflow needs workflows enabled', 'assignWorkflow', {}, false],
    [
      'part 2 §6: light group access hides assign workflow',
      'assignWorkflow',
      { viewer: { groupAccess: 'light' }, features: ['enable_workflows'] },
      false,
    ],
    ['A task is closed by whoever may assign workflows', 'closeWorkflowTask', { features: ['enable_workflows'] }, true],
    [
      'A light viewer responsible for the task may close it',
      'closeWorkflowTask',
      {
        viewer: { groupAccess: 'light' },
        features: ['enable_workflows'],
        person: { workflowTaskResponsible: true, sameGroup: false },
      },
      true,
    ],
    [
      'A light viewer not responsible may not close it',
      'closeWorkflowTask',
      { viewer: { groupAccess: 'light' }, features: ['enable_workflows'] },
      false,
    ],
    [
      'part 2 §6: closing tasks needs workflows enabled',
      'closeWorkflowTask',
      { features: [], person: { workflowTaskResponsible: true } },
      false,
    ],
    [
      'part 1 §6: read-only mode refuses closing a task',
      'closeWorkflowTask',
      { viewer: { readOnly: true }, features: ['enable_workflows'], person: { workflowTaskResponsible: true } },
      false,
    ],
    [
      'Templates are managed by admins',
      'manageWorkflowTemplates',
      { viewer: admin, features: ['enable_workflows'] },
      true,
    ],
    ['Templates are not managed by non-admins', 'manageWorkflowTemplates', { features: ['enable_workflows'] }, false],
    ['part 2 §6: templates need workflows enabled', 'manageWorkflowTemplates', { viewer: admin }, false],
    [
      'Templates are read by who may start a workflow',
      'readWorkflowTemplates',
      { features: ['enable_workflows'] },
      true,
    ],
    [
      'part 2 §6: light group access reads no templates (assign-workflow hidden)',
      'readWorkflowTemplates',
      { viewer: { groupAccess: 'light' }, features: ['enable_workflows'] },
      false,
    ],
    ['part 1 §6: set-team link for role all', 'setTeam', {}, true],
    ['part 1 §6: set-team link for role default', 'setTeam', { viewer: { role: 'default' } }, true],
    ['part 1 §6: role team_only has no set-team link', 'setTeam', { viewer: { role: 'team_only' } }, false],
    ['part 1 §6: role default gets the edit-limits link', 'editLimitsLink', { viewer: { role: 'default' } }, true],
    ['part 1 §6: role team_only has no edit-limits link', 'editLimitsLink', { viewer: { role: 'team_only' } }, false],
    ['part 1 §6: role all has no edit-limits link', 'editLimitsLink', { viewer: { role: 'all', admin: true } }, false],
    ['part 1 §6: exceed-limits switch for admins', 'ignoreDayOffLimits', { viewer: admin }, true],
    ['part 1 §5: non-admins cannot ignore limits', 'ignoreDayOffLimits', {}, false],
    ['part 1 §6: day-off type management for admins', 'manageDayOffTypes', { viewer: admin }, true],
    ['part 1 §6: day-off type management refused for non-admins', 'manageDayOffTypes', {}, false],
    [
      'part 1 §6: profile push needs payroll integration feature profile/push',
      'profilePush',
      { integration: ['profile/push'] },
      true,
    ],
    ['part 1 §6: profile push refused without profile/push', 'profilePush', { integration: ['wage/push'] }, false],
    [
      'part 1 §6: replan days off with the separate permission',
      'replanDaysOff',
      { viewer: { replanDaysOff: true } },
      true,
    ],
    [
      'part 1 §6: replan days off refused without the permission, even admins',
      'replanDaysOff',
      { viewer: admin },
      false,
    ],
    [
      'part 1 §6 (choice): replan days off refused with disable_days_off',
      'replanDaysOff',
      { viewer: { replanDaysOff: true }, features: ['disable_days_off'] },
      false,
    ],
    ['part 1 §5: apply accrual correction needs wage access', 'applyAccrualCorrection', { viewer: wageViewer }, true],
    ['part 1 §5: apply accrual correction refused without wage access', 'applyAccrualCorrection', {}, false],
    ['part 1 §6: edit allowed outside read-only', 'edit', {}, true],
    ['part 1 §6: read-only mode hides edit', 'edit', { viewer: { readOnly: true } }, false],
    ['part 1 §6 (choice): an archived person is not editable', 'edit', { person: { deleted: true } }, false],
    [
      'part 1 §6: add note where the activity feed is visible',
      'addNote',
      { viewer: { ...wageViewer, accessEmployeeDetails: true } },
      true,
    ],
    [
      'part 1 §6: read-only mode hides add note',
      'addNote',
      { viewer: { ...wageViewer, accessEmployeeDetails: true, readOnly: true } },
      false,
    ],
    ['part 1 §6: add note refused without the activity feed', 'addNote', { viewer: wageViewer }, false],
    [
      'part 2 §6: contract history export with Excel export and wages access',
      'exportContractHistory',
      { viewer: { ...wageViewer, exportExcel: true } },
      true,
    ],
    [
      'part 2 §6: contract history export refused without wages access',
      'exportContractHistory',
      { viewer: { exportExcel: true } },
      false,
    ],
    [
      'part 2 §6: contract history export refused without Excel export',
      'exportContractHistory',
      { viewer: wageViewer },
      false,
    ],
    [
      'part 1 §6 + part 2 §6: light access hides contracts, so no contract history export',
      'exportContractHistory',
      { viewer: { ...wageViewer, exportExcel: true, groupAccess: 'light' } },
      false,
    ],
    [
      "No contract history export of a person outside the viewer's groups",
      'exportContractHistory',
      { viewer: { ...wageViewer, exportExcel: true }, person: { sameGroup: false } },
      false,
    ],
    [
      "part 2 §6: the company's contract history export (no person) with Excel export and wages access",
      'exportContractHistory',
      { person: null, viewer: { ...wageViewer, exportExcel: true } },
      true,
    ],
    ["Another person's days off need calendar access", 'planDaysOff', {}, false],
    ['Plan days off with calendar access', 'planDaysOff', { viewer: { accessCalendar: true } }, true],
    ['part 1 §6: disable_days_off hides planning days off', 'planDaysOff', { features: ['disable_days_off'] }, false],
    [
      'part 1 §6: read-only mode hides planning days off',
      'planDaysOff',
      { viewer: { readOnly: true, accessCalendar: true } },
      false,
    ],
    [
      'Decision (leaveRequests.ts): leave requests are decided with calendar access',
      'decideDaysOff',
      { viewer: { accessCalendar: true } },
      true,
    ],
    ['Decision (leaveRequests.ts): admins decide leave requests', 'decideDaysOff', { viewer: { admin: true } }, true],
    ['Decision: no decision on leave without calendar access or admin', 'decideDaysOff', {}, false],
    [
      'Decision: nobody decides their own leave request, admins included',
      'decideDaysOff',
      { viewer: { admin: true, accessCalendar: true }, person: { isSelf: true } },
      false,
    ],
    [
      "Decision: calendar access decides only for people of the viewer's groups",
      'decideDaysOff',
      { viewer: { accessCalendar: true }, person: { sameGroup: false } },
      false,
    ],
    [
      'Decision: light calendar access does not decide leave',
      'decideDaysOff',
      { viewer: { accessCalendar: true, groupAccess: 'light' } },
      false,
    ],
    ['part 1 §6: read-only mode decides no leave', 'decideDaysOff', { viewer: { admin: true, readOnly: true } }, false],
    [
      'part 1 §6: disable_days_off: no leave to decide',
      'decideDaysOff',
      { viewer: { admin: true }, features: ['disable_days_off'] },
      false,
    ],
    [
      'part 1 §6: report verzuim with daysoff/verzuim and calendar access',
      'reportVerzuim',
      { viewer: { accessCalendar: true }, integration: ['daysoff/verzuim'] },
      true,
    ],
    [
      'part 1 §6: report verzuim refused in read-only',
      'reportVerzuim',
      { viewer: { accessCalendar: true, readOnly: true }, integration: ['daysoff/verzuim'] },
      false,
    ],
    ['part 1 §6: set new wage with wage access', 'setNewWage', { viewer: wageViewer }, true],
    ['part 1 §6: set new wage refused without wage access', 'setNewWage', {}, false],
    [
      'part 1 §5: edit day contract needs dimona-edit/push',
      'editDayContract',
      { viewer: wageViewer, integration: ['dimona-edit/push'] },
      true,
    ],
    ['part 1 §5: edit day contract refused without dimona-edit/push', 'editDayContract', { viewer: wageViewer }, false],
    ['part 1 §6: add asset refused with disable_assets', 'addAsset', { features: ['disable_assets'] }, false],
    ['part 1 §6: add asset by default', 'addAsset', {}, true],
    ['part 2 §6: add software refused with disable_software', 'addSoftware', { features: ['disable_software'] }, false],
    ['part 2 §6: add software by default with edit', 'addSoftware', {}, true],
    [
      'part 2 §6: light access never adds software to another person',
      'addSoftware',
      { viewer: { groupAccess: 'light' } },
      false,
    ],
    ['part 2 §6: read-only mode hides adding software', 'addSoftware', { viewer: { readOnly: true } }, false],
    [
      'part 2 §7 (choice): software products are managed with full access',
      'manageSoftwareProducts',
      { person: null },
      true,
    ],
    [
      'part 2 §6: disable_software refuses managing products',
      'manageSoftwareProducts',
      { person: null, features: ['disable_software'] },
      false,
    ],
    [
      'part 2 §7 (choice): light access does not manage products',
      'manageSoftwareProducts',
      { person: null, viewer: { groupAccess: 'light' } },
      false,
    ],
    [
      'part 2 §6 (choice): the license export needs the Excel export permission',
      'exportSoftwareLicenses',
      { person: null, viewer: { exportExcel: true } },
      true,
    ],
    [
      'part 2 §6 (choice): no license export without the Excel export permission',
      'exportSoftwareLicenses',
      { person: null },
      false,
    ],
    [
      'part 2 §6: no license export with disable_software',
      'exportSoftwareLicenses',
      { person: null, viewer: { exportExcel: true }, features: ['disable_software'] },
      false,
    ],
    [
      'part 2 §6: manage reviews with non-light access, enable_performance_evaluations and access_performance_reviews',
      'manageReviews',
      { viewer: REVIEWER, features: REVIEWS },
      true,
    ],
    [
      'part 2 §6: light access never manages reviews',
      'manageReviews',
      { viewer: { ...REVIEWER, groupAccess: 'light' }, features: REVIEWS },
      false,
    ],
    ['part 2 §6: no reviews without enable_performance_evaluations', 'manageReviews', { viewer: REVIEWER }, false],
    ['part 2 §6: no reviews without access_performance_reviews', 'manageReviews', { features: REVIEWS }, false],
    [
      'part 2 §6: read-only mode hides review changes',
      'manageReviews',
      { viewer: { ...REVIEWER, readOnly: true }, features: REVIEWS },
      false,
    ],
    [
      'part 2 §4 (choice): nobody manages their own review',
      'manageReviews',
      { viewer: REVIEWER, features: REVIEWS, person: { isSelf: true } },
      false,
    ],
    [
      'part 2 §7 (choice): the review reports export needs the Excel export permission',
      'exportReviewReports',
      { person: null, viewer: { ...REVIEWER, exportExcel: true }, features: REVIEWS },
      true,
    ],
    [
      'part 2 §7 (choice): no review reports export without it',
      'exportReviewReports',
      { person: null, viewer: REVIEWER, features: REVIEWS },
      false,
    ],
    ['part 1 §6: a person of the same group is a link', 'openPersonLink', {}, true],
    ['part 1 §6: a person of another group is plain text', 'openPersonLink', { person: { sameGroup: false } }, false],
    ['part 1 §4 (choice): reset pincode with full access', 'resetPincode', {}, true],
    [
      'part 1 §4 (choice): light group access cannot reset a pincode',
      'resetPincode',
      { viewer: { groupAccess: 'light' } },
      false,
    ],
    ['part 1 §6: read-only mode hides reset pincode', 'resetPincode', { viewer: { readOnly: true } }, false],
    [
      'part 1 §4 (choice): no pincode reset for an archived person',
      'resetPincode',
      { person: { deleted: true } },
      false,
    ],
    [
      'part 1 §4 (choice): invite to self-service with the self-service status section and edit',
      'inviteSelfService',
      {},
      true,
    ],
    [
      'Light group access never invites another person',
      'inviteSelfService',
      { viewer: { groupAccess: 'light' } },
      false,
    ],
    [
      'part 1 §6: read-only mode hides invite to self-service',
      'inviteSelfService',
      { viewer: { readOnly: true } },
      false,
    ],
    [
      'part 1 §4 (choice): no invite to self-service for an archived person',
      'inviteSelfService',
      { person: { deleted: true } },
      false,
    ],
    [
      'Choice: part 1 §2 upload: a viewer who sees the documents and edits the person uploads',
      'uploadDocument',
      {},
      true,
    ],
    [
      "Light group access never uploads another person's document",
      'uploadDocument',
      { viewer: { groupAccess: 'light' } },
      false,
    ],
    ['Part 1 §6: read-only mode hides the upload', 'uploadDocument', { viewer: { readOnly: true } }, false],
    ['No upload for an archived person', 'uploadDocument', { person: { deleted: true } }, false],
    ['No upload for a person of another group', 'uploadDocument', { person: { sameGroup: false } }, false],
    [
      'Choice: part 1 §2 /fleet/new: a viewer who sees the fleet and edits the person adds a vehicle',
      'addVehicle',
      {},
      true,
    ],
    ["Light group access never adds a colleague's vehicle", 'addVehicle', { viewer: { groupAccess: 'light' } }, false],
    ['Part 1 §6: read-only mode hides adding a vehicle', 'addVehicle', { viewer: { readOnly: true } }, false],
    [
      'Choice: part 1 §2 /trainings/{trainingId}/employees/{id}: with enable_trainings and edit, change a participation',
      'editTrainingParticipation',
      { features: ['enable_trainings'] },
      true,
    ],
    ['Part 1 §6: no trainings without enable_trainings, so no change', 'editTrainingParticipation', {}, false],
    [
      'Light group access never changes a participation',
      'editTrainingParticipation',
      { features: ['enable_trainings'], viewer: { groupAccess: 'light' } },
      false,
    ],
    [
      'Light group access does not change its own either',
      'editTrainingParticipation',
      { features: ['enable_trainings'], viewer: { groupAccess: 'light' }, person: { isSelf: true } },
      false,
    ],
    [
      'Part 1 §6: read-only mode hides the participation change',
      'editTrainingParticipation',
      { features: ['enable_trainings'], viewer: { readOnly: true } },
      false,
    ],
    [
      'No change for a person of another group',
      'editTrainingParticipation',
      { features: ['enable_trainings'], person: { sameGroup: false } },
      false,
    ],
    [
      'No change for an archived person',
      'editTrainingParticipation',
      { features: ['enable_trainings'], person: { deleted: true } },
      false,
    ],
  ];
  it.each(rows)('%s', (_title, action, over, expected) => {
    expect(mayDo(action, ctx(over))).toEqual(expected);
  });

  it('part 1 §6: read-only admin keeps only the non-edit actions', () => {
    expect(allowedActions(ctx({ viewer: { admin: true, readOnly: true }, person: { hasWage: false } }))).toEqual([
      'historyLink',
      'manageReminders',
      'openPersonLink',
      // Reading the contract templates is no edit.
      'readContractTemplates',
    ]);
  });
});

describe('terminationBlockedToast', () => {
  it.each([
    [
      'part 2 §6: enable_dimona_restricted_account → DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED',
      ['enable_dimona_restricted_account'] as CompanyFeature[],
      'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED',
    ],
    ['part 2 §6: without the flag termination is not blocked', [] as CompanyFeature[], null],
  ])('%s', (_title, features, expected) => {
    expect(terminationBlockedToast(ctx({ viewer: wageViewer, features }))).toEqual(expected);
  });
});

// "Who may see and change what": the GDPR choices where part 1 §6 is silent, as one table per concern.
describe('The access model past the spec', () => {
  const light = { groupAccess: 'light' as const };
  const self = { isSelf: true };
  const hr = { accessEmployeeDetails: true, accessCalendar: true, accessWages: true };

  it.each<[string, ProfileSection, Over, boolean]>([
    [
      'everyone always sees their own personal information',
      'personalInformation',
      { viewer: light, person: self },
      true,
    ],
    [
      "a light viewer never sees a colleague's personal information",
      'personalInformation',
      { viewer: { ...light, accessEmployeeDetails: true } },
      false,
    ],
    ['a light viewer sees their own days off', 'daysOffUsage', { viewer: light, person: self }, true],
    [
      "a light viewer never sees a colleague's days off",
      'daysOffUsage',
      { viewer: { ...light, accessCalendar: true } },
      false,
    ],
    ['a light viewer sees their own documents', 'documents', { viewer: light, person: self }, true],
    ["a light viewer never sees a colleague's documents", 'documents', { viewer: light }, false],
    [
      'part 1 §6: a person of another group is names only: no personal information',
      'personalInformation',
      { viewer: hr, person: { sameGroup: false } },
      false,
    ],
    [
      'part 1 §6: a person of another group is names only: no wage',
      'wage',
      { viewer: hr, person: { sameGroup: false } },
      false,
    ],
    [
      'part 1 §6: a person of another group is names only: the header stays',
      'header',
      { viewer: hr, person: { sameGroup: false } },
      true,
    ],
    ['the wage section still needs wage access on your own profile', 'wage', { viewer: light, person: self }, false],
  ])('%s', (_title, section, over, expected) => {
    expect(maySee(section, ctx(over))).toEqual(expected);
  });

  it.each<[string, ProfileAction, Over, boolean]>([
    [
      'a person requests their own days off without calendar access',
      'planDaysOff',
      { viewer: light, person: self },
      true,
    ],
    [
      "a light viewer never plans a colleague's days off",
      'planDaysOff',
      { viewer: { ...light, accessCalendar: true } },
      false,
    ],
    [
      'read-only mode refuses requesting your own days off too',
      'planDaysOff',
      { viewer: { ...light, readOnly: true }, person: self },
      false,
    ],
    ['everyone changes their own picture', 'uploadAvatar', { viewer: light, person: self }, true],
    ["a light viewer never changes a colleague's picture", 'uploadAvatar', { viewer: light }, false],
    ["a full-access viewer changes a colleague's picture", 'uploadAvatar', {}, true],
    ['read-only mode refuses changing a picture', 'uploadAvatar', { viewer: { readOnly: true }, person: self }, false],
    ['a light viewer never edits another person', 'edit', { viewer: light }, false],
    [
      'a light viewer does not edit their own HR record (seniority, team)',
      'edit',
      { viewer: light, person: self },
      false,
    ],
    ['part 1 §6: no edit of a person of another group', 'edit', { viewer: hr, person: { sameGroup: false } }, false],
    [
      'part 1 §6: no days off for a person of another group',
      'planDaysOff',
      { viewer: hr, person: { sameGroup: false } },
      false,
    ],
    ['a light viewer never archives another person', 'archive', { viewer: light, person: { hasWage: false } }, false],
    [
      'read-only mode refuses unlink for support users',
      'unlink',
      { viewer: { support: true, readOnly: true }, person: { linkedToIntegration: true } },
      false,
    ],
  ])('%s', (_title, action, over, expected) => {
    expect(mayDo(action, ctx(over))).toEqual(expected);
  });

  it("a light viewer's only actions on a colleague are none that change them", () => {
    const changing = allowedActions(ctx({ viewer: { ...light, ...hr, admin: true } })).filter(
      (a) =>
        ![
          'historyLink',
          'editLimitsLink',
          'openPersonLink',
          'ignoreDayOffLimits',
          'manageDayOffTypes',
          'exportContractHistory',
          'canRelinkCheck',
        ].includes(a),
    );
    expect(changing).toEqual([]);
  });

  it.each([
    ['read-only mode refuses every write on the server', { readOnly: true }, false],
    ['a viewer outside read-only mode may write', {}, true],
  ])('%s', (_title, flags, expected) => {
    expect(mayWrite({ ...viewer, ...flags })).toEqual(expected);
  });
});

describe('verzuimAvailable: the viewer part of the verzuim section (the profile query skips the field without it)', () => {
  it.each([
    [
      'part 1 §6: an integration with daysoff/verzuim and calendar access',
      { viewer: { accessCalendar: true }, integration: ['daysoff/verzuim'] as IntegrationFeature[] },
      true,
    ],
    ['part 1 §6: a Belgian company (no daysoff/verzuim) has no verzuim', { viewer: { accessCalendar: true } }, false],
    [
      'part 1 §6: no verzuim without calendar access',
      { integration: ['daysoff/verzuim'] as IntegrationFeature[] },
      false,
    ],
  ])('%s', (_title, over, expected) => {
    const context = ctx(over);
    expect(verzuimAvailable(context)).toEqual(expected);
    // The section of a person the viewer sees past the directory card follows it.
    expect(maySee('verzuim', context)).toEqual(expected);
  });
});
