// A person's contracts (part 2 §4 Contracts, §7 Contracts): reads, adding one from a template, the public
// library or a PDF, editing, deleting; the PDF is in documentPdfs.ts, the shortcodes in documentShortcodes.ts. Signing
// is in signing.ts, templates in templates.ts.
import multipart from '@fastify/multipart';
import { contractLifecycleError, editError, MAX_CONTRACT_PDF_BYTES } from '@people/domain/contracts';
import { changeOf, companyChange } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { sanitizeRichText } from './richText';
import { writeActivity } from '../core/activity';
import {
  changeableContract,
  contractAnswers,
  readableContract,
  requireManageContracts,
  requireTemplateManager,
  visibleContracts,
} from './access';
import { contractPdfRoutes } from './documentPdfs';
import { contractShortcodeRoutes } from './documentShortcodes';
import { contractDetailSchema, contractErrors, flag, html, id, name200, obj, str, int } from './schemas';
import {
  companyUserIds,
  contractRows,
  deleteContract,
  insertContract,
  publicTemplates,
  reassignOwner,
  setContractDeleted,
  setContractText,
  template,
} from './sql';
import { sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idParamSchema } from '../core/schemas';

const dataOf = (items: unknown) => obj({ data: { type: 'array', items } });
const contractIdBody = obj({ contract_id: id });
const ofContract = (answer: unknown) => (answer as { employee_id?: number }).employee_id;
const editBodies = {
  content_html: obj({ contract_id: id, content_html: html }),
  contract_name: obj({ contract_id: id, contract_name: name200 }),
};
const conflict = (code: string, message: string) => new HttpError(409, code, message);

export async function contractDocumentRoutes(app: Api, { db }: { db: Db }) {
  // The uploaded PDF (uploadPDF): one file, read at most one byte past the limit.
  await app.register(multipart, {
    limits: { fileSize: MAX_CONTRACT_PDF_BYTES + 1, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/api/contracts/count',
    {
      schema: {
        tags: ['contracts'],
        summary: 'How many contracts a user owns (part 2 §7; before reassigning them)',
        querystring: obj({ user_id: id }),
        response: { 200: obj({ count: int }), ...contractErrors },
      },
    },
    async (request) => {
      const { user_id: userId } = request.query;
      const rows = await visibleContracts(db, request.user, await contractRows(db, request.user, { all: true }));
      return { count: rows.filter((r) => r.user_id === userId).length };
    },
  );

  app.get(
    '/api/contract/employee/:id/list',
    {
      schema: {
        tags: ['contracts'],
        summary: "A person's contracts, newest first, deleted ones included (part 2 §7)",
        params: idParamSchema,
        response: { 200: dataOf(contractDetailSchema), ...contractErrors },
      },
    },
    async (request) => {
      const { id: employeeId } = request.params;
      await sectionContext(db, request.user, employeeId, 'contracts');
      return {
        data: await contractAnswers(
          db,
          request.user,
          await contractRows(db, request.user, { employeeId, withDeleted: true }),
        ),
      };
    },
  );

  app.get(
    '/api/contract/list',
    {
      schema: {
        tags: ['contracts'],
        summary: "The company's contracts the caller may see, not deleted (part 2 §7)",
        response: { 200: dataOf(contractDetailSchema), ...contractErrors },
      },
    },
    async (request) => ({
      data: await contractAnswers(
        db,
        request.user,
        await visibleContracts(db, request.user, await contractRows(db, request.user, { all: true })),
      ),
    }),
  );

  app.get(
    '/api/contract/:id/detail',
    {
      schema: {
        tags: ['contracts'],
        summary: 'A contract (part 2 §3)',
        params: idParamSchema,
        response: { 200: contractDetailSchema, ...contractErrors },
      },
    },
    async (request) => {
      const contract = await readableContract(db, request.user, request.params.id);
      return (await contractAnswers(db, request.user, [contract]))[0];
    },
  );

  app.get(
    '/api/contract/:id/exists',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Whether a contract exists and is not deleted',
        params: idParamSchema,
        response: { 200: obj({ exists: flag }), ...contractErrors },
      },
    },
    async (request) => {
      const [row] = await contractRows(db, request.user, { ids: [request.params.id] });
      if (!row) return { exists: 0 };
      await sectionContext(db, request.user, row.employee_id, 'contracts');
      return { exists: row.deleted === 0 ? 1 : 0 };
    },
  );

  app.post(
    '/api/contracts/addToEmployee',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['contracts'],
        summary:
          'Add a contract to a person from a template, a public-library template, or (file_type pdf) for an upload (part 2 §4, §7)',
        body: obj(
          {
            employee_id: id,
            file_type: { type: 'string', enum: ['html', 'pdf'] },
            contract_name: name200,
            pdf_internal_signature_required: flag,
            pdf_employee_signature_required: flag,
            additional_contract_template_info_id: { type: 'integer', minimum: -1, maximum: 2147483647 },
            contract_template_id: id,
            public_library_contract_template_id: id,
          },
          ['employee_id', 'file_type', 'contract_name'],
        ),
        response: { 200: obj({ id: int, contract_id: int, employee_id: int }), ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await requireManageContracts(db, user, body.employee_id);
      let content = '';
      let signers: { internal: number; first: number | null; second: number | null } = {
        internal: body.pdf_internal_signature_required ?? 0,
        first: null,
        second: null,
      };
      if (body.file_type === 'html') {
        if ((body.contract_template_id === undefined) === (body.public_library_contract_template_id === undefined)) {
          throw new HttpError(
            400,
            'FIELD_IS_REQUIRED',
            'Give either contract_template_id or public_library_contract_template_id.',
            { details: { field: 'contract_template_id' } },
          );
        }
        if (body.contract_template_id !== undefined) {
          const t = await template(db, user, body.contract_template_id);
          content = t.content_html;
          // part 2 §5: the internal signer requirements come from the template.
          signers = {
            internal: t.internal_signature_required,
            first: t.internal_signer_user_id,
            second: t.second_internal_signer_user_id,
          };
        } else {
          const [t] = await publicTemplates(db, { id: body.public_library_contract_template_id });
          if (!t) throw notFound('This public-library template does not exist.');
          content = t.content_html;
        }
      }
      const id = await db.transaction((tx) =>
        insertContract(tx, user, {
          employeeId: body.employee_id,
          name: body.contract_name,
          contentHtml: content,
          fileType: body.file_type,
          signers,
          employeeSignatureRequired: body.pdf_employee_signature_required ?? 0,
          contractTemplateId: body.contract_template_id ?? null,
          publicLibraryContractTemplateId: body.public_library_contract_template_id ?? null,
          additionalInfoId: body.additional_contract_template_info_id ?? -1,
        }),
      );
      return { id, contract_id: id, employee_id: body.employee_id };
    },
  );

  const edit = (path: string, summary: string, field: keyof typeof editBodies) =>
    app.post(
      path,
      {
        config: { audit: changeOf({ answer: ofContract }) },
        schema: {
          tags: ['contracts'],
          summary,
          body: editBodies[field],
          response: { 200: obj({ success: flag, employee_id: int }), ...contractErrors },
        },
      },
      async (request) => {
        const body = request.body;
        const contract = await changeableContract(db, request.user, body.contract_id);
        const refused = editError({ status: contract.status, deleted: contract.deleted === 1 });
        if (refused) throw conflict(refused, 'Only a draft contract can be changed.');
        if (field === 'content_html' && contract.file_type === 'pdf')
          throw conflict('CONTRACT_IS_PDF', 'A PDF contract has no HTML content.');
        const value = 'contract_name' in body ? body.contract_name.trim() : sanitizeRichText(body.content_html);
        await db.transaction(async (tx) => {
          await setContractText(tx, request.user.company_id, contract.id, field, value);
          await writeActivity(tx, request.user, {
            employeeId: contract.employee_id,
            eventType: 'contract_updated',
            info: { contract_id: contract.id, new_type: 'contract_name' in body ? value : contract.contract_name },
          });
        });
        return { success: 1 as const, employee_id: contract.employee_id };
      },
    );
  edit('/api/contracts/edit', "Change a draft contract's content (part 2 §7)", 'content_html');
  edit('/api/contracts/editName', 'Rename a draft contract (part 2 §7)', 'contract_name');

  const lifecycle = (path: string, summary: string, change: 'delete' | 'undelete' | 'hardDelete') =>
    app.post(
      path,
      {
        config: { audit: changeOf({ answer: ofContract }) },
        schema: {
          tags: ['contracts'],
          summary,
          body: contractIdBody,
          response: { 200: obj({ success: flag, employee_id: int }), ...contractErrors },
        },
      },
      async (request) => {
        const contract = await changeableContract(db, request.user, request.body.contract_id);
        const refused = contractLifecycleError(change, contract.deleted === 1);
        if (refused)
          throw conflict(
            refused,
            change === 'delete'
              ? 'This contract is deleted already.'
              : change === 'undelete'
                ? 'This contract is not deleted.'
                : 'Delete the contract first.',
          );
        await db.transaction(async (tx) => {
          if (change === 'hardDelete') await deleteContract(tx, request.user.company_id, contract.id);
          else await setContractDeleted(tx, request.user.company_id, contract.id, change === 'delete');
          const eventType =
            change === 'delete'
              ? 'contract_deleted'
              : change === 'undelete'
                ? 'contract_undeleted'
                : 'contract_hard_deleted';
          await writeActivity(tx, request.user, {
            employeeId: contract.employee_id,
            eventType,
            info: { contract_id: contract.id, new_type: contract.contract_name },
          });
        });
        return { success: 1 as const, employee_id: contract.employee_id };
      },
    );
  lifecycle('/api/contracts/delete', 'Soft-delete a contract (part 2 §4)', 'delete');
  lifecycle('/api/contracts/undelete', 'Undelete a soft-deleted contract (part 2 §4)', 'undelete');
  lifecycle('/api/contracts/hardDelete', 'Remove a soft-deleted contract for good (part 2 §4)', 'hardDelete');

  await contractPdfRoutes(app, { db });
  await contractShortcodeRoutes(app, { db });

  app.post(
    '/api/contracts/reassign',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['contracts'],
        summary: 'Move the contracts a user owns to another user of the company (part 2 §7)',
        body: obj({ from_user_id: id, to_user_id: id }),
        response: { 200: obj({ success: flag, count: int }), ...contractErrors },
      },
    },
    async (request) => reassign(db, request.user, request.body, 'contracts'),
  );
}

/** part 2 §7 reassign (contracts and templates alike): both users of the caller's company; who manages templates (admins). */
export async function reassign(
  db: Db,
  user: UserRow,
  body: { from_user_id: number; to_user_id: number },
  table: 'contracts' | 'contract_templates',
) {
  await requireTemplateManager(db, user);
  const known = await companyUserIds(db, user, [body.from_user_id, body.to_user_id]);
  for (const field of ['from_user_id', 'to_user_id'] as const) {
    if (!known.has(body[field]))
      throw new HttpError(404, 'NOT_FOUND', 'This user does not exist.', { details: { field } });
  }
  const count = await reassignOwner(db, user.company_id, table, body.from_user_id, body.to_user_id);
  return { success: 1 as const, count };
}

export { str };
