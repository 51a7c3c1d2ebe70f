// Signing a contract (part 2 §4: the signing method is set and reset, the contract is sent to the employee,
// signed internally by a first and an optional second signer, and an external provider processes it with a retry step;
// §7 Contracts). Every step writes an activity item. The provider is behind rest/src/contracts/signingProvider.ts.
import {
  editError,
  providerStepError,
  requiredSignerSlots,
  resetSigningMethodError,
  sendError,
  signatureRequirements,
  signaturePng,
  signInternallyError,
  statusAfterSignature,
  type ContractProviderState,
} from '@people/domain/contracts';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import type { Api } from '../core/routing';
import { signingProvider } from './signingProvider';
import { writeActivity } from '../core/activity';
import { changeableContract, contractAnswers, readableContract } from './access';
import { contractDetailSchema, contractErrors, contractSignerSchema, flag, id, int, obj, signerKinds } from './schemas';
import { contractRow, contractRows, signatures, signingOf, type ContractDetailRow } from './sql';
import {
  contractEmployee,
  insertEmployeeSignature,
  insertInternalSignature,
  markSent,
  recordProviderStep,
  resetSigning,
  setSignedStatus,
  setSigningMethod,
  userNames,
} from './signingSql';
import { idParamSchema } from '../core/schemas';
import { contractPdf } from './documentPdfs';
import { visibleRows } from '../core/permissionContext';

const dataOf = (items: unknown) => obj({ data: { type: 'array', items } });
const ofContract = (answer: unknown) => (answer as { employee_id?: number }).employee_id;
const conflict = (code: string, message: string) => new HttpError(409, code, message);
const okAnswer = obj({ success: flag, employee_id: int, status: { type: 'string' } });

/** Who signs the contract now: its signing method and the signatures it requires (part 2 §4, §5). */
const requirementsOf = (contract: ContractDetailRow) => ({
  signingMethod: contract.signers,
  internalSignatureRequired: contract.pdf_internal_signature_required === 1,
  employeeSignatureRequired: contract.pdf_employee_signature_required === 1,
});

/** Moves a sent contract to signed once every required signer signed (part 2 §4). */
async function settle(tx: Queryable, user: UserRow, contractId: number): Promise<string> {
  const contract = await contractRow(tx, user, contractId);
  const signing = signingOf(contract, (await signatures(tx, [contractId])).get(contractId) ?? []);
  const status = statusAfterSignature(signing);
  if (status !== contract.status) {
    await setSignedStatus(tx, contractId, status);
    await writeActivity(tx, user, {
      employeeId: contract.employee_id,
      eventType: 'contract_signed',
      info: { contract_id: contract.id, new_type: contract.contract_name, note: 'all' },
    });
  }
  return status;
}

/** One provider step: ask the provider how the employee's signature stands and record it (part 2 §4). */
async function processWithProvider(db: Db, user: UserRow, contract: ContractDetailRow, retry: boolean) {
  const refused = providerStepError(
    {
      status: contract.status,
      deleted: contract.deleted === 1,
      employeeSignatureRequired: contract.pdf_employee_signature_required === 1,
      signingMethod: contract.signers,
      providerState: contract.provider_state as ContractProviderState | null,
    },
    retry,
  );
  if (refused === 'NOTHING_TO_RETRY') throw conflict(refused, 'Only a failed provider step is retried.');
  if (refused) throw conflict(refused, 'This contract waits for no signature of the employee.');
  const employee = await contractEmployee(db, contract.employee_id);
  const request = {
    contractId: contract.id,
    employeeName: employee.name,
    employeeEmail: employee.email,
    message: contract.optional_message,
  };
  const answer = await signingProvider().process(
    contract.provider_reference ?? (await signingProvider().send(request)),
    request,
  );
  return db.transaction(async (tx) => {
    await recordProviderStep(tx, contract.id, answer.state);
    if (answer.state === 'signed') {
      await insertEmployeeSignature(tx, contract.id, answer.signerName);
      await writeActivity(tx, user, {
        employeeId: contract.employee_id,
        eventType: 'contract_signed',
        info: { contract_id: contract.id, new_type: contract.contract_name, note: 'employee' },
      });
    }
    return { success: 1 as const, employee_id: contract.employee_id, status: await settle(tx, user, contract.id) };
  });
}

export async function contractSigningRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/contracts/setSigningMethod',
    {
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary: "Set a draft contract's signing method: who signs, internal and/or employee (part 2 §4, §7)",
        body: obj({ contract_id: id, signers: signerKinds }),
        response: { 200: okAnswer, ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const contract = await changeableContract(db, request.user, body.contract_id);
      const refused = editError({ status: contract.status, deleted: contract.deleted === 1 });
      if (refused) throw conflict(refused, 'Only a draft contract can be changed.');
      const requirements = signatureRequirements(body.signers, requirementsOf(contract));
      await db.transaction(async (tx) => {
        await setSigningMethod(tx, contract.id, requirements);
        await writeActivity(tx, request.user, {
          employeeId: contract.employee_id,
          eventType: 'contract_signing_method_set',
          info: { contract_id: contract.id, new_type: contract.contract_name, note: body.signers.join(', ') },
        });
      });
      return { success: 1 as const, employee_id: contract.employee_id, status: contract.status };
    },
  );

  app.post(
    '/api/contracts/:id/resetSigningMethod',
    {
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary:
          'Reset the signing method: a sent contract not yet signed goes back to draft, its signatures removed (part 2 §4)',
        params: idParamSchema,
        response: { 200: okAnswer, ...contractErrors },
      },
    },
    async (request) => {
      const contract = await changeableContract(db, request.user, request.params.id);
      const refused = resetSigningMethodError({ status: contract.status, deleted: contract.deleted === 1 });
      if (refused)
        throw conflict(
          refused,
          refused === 'CONTRACT_DELETED' ? 'This contract is deleted.' : 'A signed contract keeps its signatures.',
        );
      await db.transaction(async (tx) => {
        await resetSigning(tx, contract.id);
        await writeActivity(tx, request.user, {
          employeeId: contract.employee_id,
          eventType: 'contract_signing_method_set',
          info: { contract_id: contract.id, new_type: contract.contract_name, note: 'reset' },
        });
      });
      return { success: 1 as const, employee_id: contract.employee_id, status: 'draft' };
    },
  );

  app.post(
    '/api/contracts/sendToEmployee',
    {
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary:
          'Send a draft contract to the employee with an optional message; its content is frozen filled in (part 2 §4, §7)',
        body: obj(
          {
            contract_id: id,
            optional_message: { type: 'string', maxLength: 5000 },
            preferred_email_address_type: { type: 'string', enum: ['work', 'personal'] },
            signers: signerKinds,
          },
          ['contract_id'],
        ),
        response: { 200: okAnswer, ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const contract = await changeableContract(db, request.user, body.contract_id);
      const refused = sendError({ status: contract.status, deleted: contract.deleted === 1 });
      if (refused) throw conflict(refused, 'Only a draft contract is sent.');
      if (contract.file_type === 'pdf' && !contract.has_pdf)
        throw conflict('CONTRACT_PDF_MISSING', 'Upload the PDF first.');
      const [filled] = await contractAnswers(db, request.user, [contract]);
      const requirements = signatureRequirements(body.signers, requirementsOf(contract));
      const employee = await contractEmployee(db, contract.employee_id);
      const reference = requirements.employeeSignatureRequired
        ? await signingProvider().send({
            contractId: contract.id,
            employeeName: employee.name,
            employeeEmail: employee.email,
            message: body.optional_message ?? null,
          })
        : null;
      const status = await db.transaction(async (tx) => {
        await markSent(tx, contract.id, {
          content_html: filled.rendered_html,
          optional_message: body.optional_message ?? null,
          preferred_email_address_type: body.preferred_email_address_type ?? null,
          requirements,
          provider_reference: reference,
        });
        await writeActivity(tx, request.user, {
          employeeId: contract.employee_id,
          eventType: 'contract_sent',
          info: { contract_id: contract.id, new_type: contract.contract_name },
        });
        return settle(tx, request.user, contract.id);
      });
      return { success: 1 as const, employee_id: contract.employee_id, status };
    },
  );

  app.post(
    '/api/contract/signInternally',
    {
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary:
          'Sign a sent contract as its first or second internal signer with a drawn signature, a PNG (part 2 §3 Signing, §4)',
        body: obj({
          contract_id: id,
          name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
          base64_signature: { type: 'string', minLength: 1, maxLength: 700100 },
          is_second_signer: flag,
        }),
        response: { 200: okAnswer, ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const png = signaturePng(body.base64_signature);
      if (!png)
        throw new HttpError(400, 'INVALID_SIGNATURE', 'The signature must be a PNG image.', {
          details: { field: 'base64_signature' },
        });
      const contract = await changeableContract(db, request.user, body.contract_id);
      const signing = signingOf(contract, (await signatures(db, [contract.id])).get(contract.id) ?? []);
      const refused = signInternallyError(signing, request.user.id, body.is_second_signer === 1);
      if (refused)
        throw new HttpError(refused === 'NOT_THE_SIGNER' ? 403 : 409, refused, 'This signature cannot be placed now.');
      const status = await db.transaction(async (tx) => {
        await insertInternalSignature(
          tx,
          contract.id,
          body.is_second_signer === 1 ? 'second' : 'first',
          request.user.id,
          body.name.trim(),
          png,
        );
        await writeActivity(tx, request.user, {
          employeeId: contract.employee_id,
          eventType: 'contract_signed',
          info: {
            contract_id: contract.id,
            new_type: contract.contract_name,
            note: body.is_second_signer === 1 ? 'second' : 'first',
          },
        });
        return settle(tx, request.user, contract.id);
      });
      return { success: 1 as const, employee_id: contract.employee_id, status };
    },
  );

  app.get(
    '/api/contract/pendingInternal',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Sent contracts waiting for the signature of the caller as internal signer (part 2 §7)',
        response: { 200: dataOf(contractDetailSchema), ...contractErrors },
      },
    },
    async (request) => {
      const rows = await visibleRows(
        db,
        request.user,
        await contractRows(db, request.user, { pendingInternalFor: request.user.id }),
        'contracts',
      );
      return { data: await contractAnswers(db, request.user, rows) };
    },
  );

  app.get(
    '/api/contracts/:id/signers',
    {
      schema: {
        tags: ['contracts'],
        summary: "A contract's required signers, in order, and whether each signed (part 2 §5, §7)",
        params: idParamSchema,
        response: { 200: dataOf(contractSignerSchema), ...contractErrors },
      },
    },
    async (request) => {
      const contract = await readableContract(db, request.user, request.params.id);
      const signed = (await signatures(db, [contract.id])).get(contract.id) ?? [];
      const signing = signingOf(contract, signed);
      const slots = requiredSignerSlots(signing).map((signer) => ({
        signer,
        user_id:
          signer === 'first'
            ? contract.internal_signer_user_id
            : signer === 'second'
              ? contract.second_internal_signer_user_id
              : null,
      }));
      const names = await userNames(
        db,
        request.user.company_id,
        slots.map((s) => s.user_id).filter((u) => u !== null),
      );
      return {
        data: slots.map((slot) => {
          const signature = signed.find((s) => s.signer === slot.signer);
          return {
            ...slot,
            name: signature?.name ?? names.find((n) => n.id === slot.user_id)?.name ?? null,
            signed: signature ? 1 : 0,
            signed_at: signature?.signed_at ?? null,
          };
        }),
      };
    },
  );

  for (const [path, retry] of [
    ['processSignicatContracts', false],
    ['retryProcessSignicatContracts', true],
  ] as const) {
    app.post(
      `/api/contracts/:id/${path}`,
      {
        config: { audit: changeOf({ answer: ofContract }) },
        schema: {
          tags: ['contracts'],
          summary: retry
            ? "Retry the signature provider's failed step (part 2 §4)"
            : "Let the signature provider process the employee's signature (part 2 §4); local implementation here",
          params: idParamSchema,
          response: { 200: okAnswer, ...contractErrors },
        },
      },
      async (request) =>
        processWithProvider(db, request.user, await changeableContract(db, request.user, request.params.id), retry),
    );
  }

  // Part 2 §7 createTemplateContractPDF (no body): the HTML contract is rendered as its PDF now, so a contract that
  // does not render is known before it is sent; the file itself is GET /api/contract/{id}/pdf.
  app.post(
    '/api/contracts/:id/createTemplateContractPDF',
    {
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary:
          'Render an HTML contract as its PDF and count its pages (part 2 §7; the file is GET /api/contract/{id}/pdf)',
        params: idParamSchema,
        response: {
          200: obj({ success: flag, employee_id: int, status: { type: 'string' }, pages: int }),
          ...contractErrors,
        },
      },
    },
    async (request) => {
      const contract = await changeableContract(db, request.user, request.params.id);
      if (contract.file_type !== 'html') throw conflict('CONTRACT_IS_PDF', 'This contract is PDF-based.');
      const { pages } = await contractPdf(db, request.user, contract);
      return { success: 1 as const, employee_id: contract.employee_id, status: contract.status, pages: pages ?? 0 };
    },
  );
}
