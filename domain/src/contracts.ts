// Contracts (part 2 §3 Contract, Contract template, Signing, Custom shortcode; §4 Contracts; §5). Pure
// rules: which shortcodes a template may use and how a person's values fill them, who signs, and how the status moves.
import { maySee, mayDo, type PermissionContext } from './permissions';

/** Part 2 §3 Contract: `file_type`. A contract is HTML (from a template) or an uploaded PDF. */
export type ContractFileType = 'html' | 'pdf';
/** Part 2 §4: draft → sent → signed (by all required signers). */
export type ContractStatus = 'draft' | 'sent' | 'signed' | 'declined';
/** Template types (part 2 §7 contract_template/add `type`; the public library filters by it). */
export const CONTRACT_TEMPLATE_TYPES = ['employment', 'fixed_term', 'student', 'freelance', 'other'] as const;
export type ContractTemplateType = (typeof CONTRACT_TEMPLATE_TYPES)[number];

/**
 * The shortcodes a template may use (part 2 §7 GET /api/contract_template/hashtags), `{code}` in content_html. Each is
 * filled from the person, their current wage or the company; a custom value set on a contract wins (part 2 §3).
 */
export const CONTRACT_SHORTCODES = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'date_of_birth',
  'address',
  'job_title',
  'start_date',
  'end_date',
  'wage',
  'weekly_hours',
  'company_name',
  'today',
] as const;
export type ContractShortcode = (typeof CONTRACT_SHORTCODES)[number];
export type ShortcodeValues = Partial<Record<string, string>>;

const SHORTCODE = /\{([a-z][a-z0-9_]{0,49})\}/g;

/** The shortcodes a content uses, in order of first use. */
export function shortcodesIn(html: string): string[] {
  return [...new Set([...html.matchAll(SHORTCODE)].map((m) => m[1]))];
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * Part 2 §4 "a contract's content is the template with the person's values filled in, custom values where set": every
 * `{code}` with a value becomes the value, HTML-escaped; a code without a value stays as written so it shows what is
 * missing.
 */
export function fillShortcodes(html: string, values: ShortcodeValues, custom: ShortcodeValues = {}): string {
  return html.replace(SHORTCODE, (whole, code: string) => {
    const value = custom[code] ?? values[code];
    return value === undefined || value === null ? whole : escapeHtml(value);
  });
}

/** The person's facts a contract is filled from, as the REST API reads them. */
export interface ContractPersonFacts {
  first_name: string;
  last_name: string;
  email: string | null;
  dob: string | null;
  address: string | null;
  job_title: string | null;
  join_date: string | null;
  wage_end_date: string | null;
  wage_rate: string | number | null;
  wage_currency: string | null;
  weekly_minutes: number | null;
  company_name: string;
}

/** ISO date (YYYY-MM-DD) as the product shows dates: DD/MM/YYYY. */
const dmy = (iso: string | null) =>
  iso === null ? undefined : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The shortcode values of a person (part 2 §7 GET /api/contracts/shortcodes/{contract_id}/list); today is ISO. */
export function shortcodeValues(
  person: ContractPersonFacts,
  today: string,
): Record<ContractShortcode, string | undefined> {
  const rate = person.wage_rate === null ? undefined : Number(person.wage_rate).toFixed(2);
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    full_name: `${person.first_name} ${person.last_name}`,
    email: person.email ?? undefined,
    date_of_birth: dmy(person.dob),
    address: person.address ?? undefined,
    job_title: person.job_title ?? undefined,
    start_date: dmy(person.join_date),
    end_date: dmy(person.wage_end_date),
    wage: rate === undefined ? undefined : `${rate} ${person.wage_currency ?? 'EUR'}`,
    weekly_hours:
      person.weekly_minutes === null ? undefined : String(Math.round((person.weekly_minutes / 60) * 100) / 100),
    company_name: person.company_name,
    today: dmy(today),
  };
}

/**
 * Part 2 §3 Custom shortcode, §7 GET /api/contracts/shortcodes/{contract_id}/list: every known code, then those the
 * content uses and those with a custom value, each with the value that fills it (the custom value first).
 */
export function contractShortcodeList(
  contentHtml: string,
  values: ShortcodeValues,
  custom: ShortcodeValues,
): { shortcode: string; value: string | null; custom: boolean }[] {
  const codes = [...new Set([...CONTRACT_SHORTCODES, ...shortcodesIn(contentHtml), ...Object.keys(custom)])];
  return codes.map((shortcode) => ({
    shortcode,
    value: custom[shortcode] ?? values[shortcode] ?? null,
    custom: custom[shortcode] !== undefined,
  }));
}

/**
 * Part 2 §7 addAssetPolicy and addCarPolicy: a policy is a contract from a template that names what it covers. We
 * choose: the covered items fill `{assets}` (the asset names, comma-separated) or `{car}` (brand, model and plate)
 * as custom values of the new contract (part 2 §3 Custom shortcode), so the template decides where they stand.
 */
export const POLICY_SHORTCODES = ['assets', 'car'] as const;

export function assetPolicyValues(assets: readonly { asset_name: string }[]): { assets: string } {
  return { assets: assets.map((a) => a.asset_name).join(', ') };
}

export function carPolicyValues(vehicle: { brand: string; model: string; plate: string | null }): { car: string } {
  const plate = vehicle.plate?.trim();
  return { car: `${vehicle.brand} ${vehicle.model}${plate ? ` (${plate})` : ''}` };
}

/** Part 2 §7 setCustomShortcodeValue: a shortcode is a name of letters, digits and underscores. */
export function shortcodeError(shortcode: string): 'INVALID_SHORTCODE' | null {
  return /^[a-z][a-z0-9_]{0,49}$/.test(shortcode) ? null : 'INVALID_SHORTCODE';
}

// ---- signing (part 2 §4, §5) ----

/** Who signs a contract: the internal signers (first, optional second) and the employee. */
export interface ContractSigning {
  status: ContractStatus;
  deleted: boolean;
  internalSignatureRequired: boolean;
  employeeSignatureRequired: boolean;
  internalSignerUserId: number | null;
  secondInternalSignerUserId: number | null;
  firstSigned: boolean;
  secondSigned: boolean;
  employeeSigned: boolean;
}

/** Part 2 §5: the second signer is required only when the template (or contract) names one. */
export function secondSignerRequired(
  c: Pick<ContractSigning, 'internalSignatureRequired' | 'secondInternalSignerUserId'>,
): boolean {
  return c.internalSignatureRequired && c.secondInternalSignerUserId !== null;
}

/** Part 2 §4: signed once every required signer signed. */
export function allSigned(c: ContractSigning): boolean {
  const internal = !c.internalSignatureRequired || (c.firstSigned && (!secondSignerRequired(c) || c.secondSigned));
  return internal && (!c.employeeSignatureRequired || c.employeeSigned);
}

/** Part 2 §4 sendToEmployee: a draft is sent once; a deleted contract is not sent. */
export function sendError(
  c: Pick<ContractSigning, 'status' | 'deleted'>,
): 'CONTRACT_DELETED' | 'CONTRACT_ALREADY_SENT' | null {
  if (c.deleted) return 'CONTRACT_DELETED';
  return c.status === 'draft' ? null : 'CONTRACT_ALREADY_SENT';
}

/** Part 2 §7 edit/editName/setSigningMethod: only a draft changes its content, name or signers. */
export function editError(
  c: Pick<ContractSigning, 'status' | 'deleted'>,
): 'CONTRACT_DELETED' | 'CONTRACT_NOT_EDITABLE' | null {
  if (c.deleted) return 'CONTRACT_DELETED';
  return c.status === 'draft' ? null : 'CONTRACT_NOT_EDITABLE';
}

/**
 * Part 2 §5 second internal signer: another user than the first. A template naming the same user twice is refused
 * (SAME_SIGNER, our code: the spec names none); no second signer is always fine.
 */
export function sameSignerError(first: number | null, second: number | null): 'SAME_SIGNER' | null {
  return second !== null && second === first ? 'SAME_SIGNER' : null;
}

/** The changes of a contract's life besides signing (part 2 §4): soft delete, undelete, delete for good. */
export type ContractLifecycleChange = 'delete' | 'undelete' | 'hardDelete';

/**
 * Part 2 §4 "contracts can be deleted and undeleted": a contract is deleted once and undeleted only when deleted. We
 * choose that the hard delete removes a soft-deleted contract only, as the person's hard delete does (part 1 §2).
 */
export function contractLifecycleError(
  change: ContractLifecycleChange,
  deleted: boolean,
): 'CONTRACT_DELETED' | 'CONTRACT_NOT_DELETED' | null {
  if (change === 'delete') return deleted ? 'CONTRACT_DELETED' : null;
  return deleted ? null : 'CONTRACT_NOT_DELETED';
}

export type SignInternallyError =
  | 'CONTRACT_DELETED'
  | 'CONTRACT_NOT_SENT'
  | 'INTERNAL_SIGNATURE_NOT_REQUIRED'
  | 'NOT_THE_SIGNER'
  | 'FIRST_SIGNER_FIRST'
  | 'ALREADY_SIGNED';

/**
 * Part 2 §4 signInternally, §5 signers from the template: a sent contract is signed by its first internal signer, then
 * (when named) its second. A named signer signs only their own slot; a slot without a named user is signed by whoever
 * may manage the person's contracts. The second signs after the first.
 */
export function signInternallyError(
  c: ContractSigning,
  userId: number,
  isSecondSigner: boolean,
): SignInternallyError | null {
  if (c.deleted) return 'CONTRACT_DELETED';
  if (c.status === 'draft') return 'CONTRACT_NOT_SENT';
  if (!c.internalSignatureRequired || (isSecondSigner && !secondSignerRequired(c)))
    return 'INTERNAL_SIGNATURE_NOT_REQUIRED';
  if (isSecondSigner ? c.secondSigned : c.firstSigned) return 'ALREADY_SIGNED';
  const named = isSecondSigner ? c.secondInternalSignerUserId : c.internalSignerUserId;
  if (named !== null && named !== userId) return 'NOT_THE_SIGNER';
  if (isSecondSigner && !c.firstSigned) return 'FIRST_SIGNER_FIRST';
  return null;
}

/** The status after a signature (or the provider's answer) arrived. */
export function statusAfterSignature(c: ContractSigning): ContractStatus {
  return c.status === 'sent' && allSigned(c) ? 'signed' : c.status;
}

/** Who must still sign, as the contract's required signature flags say. */
export interface SignatureRequirements {
  /** The signing method set (part 2 §7 setSigningMethod signers: internal, employee); empty when none is set. */
  signingMethod: readonly string[];
  internalSignatureRequired: boolean;
  employeeSignatureRequired: boolean;
}

/**
 * Part 2 §4 "the signing method is set", §7 setSigningMethod and sendToEmployee signers: a signing method given (or,
 * on sending, the one set before) decides who signs; with none, we choose to keep the requirements the contract took
 * from its template (part 2 §5).
 */
export function signatureRequirements(
  requested: readonly string[] | undefined,
  current: SignatureRequirements,
): SignatureRequirements {
  const method = requested ?? (current.signingMethod.length > 0 ? current.signingMethod : null);
  if (method === null) return { ...current, signingMethod: [] };
  return {
    signingMethod: method,
    internalSignatureRequired: method.includes('internal'),
    employeeSignatureRequired: method.includes('employee'),
  };
}

/** Part 2 §5, §7 signers: the slots a contract needs signed, in order: the first, the named second, the employee. */
export function requiredSignerSlots(c: ContractSigning): ('first' | 'second' | 'employee')[] {
  const slots: ('first' | 'second' | 'employee')[] = [];
  if (c.internalSignatureRequired) slots.push('first');
  if (secondSignerRequired(c)) slots.push('second');
  if (c.employeeSignatureRequired) slots.push('employee');
  return slots;
}

/** Part 2 §7 signInternally: base64_signature is a PNG image (data URL or bare base64), at most 512 KB. */
export function signaturePng(base64: string): Uint8Array | null {
  const bare = base64.replace(/^data:image\/png;base64,/, '');
  if (bare.length === 0 || bare.length > 700_000 || !/^[A-Za-z0-9+/]+=*$/.test(bare)) return null;
  const bytes = Uint8Array.from(atob(bare), (ch) => ch.charCodeAt(0));
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return PNG.every((b, i) => bytes[i] === b) ? bytes : null;
}

/** Part 2 §7 uploadPDF: a PDF (by its magic bytes) of at most 10 MB and 1–100 pages. */
export const MAX_CONTRACT_PDF_BYTES = 10 * 1024 * 1024;
export const MAX_CONTRACT_PDF_PAGES = 100;
export function pdfError(bytes: Uint8Array): 'INVALID_PDF' | 'PDF_TOO_LARGE' | null {
  if (bytes.length > MAX_CONTRACT_PDF_BYTES) return 'PDF_TOO_LARGE';
  const head = String.fromCharCode(...bytes.slice(0, 5));
  return head === '%PDF-' ? null : 'INVALID_PDF';
}

/** A template's or contract's content_html holds at most 500,000 characters (the REST API's schema for it). */
export const MAX_CONTRACT_HTML_LENGTH = 500_000;

/**
 * Part 2 §7 word-to-html reads a .docx: a zip whose parts are inflated before they are read. We choose to refuse, from
 * what its central directory declares and before a byte is inflated, a Word file of more than 1,000 entries or of more
 * than 30 MB inflated in all (WORD_FILE_TOO_COMPLEX). A long contract is some 20 entries and a few hundred KB of XML;
 * 30 MB leaves room for its images and embedded fonts, while a zip bomb declares far more (300 KB holding 100 MB of XML).
 */
export const MAX_WORD_FILE_ENTRIES = 1000;
export const MAX_WORD_FILE_INFLATED_BYTES = 30 * 1024 * 1024;
export function wordFileError(zip: { entries: number; inflatedBytes: number }): 'WORD_FILE_TOO_COMPLEX' | null {
  return zip.entries > MAX_WORD_FILE_ENTRIES || zip.inflatedBytes > MAX_WORD_FILE_INFLATED_BYTES
    ? 'WORD_FILE_TOO_COMPLEX'
    : null;
}

/**
 * We choose: reading a contract PDF (its pages on upload, or appending its signature page) may decode at most 50 MB of
 * its compressed streams, else PDF_TOO_COMPLEX. Reading decodes only the object streams, a few MB in a long contract;
 * a 1 MB PDF made to expand decodes to 1 GB.
 */
export const MAX_CONTRACT_PDF_DECODED_BYTES = 50 * 1024 * 1024;

// ---- access (part 1 §6, part 2 §6): the rules are domain/permissions' actions ----

/** Part 1 §6: seeing a person's contracts needs contract access (wage access, not light). */
export const maySeeContracts = (ctx: PermissionContext) => maySee('contracts', ctx);
/** Choice: changing a person's contracts needs seeing them and editing the person. */
export const mayManageContracts = (ctx: PermissionContext) => mayDo('manageContracts', ctx);
/** Templates are company settings: read with contract access, managed by admins (domain/permissions). */
export const mayReadContractTemplates = (ctx: PermissionContext) => mayDo('readContractTemplates', ctx);
export const mayManageContractTemplates = (ctx: PermissionContext) => mayDo('manageContractTemplates', ctx);

// ---- the signing method and the provider's steps (part 2 §4) ----

/** The external provider's state of the employee's signature (part 2 §4 processing and retry steps). */
export type ContractProviderState = 'pending' | 'signed' | 'failed';

/** A contract as the signing-method and provider rules read it. */
export interface ContractSigningSetup {
  status: ContractStatus;
  deleted: boolean;
  employeeSignatureRequired: boolean;
  /** The signing method set (part 2 §7 setSigningMethod signers); empty when none is set. */
  signingMethod: readonly string[];
  providerState: ContractProviderState | null;
}

/**
 * Part 2 §4 "its signing method ... can be reset": a contract not yet signed (draft or sent) goes back to draft without
 * a method; a signed contract keeps its signatures and a deleted one is undeleted first.
 */
export function resetSigningMethodError(
  c: Pick<ContractSigningSetup, 'status' | 'deleted'>,
): 'CONTRACT_DELETED' | 'CONTRACT_ALREADY_SIGNED' | null {
  if (c.deleted) return 'CONTRACT_DELETED';
  return c.status === 'signed' ? 'CONTRACT_ALREADY_SIGNED' : null;
}

/**
 * Part 2 §4 "an external signature provider has a processing step and a retry step": the provider processes a sent
 * contract that waits for the employee's signature; a retry repeats a failed step only.
 */
export function providerStepError(
  c: ContractSigningSetup,
  retry: boolean,
): 'CONTRACT_DELETED' | 'NOTHING_TO_PROCESS' | 'NOTHING_TO_RETRY' | null {
  if (c.deleted) return 'CONTRACT_DELETED';
  if (c.status !== 'sent' || !c.employeeSignatureRequired || c.providerState === 'signed') return 'NOTHING_TO_PROCESS';
  if (retry && c.providerState !== 'failed') return 'NOTHING_TO_RETRY';
  return null;
}

/** The signing steps a contract offers now (part 2 §3 Custom shortcode, §4); the web shows a button for each. */
export const CONTRACT_SIGNING_ACTIONS = [
  'set_shortcode_value',
  'set_signing_method',
  'reset_signing_method',
  'process_signature',
  'retry_signature',
] as const;
export type ContractSigningAction = (typeof CONTRACT_SIGNING_ACTIONS)[number];

/**
 * The signing steps the viewer may take on a contract now: none without the right to manage the person's contracts
 * (domain/permissions manageContracts; light access sees no contracts at all, part 1 §6), else those its status allows.
 * Custom values and the method change a draft only (editError); a reset is offered once there is something to reset.
 */
export function contractSigningActions(c: ContractSigningSetup, ctx: PermissionContext): ContractSigningAction[] {
  if (!mayManageContracts(ctx)) return [];
  const rules: Record<ContractSigningAction, boolean> = {
    set_shortcode_value: editError(c) === null,
    set_signing_method: editError(c) === null,
    reset_signing_method: resetSigningMethodError(c) === null && (c.status !== 'draft' || c.signingMethod.length > 0),
    process_signature: providerStepError(c, false) === null && c.providerState !== 'failed',
    retry_signature: providerStepError(c, true) === null,
  };
  return CONTRACT_SIGNING_ACTIONS.filter((action) => rules[action]);
}
