// Contracts (part 2 §3 Contract, Contract template; §5 signers). Who signs and who may sign now are the
// domain's rules (domain/contracts), computed from the contract itself: no extra REST call per contract.
import {
  contractSigningActions,
  mayManageContracts,
  secondSignerRequired,
  shortcodesIn,
  signInternallyError,
  type ContractProviderState,
  type ContractSigning,
} from '@people/domain/contracts';
import { maySee } from '@people/domain/permissions';
import type {
  ContractResolvers,
  ContractSignerResolvers,
  ContractTemplateResolvers,
  PublicContractTemplateResolvers,
} from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { globalId } from '../core/ids';
import type { ContractModel, ContractSignerModel } from '../core/models';
import { forbiddenSection, permissionContext } from '../core/permissions';

export function signingOf(c: ContractModel): ContractSigning {
  const signed = (role: string) => c.signatures.some((s) => s.signer === role);
  return {
    status: c.status,
    deleted: c.deleted === 1,
    internalSignatureRequired: c.pdf_internal_signature_required === 1,
    employeeSignatureRequired: c.pdf_employee_signature_required === 1,
    internalSignerUserId: c.internal_signer_user_id,
    secondInternalSignerUserId: c.second_internal_signer_user_id,
    firstSigned: signed('first'),
    secondSigned: signed('second'),
    employeeSigned: signed('employee'),
  };
}

/** The provider's state as the REST API stores it: pending, signed or failed (rest/src/contracts/signingProvider.ts). */
const providerState = (c: ContractModel): ContractProviderState | null =>
  c.provider_state === 'pending' || c.provider_state === 'signed' || c.provider_state === 'failed'
    ? c.provider_state
    : null;

async function viewerCanManage(c: ContractModel, ctx: Context): Promise<boolean> {
  const context = await permissionContext(c.employee_id, ctx);
  return context !== null && mayManageContracts(context);
}

async function signers(c: ContractModel, ctx: Context): Promise<ContractSignerModel[]> {
  const signing = signingOf(c);
  const viewer = await ctx.loaders.viewer();
  const manage = await viewerCanManage(c, ctx);
  const slots: { role: ContractSignerModel['role']; user: number | null }[] = [];
  if (signing.internalSignatureRequired) slots.push({ role: 'first', user: c.internal_signer_user_id });
  if (secondSignerRequired(signing)) slots.push({ role: 'second', user: c.second_internal_signer_user_id });
  if (signing.employeeSignatureRequired) slots.push({ role: 'employee', user: null });
  return slots.map(({ role, user }) => {
    const signature = c.signatures.find((s) => s.signer === role);
    const maySign =
      role !== 'employee' &&
      manage &&
      viewer !== null &&
      signInternallyError(signing, viewer.user.id, role === 'second') === null;
    return {
      role,
      userInternalId: user,
      name: signature?.name ?? null,
      signed: signature !== undefined,
      signedAt: signature?.signed_at ?? null,
      viewerMaySign: maySign,
    };
  });
}

export const Contract: ContractResolvers = {
  id: (c) => globalId('Contract', c.id),
  internalId: (c) => c.id,
  employee: (c, _, ctx) => ctx.loaders.employee.load(c.employee_id),
  contractName: (c) => c.contract_name,
  status: (c) => c.status,
  dateCreated: (c) => c.date_created,
  dateSent: (c) => c.date_sent,
  dateSigned: (c) => c.date_signed,
  contentHtml: (c) => c.content_html,
  renderedHtml: (c) => c.rendered_html,
  fileType: (c) => c.file_type,
  hasPdf: (c) => c.has_pdf,
  internalSignatureRequired: (c) => c.pdf_internal_signature_required === 1,
  employeeSignatureRequired: (c) => c.pdf_employee_signature_required === 1,
  signingMethod: (c) => c.signers as ('internal' | 'employee')[],
  deleted: (c) => c.deleted === 1,
  optionalMessage: (c) => c.optional_message,
  additionalContractTemplateInfoId: (c) => c.additional_contract_template_info_id,
  signers: (c, _, ctx) => signers(c, ctx),
  pdfUrl: (c) => `/api/contract/${c.id}/pdf`,
  viewerCanManage: (c, _, ctx) => viewerCanManage(c, ctx),
  async viewerSigningActions(c, _, ctx) {
    const context = await permissionContext(c.employee_id, ctx);
    if (!context) return [];
    const signing = signingOf(c);
    return contractSigningActions(
      {
        status: c.status,
        deleted: signing.deleted,
        employeeSignatureRequired: signing.employeeSignatureRequired,
        signingMethod: c.signers,
        providerState: providerState(c),
      },
      context,
    );
  },
  async shortcodes(c, _, ctx) {
    const used = new Set(shortcodesIn(c.content_html));
    const list = (await ctx.loaders.contractShortcodes.load(c.id)) ?? [];
    return list.map((s) => ({
      shortcode: s.shortcode,
      value: s.value,
      custom: s.custom === 1,
      usedInContent: used.has(s.shortcode),
    }));
  },
  providerState: (c) => providerState(c),
  providerAttempts: (c) => c.provider_attempts,
  // The contract's items of the person's first feed page (activity items carry contract_id in event_info_json).
  async activity(c, _, ctx) {
    const context = await permissionContext(c.employee_id, ctx);
    if (!context) return null;
    if (!maySee('activityFeed', context)) throw forbiddenSection('activityFeed');
    const page = await ctx.loaders.activityPage.load(`${c.employee_id}:0`);
    return (page?.items ?? []).filter(
      (item) => (item.event_info_json as { contract_id?: unknown }).contract_id === c.id,
    );
  },
};

export const ContractSigner: ContractSignerResolvers = {};

export const ContractTemplate: ContractTemplateResolvers = {
  id: (t) => globalId('ContractTemplate', t.template_id),
  internalId: (t) => t.template_id,
  name: (t) => t.name,
  type: (t) => t.type as never,
  contentHtml: (t) => t.content_html,
  internalSignatureRequired: (t) => t.internal_signature_required === 1,
  internalSignerUserId: (t) => t.internal_signer_user_id,
  secondInternalSignerUserId: (t) => t.second_internal_signer_user_id,
  shortcodesUsed: (t) => shortcodesIn(t.content_html),
};

export const PublicContractTemplate: PublicContractTemplateResolvers = {
  internalId: (t) => t.template_id,
  type: (t) => t.type as never,
  countryCode: (t) => t.country_code,
  contentHtml: (t) => t.content_html,
};
