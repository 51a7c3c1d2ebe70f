// The spec's routes (part 1 §2, part 2 §2). Every id in them is the REST id (`internalId`), as the spec's
// addresses carry it: the route queries pass it to employee(internalId:) and nodeByInternalId (relay/addressIds.ts),
// so the app never builds a global id.

export const PEOPLE_PATH = '/people';

export function profilePath(employeeId: number): string {
  return `${PEOPLE_PATH}/${employeeId}`;
}

/**
 * Terminate (part 1 §2 /people/{id}/wage/end). With the contractless-continuation flag the wage goes
 * along as wage_id (the Wage's global id).
 */
export function terminatePath(employeeId: number, wageId?: string | null): string {
  const path = `${profilePath(employeeId)}/wage/end`;
  return wageId ? `${path}?wage_id=${encodeURIComponent(wageId)}` : path;
}

/** Wage details (part 1 §2 /people/{id}/wage). */
export function wageDetailsPath(employeeId: number): string {
  return `${profilePath(employeeId)}/wage`;
}

/** Set a new wage or contract (part 1 §2 /people/{id}/wage/new); `date` (ISO) preselects the start date. */
export function newWagePath(employeeId: number, date?: string | null): string {
  const path = `${wageDetailsPath(employeeId)}/new`;
  return date ? `${path}?date=${encodeURIComponent(date)}` : path;
}

/** Edit a wage (part 1 §2 /people/{id}/wage/{wageId}/overview). */
export function editWagePath(employeeId: number, wageId: number): string {
  return `${wageDetailsPath(employeeId)}/${wageId}/overview`;
}

/** Invite to self-service (part 1 §2 /people/{id}/invite). */
export function invitePath(employeeId: number): string {
  return `${profilePath(employeeId)}/invite`;
}

export function trainingsPath(employeeId: number): string {
  return `${profilePath(employeeId)}/trainings`;
}

/** The audit log (part 1 §2 /history/personalDetails?person_id={id}): it takes the REST id. */
export function historyPath(internalId: number): string {
  return `/history/personalDetails?person_id=${internalId}`;
}

/** The yearly days-off calendar (part 1 §2 /people/{id}/daysOff?year=); without a year the remembered one. */
export function daysOffPath(employeeId: number, year?: number | null): string {
  const path = `${profilePath(employeeId)}/daysOff`;
  return year ? `${path}?year=${year}` : path;
}

/** Report sick leave from a day (part 1 §2 /people/{id}/daysOff/thenetherlands_only/verzuim/report?date=). */
export function verzuimReportPath(employeeId: number, date: string): string {
  return `${profilePath(employeeId)}/daysOff/thenetherlands_only/verzuim/report?date=${encodeURIComponent(date)}`;
}

/** Edit sick leave (part 1 §2 /people/{id}/daysOff/thenetherlands_only/verzuim/{verzuimId}/edit). */
export function verzuimEditPath(employeeId: number, verzuimId: number): string {
  return `${profilePath(employeeId)}/daysOff/thenetherlands_only/verzuim/${verzuimId}/edit`;
}

// Part 1 §2 lists no route of its own for a day contract: we choose the contracts edit section
// (/people/{id}/edit/contracts) with the day as `date`.
export function dayContractPath(employeeId: number, date: string): string {
  return `${profilePath(employeeId)}/edit/contracts?date=${encodeURIComponent(date)}`;
}

/** Part 1 §2 /settings/budgets/add?employee_id=&year=&back=: back is a path. */
export function addBudgetPath(employeeId: number, year: number, back: string): string {
  return `/settings/budgets/add?employee_id=${employeeId}&year=${year}&back=${encodeURIComponent(back)}`;
}

/** Part 1 §2 /people/{id}/budget/{budgetId}/{year}. */
export function budgetPath(employeeId: number, budgetId: number, year: number): string {
  return `${profilePath(employeeId)}/budget/${budgetId}/${year}`;
}

/** Part 1 §2 /people/{id}/edit/commute. */
export function editCommutePath(employeeId: number): string {
  return `${profilePath(employeeId)}/edit/commute`;
}

/**
 * The commute audit log (part 2 §7 list with employee_filter and year_month_filter). The spec shows no route: we
 * chose /auditlogs/commutes?employee_id=&year_month= with the Employee's REST id and YYYY-MM.
 */
export function commuteAuditLogPath(
  filters: { employeeId?: number | null; yearMonth?: string | null; after?: string | null } = {},
): string {
  const query = new URLSearchParams();
  if (filters.employeeId) query.set('employee_id', String(filters.employeeId));
  if (filters.yearMonth) query.set('year_month', filters.yearMonth);
  // The connection's cursor of the last entry of the page before (25 a page, part 2 §7 page).
  if (filters.after) query.set('after', filters.after);
  const text = query.toString();
  return text ? `/auditlogs/commutes?${text}` : '/auditlogs/commutes';
}

// Software licenses and performance reviews (part 2 §2).

/** All licenses of a person (part 2 §2 /people/{id}/software). */
export function softwarePath(employeeId: number): string {
  return `${profilePath(employeeId)}/software`;
}

/** Add software to a person (part 2 §2 /people/{id}/add/software). */
export function addSoftwarePath(employeeId: number): string {
  return `${profilePath(employeeId)}/add/software`;
}

/** A license (part 2 §2 /software/licenses/{id}). */
export function licensePath(licenseId: number): string {
  return `/software/licenses/${licenseId}`;
}

/** All reviews of a person (part 2 §2 /evaluations/{personId}); `page` 0-based, 3 per page (part 2 §9). */
export function reviewsPath(employeeId: number, page = 0): string {
  const path = `/evaluations/${employeeId}`;
  return page > 0 ? `${path}?page=${page}` : path;
}

/** Add a review (part 2 §2 /evaluations/add?initialPersonId={id}). */
export function addReviewPath(employeeId: number): string {
  return `/evaluations/add?initialPersonId=${employeeId}`;
}

/** A review (part 2 §2 /evaluations/detail/{id}). */
export function reviewPath(reviewId: number): string {
  return `/evaluations/detail/${reviewId}`;
}

// Editing a person (part 1 §2): the edit sections, the role pages and adding a person. Ids as profilePath's.
export type EditSection =
  'personal' | 'contact' | 'address' | 'team' | 'reports' | 'customFields' | 'contracts' | 'commute';

/** Part 1 §2 /people/{id}/edit/{section}. */
export function editSectionPath(employeeId: number, section: EditSection): string {
  return `${profilePath(employeeId)}/edit/${section}`;
}

/** Part 1 §2 /people/{id}/role: the role history and a new role. */
export function rolePath(employeeId: number): string {
  return `${profilePath(employeeId)}/role`;
}

/** Part 1 §2 /people/{id}/role/edit: correct the current role. */
export function roleEditPath(employeeId: number): string {
  return `${rolePath(employeeId)}/edit`;
}

/** Add a person from the people list; the spec shows no route: we chose /people/add. */
export const ADD_PERSON_PATH = `${PEOPLE_PATH}/add`;
// The pages the profile links to (part 1 §2 related pages). The person's id is the one profilePath takes.

/** The person calendar month (part 1 §2 /calendar/person/{id}/{year}/{month}?highlight={date}); month 1–12, highlight ISO. */
export function personCalendarMonthPath(
  employeeId: number,
  year: number,
  month: number,
  highlight?: string | null,
): string {
  const path = `/calendar/person/${employeeId}/${year}/${month}`;
  return highlight ? `${path}?highlight=${encodeURIComponent(highlight)}` : path;
}

/** A person's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/documents); relatedObject is employee. */
export function documentsPath(employeeId: number): string {
  return `/employee/${employeeId}/documents`;
}

/** Upload a document (part 1 §2 /upload/{relatedObject}/{relatedObjectId}?back=); back is a path of this app. */
export function uploadDocumentPath(employeeId: number, back?: string | null): string {
  const path = `/upload/employee/${employeeId}`;
  return back ? `${path}?back=${encodeURIComponent(back)}` : path;
}

/**
 * A car's or an asset's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/documents with relatedObject
 * car or asset, domain DOCUMENT_RELATED_OBJECTS), by the object's REST id.
 */
export function objectDocumentsPath(relatedObject: 'car' | 'asset', id: number): string {
  return `/${relatedObject}/${id}/documents`;
}

/** Upload a document of a car or an asset (part 1 §2 /upload/{relatedObject}/{relatedObjectId}?back=). */
export function objectUploadDocumentPath(relatedObject: 'car' | 'asset', id: number, back?: string | null): string {
  const path = `/upload/${relatedObject}/${id}`;
  return back ? `${path}?back=${encodeURIComponent(back)}` : path;
}

/** A person's participation in a training (part 1 §2 /trainings/{trainingId}/employees/{id}); trainingId the REST id. */
export function trainingParticipantPath(trainingId: number, employeeId: number): string {
  return `/trainings/${trainingId}/employees/${employeeId}`;
}

/** Add an asset to a person (part 1 §2 /people/{id}/add/assets). */
export function addAssetPath(employeeId: number): string {
  return `${profilePath(employeeId)}/add/assets`;
}

/** An asset (part 1 §2 /assets/{id}); the Asset's REST id. */
export function assetPath(assetId: number): string {
  return `/assets/${assetId}`;
}

/** A vehicle of the fleet (part 1 §2 /fleet/{id}); the Vehicle's REST id. */
export function vehiclePath(vehicleId: number): string {
  return `/fleet/${vehicleId}`;
}

/** Add a vehicle to a person (part 1 §2 /fleet/new?employee_id={id}&back=). */
export function newVehiclePath(employeeId: number, back?: string | null): string {
  const path = `/fleet/new?employee_id=${employeeId}`;
  return back ? `${path}&back=${encodeURIComponent(back)}` : path;
}

/** A contract of a person (part 2 §2 /people/{id}/contracts/{contractId}). */
export function contractPath(employeeId: number, contractId: number): string {
  return `${profilePath(employeeId)}/contracts/${contractId}`;
}

/** Add a contract to a person: from a template, the public library or a PDF (a path of ours, part 2 §2 shows none). */
export function addContractPath(employeeId: number): string {
  return `${profilePath(employeeId)}/contracts/add`;
}

/** The contract templates (settings; a path of ours, part 2 §2 shows none). */
export const CONTRACT_TEMPLATES_PATH = '/settings/contracts/templates';

/** The contracts waiting for the viewer's internal signature (part 2 §7 pendingInternal; a path of ours). */
export const CONTRACT_SIGNATURES_PATH = '/contracts/pending';

/** A contract template's settings page. */
export function contractTemplatePath(templateId: number): string {
  return `${CONTRACT_TEMPLATES_PATH}/${templateId}`;
}

// Managers and reminders (part 1 §2 /settings/managers/{id}, /reminders/employee/{id}?relatedEmployeeId={id}).

/** Part 1 §2 /settings/managers/{id}: edit a person's managers. */
export function managersPath(employeeId: number): string {
  return `/settings/managers/${employeeId}`;
}

/** Part 1 §2 /reminders/employee/{id}?relatedEmployeeId={id}: the reminders about a person, from that person's profile. */
export function remindersPath(employeeId: number): string {
  const id = employeeId;
  return `/reminders/employee/${id}?relatedEmployeeId=${id}`;
}

/** What the gateway answers when days off ask for the Belgian unemployment follow-up (DaysOffFollowUp). */
export type DaysOffFollowUp = {
  readonly kind: string;
  readonly employeeInternalId: number;
  readonly firstDay?: string | null;
};

/**
 * Part 1 §2 /people/{id}/daysOff/{confirm|confirm_cancel}/belgium_only/unemployment: the follow-up page after
 * adding or removing temporary unemployment, with the request's first day (ISO; the page shows it DD/MM/YYYY).
 */
export function daysOffFollowUpPath(followUp: DaysOffFollowUp): string {
  const path = `${PEOPLE_PATH}/${followUp.employeeInternalId}/daysOff/${followUp.kind.toLowerCase()}/belgium_only/unemployment`;
  return followUp.firstDay ? `${path}?firstDayInRequest=${followUp.firstDay}` : path;
}
