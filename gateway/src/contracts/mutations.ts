// Contracts (part 2 §4, §5, §7 Contracts): each mutation makes the REST change at the spec's path; the REST
// API decides every refusal (domain/contracts, part 1 §6 access) and its 4xx answers come back as userErrors.
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { fromGlobalId, globalId } from '../core/ids';
import {
  attempt,
  clearLoaders,
  freshEmployee,
  personId,
  personNotFound,
  userError,
  type Attempt,
} from '../core/mutationSupport';

const contractNotFound = () => userError('NOT_FOUND', 'This contract does not exist.');
const templateNotFound = () => userError('NOT_FOUND', 'This contract template does not exist.');
const contractId = (id: string) => fromGlobalId(id, 'Contract')?.id ?? null;
const templateId = (id: string) => fromGlobalId(id, 'ContractTemplate')?.id ?? null;
const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/** The payload after a change to a contract: the contract and its person read afresh. */
async function contractPayload(ctx: Context, id: number, result: Attempt<unknown>, employeeId?: number | null) {
  clearLoaders(ctx);
  const contract = await ctx.loaders.contractNode.load(id);
  const owner = employeeId ?? contract?.employee_id ?? null;
  const employee = owner === null ? null : await freshEmployee(ctx, owner);
  return {
    contract: result.ok ? contract : null,
    employee,
    deletedContractId: null,
    userErrors: result.ok ? ([] as UserError[]) : result.userErrors,
  };
}

/** A change of one existing contract by its global id. */
function contractChange(
  change: (id: number, input: Record<string, unknown>, ctx: Context) => Promise<unknown>,
  fields?: (f: string) => string[] | undefined,
) {
  return async (_: unknown, { input }: { input: { contractId: string } & Record<string, unknown> }, ctx: Context) => {
    const id = contractId(input.contractId);
    if (id === null)
      return { contract: null, employee: null, deletedContractId: null, userErrors: [contractNotFound()] };
    const result = await attempt(
      () => change(id, input, ctx),
      (f) => (f === 'contract_id' ? ['contractId'] : fields?.(f)),
    );
    return contractPayload(ctx, id, result);
  };
}

async function templatePayload(ctx: Context, id: number | null, result: Attempt<unknown>) {
  ctx.loaders.clearContractTemplates();
  const templates = id === null ? [] : (await ctx.loaders.contractTemplates()).data;
  return {
    contractTemplate: result.ok ? (templates.find((t) => t.template_id === id) ?? null) : null,
    deletedContractTemplateId: null,
    userErrors: result.ok ? [] : result.userErrors,
  };
}

type ContractMutations =
  | 'addContractTemplate'
  | 'previewContractTemplate'
  | 'updateContractTemplate'
  | 'deleteContractTemplate'
  | 'setContractTemplateSignatureRequirements'
  | 'convertWordToHtml'
  | 'addContractToEmployee'
  | 'addAssetPolicy'
  | 'addCarPolicy'
  | 'updateContract'
  | 'setContractShortcodeValue'
  | 'setContractSigningMethod'
  | 'resetContractSigningMethod'
  | 'sendContractToEmployee'
  | 'signContractInternally'
  | 'processContractSignature'
  | 'deleteContract'
  | 'undeleteContract'
  | 'hardDeleteContract'
  | 'reassignContracts';

export const contractMutations: Pick<Required<MutationResolvers>, ContractMutations> = {
  async addContractTemplate(_, { input }, ctx) {
    const result = await attempt(() =>
      ctx.rest.post('/api/contract_template/add', { name: input.name, type: input.type }),
    );
    return templatePayload(ctx, result.ok ? result.value.template_id : null, result);
  },
  async updateContractTemplate(_, { input }, ctx) {
    const id = templateId(input.contractTemplateId);
    if (id === null)
      return { contractTemplate: null, deletedContractTemplateId: null, userErrors: [templateNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/contract_template/edit', {
          template_id: id,
          name: input.name,
          content_html: input.contentHtml,
        }),
      (f) => (f === 'template_id' ? ['contractTemplateId'] : undefined),
    );
    return templatePayload(ctx, id, result);
  },
  async deleteContractTemplate(_, { input }, ctx) {
    const id = templateId(input.contractTemplateId);
    if (id === null)
      return { contractTemplate: null, deletedContractTemplateId: null, userErrors: [templateNotFound()] };
    const result = await attempt(() => ctx.rest.post('/api/contract_template/delete', { template_id: id }));
    ctx.loaders.clearContractTemplates();
    return {
      contractTemplate: null,
      deletedContractTemplateId: result.ok ? globalId('ContractTemplate', id) : null,
      userErrors: result.ok ? [] : result.userErrors,
    };
  },
  async setContractTemplateSignatureRequirements(_, { input }, ctx) {
    const id = templateId(input.contractTemplateId);
    if (id === null)
      return { contractTemplate: null, deletedContractTemplateId: null, userErrors: [templateNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post('/api/contract_template/editSignatureRequirements', {
        template_id: id,
        internal_signature_required: flag(input.internalSignatureRequired),
        internal_signer_user_id: input.internalSignerUserId ?? null,
        second_internal_signer_user_id: input.secondInternalSignerUserId ?? null,
      }),
    );
    return templatePayload(ctx, id, result);
  },
  async previewContractTemplate(_, { input }, ctx) {
    const id = templateId(input.contractTemplateId);
    const employeeId = personId(input.employeeId);
    if (id === null) return { contentHtml: null, userErrors: [templateNotFound()] };
    if (employeeId === null) return { contentHtml: null, userErrors: [personNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post('/api/contract_template/preview', {
        template_id: id,
        employee_id: employeeId,
        ...(typeof input.contentHtml === 'string' ? { content_html: input.contentHtml } : {}),
      }),
    );
    return result.ok
      ? { contentHtml: result.value.content_html, userErrors: [] }
      : { contentHtml: null, userErrors: result.userErrors };
  },
  async convertWordToHtml(_, { input }, ctx) {
    const result = await attempt(() =>
      ctx.rest.post('/api/contract_templates/conversion/word-to-html', {
        base64_word_file: input.base64WordFile,
        extension: 'docx',
      }),
    );
    return result.ok
      ? { contentHtml: result.value.content_html, userErrors: [] }
      : { contentHtml: null, userErrors: result.userErrors };
  },

  async addContractToEmployee(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null)
      return { contract: null, employee: null, deletedContractId: null, userErrors: [personNotFound()] };
    const template = input.contractTemplateId ? templateId(input.contractTemplateId) : undefined;
    const library = input.publicLibraryContractTemplateId ?? undefined;
    if (template === null)
      return { contract: null, employee: null, deletedContractId: null, userErrors: [templateNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post('/api/contracts/addToEmployee', {
        employee_id: employeeId,
        file_type: input.fileType,
        contract_name: input.contractName,
        pdf_internal_signature_required: flag(input.internalSignatureRequired),
        pdf_employee_signature_required: flag(input.employeeSignatureRequired),
        additional_contract_template_info_id: -1,
        ...(template ? { contract_template_id: template } : {}),
        ...(library ? { public_library_contract_template_id: library } : {}),
      }),
    );
    if (!result.ok)
      return {
        contract: null,
        employee: await freshEmployee(ctx, employeeId),
        deletedContractId: null,
        userErrors: result.userErrors,
      };
    return contractPayload(ctx, result.value.contract_id, result, employeeId);
  },
  async addAssetPolicy(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null)
      return { contract: null, employee: null, deletedContractId: null, userErrors: [personNotFound()] };
    const template = templateId(input.contractTemplateId);
    const assets = input.assetIds.map((id) => fromGlobalId(id, 'Asset')?.id ?? null);
    if (template === null)
      return { contract: null, employee: null, deletedContractId: null, userErrors: [templateNotFound()] };
    if (assets.includes(null))
      return {
        contract: null,
        employee: null,
        deletedContractId: null,
        userErrors: [userError('NOT_FOUND', 'An asset of this person does not exist.', ['assetIds'])],
      };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/assets/addAssetPolicy', {
          selected_assets: assets as number[],
          employee_id: employeeId,
          template_id: template,
        }),
      (f) => ({ selected_assets: ['assetIds'], template_id: ['contractTemplateId'], employee_id: ['employeeId'] })[f],
    );
    if (!result.ok)
      return {
        contract: null,
        employee: await freshEmployee(ctx, employeeId),
        deletedContractId: null,
        userErrors: result.userErrors,
      };
    return contractPayload(ctx, result.value.contract_id, result, employeeId);
  },
  async addCarPolicy(_, { input }, ctx) {
    const vehicle = fromGlobalId(input.vehicleId, 'Vehicle')?.id ?? null;
    const template = templateId(input.contractTemplateId);
    if (vehicle === null)
      return {
        contract: null,
        employee: null,
        deletedContractId: null,
        userErrors: [userError('NOT_FOUND', 'This car does not exist.', ['vehicleId'])],
      };
    if (template === null)
      return { contract: null, employee: null, deletedContractId: null, userErrors: [templateNotFound()] };
    const result = await attempt(
      () => ctx.rest.post('/api/cars/addCarPolicy', { car_id: vehicle, template_id: template }),
      (f) => ({ car_id: ['vehicleId'], template_id: ['contractTemplateId'] })[f],
    );
    if (!result.ok) return { contract: null, employee: null, deletedContractId: null, userErrors: result.userErrors };
    return contractPayload(ctx, result.value.contract_id, result, result.value.employee_id);
  },
  updateContract: contractChange(async (id, input, ctx) => {
    if (typeof input.contractName === 'string')
      await ctx.rest.post('/api/contracts/editName', { contract_id: id, contract_name: input.contractName });
    if (typeof input.contentHtml === 'string')
      await ctx.rest.post('/api/contracts/edit', { contract_id: id, content_html: input.contentHtml });
  }),
  setContractShortcodeValue: contractChange((id, input, ctx) =>
    ctx.rest.post('/api/contracts/shortcodes/setCustomShortcodeValue', {
      contract_id: id,
      shortcode: String(input.shortcode),
      value: String(input.value),
    }),
  ),
  setContractSigningMethod: contractChange((id, input, ctx) =>
    ctx.rest.post('/api/contracts/setSigningMethod', {
      contract_id: id,
      signers: input.signers as ('internal' | 'employee')[],
    }),
  ),
  resetContractSigningMethod: contractChange((id, _input, ctx) =>
    ctx.rest.post('/api/contracts/{id}/resetSigningMethod', {}, { id }),
  ),
  sendContractToEmployee: contractChange((id, input, ctx) =>
    ctx.rest.post('/api/contracts/sendToEmployee', {
      contract_id: id,
      ...(typeof input.optionalMessage === 'string' && input.optionalMessage !== ''
        ? { optional_message: input.optionalMessage }
        : {}),
      ...(input.preferredEmailAddressType
        ? { preferred_email_address_type: input.preferredEmailAddressType as 'work' | 'personal' }
        : {}),
      ...(Array.isArray(input.signers) ? { signers: input.signers as ('internal' | 'employee')[] } : {}),
    }),
  ),
  signContractInternally: contractChange(
    (id, input, ctx) =>
      ctx.rest.post('/api/contract/signInternally', {
        contract_id: id,
        name: String(input.name),
        base64_signature: String(input.base64Signature),
        is_second_signer: flag(input.isSecondSigner as boolean),
      }),
    (f) => (f === 'base64_signature' ? ['base64Signature'] : f === 'is_second_signer' ? ['isSecondSigner'] : undefined),
  ),
  processContractSignature: contractChange((id, input, ctx) =>
    input.retry
      ? ctx.rest.post('/api/contracts/{id}/retryProcessSignicatContracts', {}, { id })
      : ctx.rest.post('/api/contracts/{id}/processSignicatContracts', {}, { id }),
  ),
  deleteContract: contractChange((id, _input, ctx) => ctx.rest.post('/api/contracts/delete', { contract_id: id })),
  undeleteContract: contractChange((id, _input, ctx) => ctx.rest.post('/api/contracts/undelete', { contract_id: id })),
  async hardDeleteContract(_, { input }, ctx) {
    const id = contractId(input.contractId);
    if (id === null)
      return { contract: null, employee: null, deletedContractId: null, userErrors: [contractNotFound()] };
    const result = await attempt(
      () => ctx.rest.post('/api/contracts/hardDelete', { contract_id: id }),
      (f) => (f === 'contract_id' ? ['contractId'] : undefined),
    );
    if (!result.ok) return contractPayload(ctx, id, result);
    return {
      contract: null,
      employee: await freshEmployee(ctx, result.value.employee_id),
      deletedContractId: globalId('Contract', id),
      userErrors: [],
    };
  },
  async reassignContracts(_, { input }, ctx) {
    const body = { from_user_id: input.fromUserId, to_user_id: input.toUserId };
    const result = await attempt(() =>
      input.templates
        ? ctx.rest.post('/api/contract_template/reassign', body)
        : ctx.rest.post('/api/contracts/reassign', body),
    );
    return result.ok ? { count: result.value.count, userErrors: [] } : { count: null, userErrors: result.userErrors };
  },
};
