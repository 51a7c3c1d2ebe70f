// Signing a contract (part 2 §4: the signing method is set and reset, the contract is sent to the employee,
// signed internally by a first and an optional second signer, and an external provider processes it with a retry step;
// §7 Contracts). Every step writes an activity item. The provider is behind rest/src/contracts/signingProvider.ts.
import {
  editError,
  providerStepError,
  resetSigningMethodError,
  secondSignerRequired,
  sendError,
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
import { idParamSchema } from '../core/schemas';
import { contractPdf } from './documents';
import { visibleRows } from '../core/permissionContext';

const dataOf = (items: unknown) => obj({ data: { type: 'array', items } });
const ofContract = (answer: unknown) => (answer as { employee_id?: number }).employee_id;
const conflict = (code: string, message: string) => new HttpError(409, code, message);
const okAnswer = obj({ success: flag, employee_id: int, status: { type: 'string' } });

/** Moves a sent contract to signed once every required signer signed (part 2 §4). */
async function settle(tx: Queryable, user: UserRow, contractId: number): Promise<string> {
  const contract = await contractRow(tx, user, contractId);
  const signing = signingOf(contract, (await signatures(tx, [contractId])).get(contractId) ?? []);
  const status = statusAfterSignature(signing);
  if (status !== contract.status) {
    await tx.query(`UPDATE contracts SET status = $2, date_signed = now() WHERE id = $1`, [contractId, status]);
    await writeActivity(tx, user, {
      employeeId: contract.employee_id,
      eventType: 'contract_signed',
      info: { contract_id: contract.id, new_type: contract.contract_name, note: 'all' },
    });
  }
  return status;
}

async function employeeOf(db: Queryable, contract: ContractDetailRow) {
  const [row] = await db.query<{ name: string; email: string | null }>(
    `SELECT first_name || ' ' || last_name AS name, email FROM employees WHERE id = $1`,
    [contract.employee_id],
  );
  return row;
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
  const employee = await employeeOf(db, contract);
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
    await tx.query(
      'UPDATE contracts SET provider_state = $2, provider_attempts = provider_attempts + 1 WHERE id = $1',
      [contract.id, answer.state],
    );
    if (answer.state === 'signed') {
      await tx.query(
        `INSERT INTO contract_signatures (contract_id, signer, name) VALUES ($1, 'employee', $2) ON CONFLICT DO NOTHING`,
        [contract.id, answer.signerName],
      );
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
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE contracts SET signers = $2, pdf_internal_signature_required = $3, pdf_employee_signature_required = $4 WHERE id = $1',
          [
            contract.id,
            body.signers,
            body.signers.includes('internal') ? 1 : 0,
            body.signers.includes('employee') ? 1 : 0,
          ],
        );
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
        await tx.query('DELETE FROM contract_signatures WHERE contract_id = $1', [contract.id]);
        await tx.query(
          `UPDATE contracts SET status = 'draft', signers = '{}', date_sent = NULL, provider_reference = NULL, provider_state = NULL WHERE id = $1`,
          [contract.id],
        );
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
      const signers = body.signers ?? (contract.signers.length > 0 ? contract.signers : null);
      const internal = signers ? (signers.includes('internal') ? 1 : 0) : contract.pdf_internal_signature_required;
      const employeeSigns = signers ? (signers.includes('employee') ? 1 : 0) : contract.pdf_employee_signature_required;
      const employee = await employeeOf(db, contract);
      const reference = employeeSigns
        ? await signingProvider().send({
            contractId: contract.id,
            employeeName: employee.name,
            employeeEmail: employee.email,
            message: body.optional_message ?? null,
          })
        : null;
      const status = await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE contracts SET status = 'sent', date_sent = now(), content_html = $2, optional_message = $3, preferred_email_address_type = $4,
           signers = $5, pdf_internal_signature_required = $6, pdf_employee_signature_required = $7, provider_reference = $8, provider_state = $9 WHERE id = $1`,
          [
            contract.id,
            filled.rendered_html,
            body.optional_message ?? null,
            body.preferred_email_address_type ?? null,
            signers ?? [],
            internal,
            employeeSigns,
            reference,
            reference ? 'pending' : null,
          ],
        );
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
        await tx.query(
          'INSERT INTO contract_signatures (contract_id, signer, user_id, name, signature_png) VALUES ($1, $2, $3, $4, $5)',
          [
            contract.id,
            body.is_second_signer === 1 ? 'second' : 'first',
            request.user.id,
            body.name.trim(),
            Buffer.from(png),
          ],
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
      const slots: { signer: 'first' | 'second' | 'employee'; user_id: number | null }[] = [];
      if (signing.internalSignatureRequired) slots.push({ signer: 'first', user_id: contract.internal_signer_user_id });
      if (secondSignerRequired(signing))
        slots.push({ signer: 'second', user_id: contract.second_internal_signer_user_id });
      if (signing.employeeSignatureRequired) slots.push({ signer: 'employee', user_id: null });
      const names = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM users WHERE company_id = $1 AND id = ANY($2::int[])',
        [request.user.company_id, slots.map((s) => s.user_id).filter((u) => u !== null)],
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
