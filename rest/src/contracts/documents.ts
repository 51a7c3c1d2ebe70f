// A person's contracts (part 2 §4 Contracts, §7 Contracts): reads, adding one from a template, the public
// library or a PDF, editing, deleting. Signing is in contractSigning.ts, templates in contractTemplates.ts.
import multipart from '@fastify/multipart';
import type { FromSchema } from 'json-schema-to-ts';
import {
  contractShortcodeList,
  editError,
  pdfError,
  shortcodeError,
  MAX_CONTRACT_PDF_BYTES,
  MAX_CONTRACT_PDF_DECODED_BYTES,
  MAX_CONTRACT_PDF_PAGES,
} from '@people/domain/contracts';
import { changeOf, companyChange } from '../core/audit';
import { today } from '../core/clock';
import { htmlContractPdf, signaturePagesPdf } from './pdf';
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
import {
  contractDetailSchema,
  contractErrors,
  flag,
  html,
  id,
  name200,
  obj,
  shortcodeValueSchema,
  str,
  int,
} from './schemas';
import {
  contractRows,
  customShortcodeValues,
  insertContract,
  personShortcodeValues,
  publicTemplates,
  signatures,
  template,
  type ContractDetailRow,
} from './sql';
import { sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { errorSchema, idParamSchema, idsQuerySchema, parseIds } from '../core/schemas';
import { tooManyUploads, uploadParser } from './uploadParsing';

const dataOf = (items: unknown) => obj({ data: { type: 'array', items } });
const contractIdBody = obj({ contract_id: id });
const ofContract = (answer: unknown) => (answer as { employee_id?: number }).employee_id;
const pdfQuery = obj({ contract_id: id }, []);
const pdfJsonBody = obj({ contract_id: id, base64_pdf: { type: 'string', minLength: 1, maxLength: 14500000 } });
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
          await tx.query(`UPDATE contracts SET ${field} = $3 WHERE company_id = $1 AND id = $2`, [
            request.user.company_id,
            contract.id,
            value,
          ]);
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
        if (change === 'delete' && contract.deleted === 1)
          throw conflict('CONTRACT_DELETED', 'This contract is deleted already.');
        if (change === 'undelete' && contract.deleted === 0)
          throw conflict('CONTRACT_NOT_DELETED', 'This contract is not deleted.');
        // Choice: hard delete removes a soft-deleted contract only, as the person's hard delete does (part 1 §2).
        if (change === 'hardDelete' && contract.deleted === 0)
          throw conflict('CONTRACT_NOT_DELETED', 'Delete the contract first.');
        await db.transaction(async (tx) => {
          if (change === 'hardDelete')
            await tx.query('DELETE FROM contracts WHERE company_id = $1 AND id = $2', [
              request.user.company_id,
              contract.id,
            ]);
          else
            await tx.query('UPDATE contracts SET deleted = $3 WHERE company_id = $1 AND id = $2', [
              request.user.company_id,
              contract.id,
              change === 'delete' ? 1 : 0,
            ]);
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

  // Part 2 §7 uploadPDF takes contract_id and base64_pdf: a JSON body with both is taken as the spec writes it. We
  // choose: the web app sends the file as a multipart upload instead, straight from the browser with progress
  // (gateway/src/contracts/pdfProxy.ts), contract_id in the query so the contract is checked before a byte is read.
  // The JSON body sits under `content` for the OpenAPI document, where no type provider looks: typed here from its schema.
  app.post<{ Querystring: FromSchema<typeof pdfQuery>; Body: FromSchema<typeof pdfJsonBody> | undefined }>(
    '/api/contracts/pdfbased/uploadPDF',
    {
      bodyLimit: 16 * 1024 * 1024,
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary: `Store the PDF of a draft PDF contract (part 2 §7): JSON contract_id and base64_pdf, or multipart field \`file\` with the query contract_id; a PDF of at most ${MAX_CONTRACT_PDF_BYTES} bytes and ${MAX_CONTRACT_PDF_PAGES} pages, read within ${MAX_CONTRACT_PDF_DECODED_BYTES} decoded bytes and the parse's time and memory (else PDF_TOO_COMPLEX)`,
        querystring: pdfQuery,
        body: { content: { 'application/json': { schema: pdfJsonBody } } },
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: obj({ success: flag, employee_id: int, pages: int }), ...contractErrors, 429: errorSchema },
      },
    },
    async (request) => {
      const json = request.isMultipart() ? null : (request.body ?? null);
      const field = json ? 'base64_pdf' : 'file';
      const contractId = json?.contract_id ?? request.query.contract_id;
      if (contractId === undefined)
        throw new HttpError(400, 'FIELD_IS_REQUIRED', 'contract_id is required', { details: { field: 'contract_id' } });
      const contract = await changeableContract(db, request.user, contractId);
      const refused = editError({ status: contract.status, deleted: contract.deleted === 1 });
      if (refused) throw conflict(refused, 'Only a draft contract can be changed.');
      if (contract.file_type !== 'pdf') throw conflict('CONTRACT_IS_HTML', 'This contract is not PDF-based.');
      let bytes: Buffer;
      let truncated = false;
      if (json) {
        bytes = Buffer.from(json.base64_pdf.replace(/^data:application\/pdf;base64,/, ''), 'base64');
      } else {
        const part = request.isMultipart() ? await request.file() : undefined;
        if (!part || part.fieldname !== 'file')
          throw new HttpError(400, 'FIELD_IS_REQUIRED', 'file is required', { details: { field: 'file' } });
        bytes = await part.toBuffer();
        // The plugin stops one byte past the limit: a truncated file is too large, never stored cut short.
        truncated = part.file.truncated;
      }
      const bad = truncated ? 'PDF_TOO_LARGE' : pdfError(bytes);
      if (bad === 'PDF_TOO_LARGE')
        throw new HttpError(413, bad, 'The PDF is larger than 10 MB.', { i18nCode: bad, details: { field } });
      const invalid = () =>
        new HttpError(400, 'INVALID_PDF', 'The file is not a PDF.', { i18nCode: 'INVALID_PDF', details: { field } });
      if (bad) throw invalid();
      const counted = await uploadParser().pdfPageCount(bytes, MAX_CONTRACT_PDF_DECODED_BYTES);
      if (!counted.ok)
        throw counted.refused === 'BUSY'
          ? tooManyUploads()
          : counted.refused === 'TOO_COMPLEX'
            ? pdfTooComplex(413, field)
            : invalid();
      const pages = counted.value;
      if (pages > MAX_CONTRACT_PDF_PAGES) {
        throw new HttpError(400, 'PDF_TOO_MANY_PAGES', `A contract PDF has at most ${MAX_CONTRACT_PDF_PAGES} pages.`, {
          i18nCode: 'PDF_TOO_MANY_PAGES',
          details: { field },
        });
      }
      await db.query('UPDATE contracts SET pdf = $3 WHERE company_id = $1 AND id = $2', [
        request.user.company_id,
        contract.id,
        bytes,
      ]);
      return { success: 1 as const, employee_id: contract.employee_id, pages };
    },
  );

  app.get(
    '/api/contract/:id/pdf',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'The contract as a PDF, its signatures placed (part 2 §7); an uploaded PDF that cannot be read within the limits of an upload is PDF_TOO_COMPLEX (422)',
        params: idParamSchema,
        response: { 200: { type: 'string', format: 'binary' }, ...contractErrors, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const contract = await readableContract(db, request.user, request.params.id);
      const { pdf } = await contractPdf(db, request.user, contract);
      const filename = `${contract.contract_name.replace(/[^A-Za-z0-9 _.-]/g, '_')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/contracts/shortcodes/:contract_id/list',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "The shortcodes of a contract with the person's value and the custom value where set (part 2 §3 Custom shortcode)",
        params: obj({ contract_id: id }),
        response: { 200: dataOf(shortcodeValueSchema), ...contractErrors },
      },
    },
    async (request) => {
      const contract = await readableContract(db, request.user, request.params.contract_id);
      return { data: (await shortcodeLists(db, request.user, [contract])).get(contract.id) ?? [] };
    },
  );

  app.get(
    '/api/contracts/shortcodes/batch',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'The shortcode lists of contracts by id, for the gateway; ids of another company, missing or without contract access are left out',
        querystring: idsQuerySchema,
        response: {
          200: dataOf(obj({ contract_id: int, shortcodes: { type: 'array', items: shortcodeValueSchema } })),
          ...contractErrors,
        },
      },
    },
    async (request) => {
      const rows = await visibleContracts(
        db,
        request.user,
        await contractRows(db, request.user, { ids: parseIds(request.query.ids) }),
      );
      const lists = await shortcodeLists(db, request.user, rows);
      return { data: rows.map((row) => ({ contract_id: row.id, shortcodes: lists.get(row.id) ?? [] })) };
    },
  );

  app.post(
    '/api/contracts/shortcodes/setCustomShortcodeValue',
    {
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary: "Set a shortcode's value on one draft contract (part 2 §3 Custom shortcode, §7)",
        body: obj({
          contract_id: id,
          shortcode: { type: 'string', minLength: 1, maxLength: 50 },
          value: { type: 'string', maxLength: 2000 },
        }),
        response: { 200: obj({ success: flag, employee_id: int }), ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const code = body.shortcode.replace(/^\{|\}$/g, '');
      if (shortcodeError(code))
        throw new HttpError(400, 'INVALID_SHORTCODE', 'A shortcode is a name of lower-case letters, digits and _.', {
          details: { field: 'shortcode' },
        });
      const contract = await changeableContract(db, request.user, body.contract_id);
      const refused = editError({ status: contract.status, deleted: contract.deleted === 1 });
      if (refused) throw conflict(refused, 'Only a draft contract can be changed.');
      await db.query(
        `INSERT INTO contract_shortcode_values (contract_id, shortcode, value) VALUES ($1, $2, $3)
       ON CONFLICT (contract_id, shortcode) DO UPDATE SET value = excluded.value`,
        [contract.id, code, body.value],
      );
      return { success: 1 as const, employee_id: contract.employee_id };
    },
  );

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

/** part 2 §3 Custom shortcode: each contract's shortcodes with their values (one read of the person's values per person, one of the custom values). */
async function shortcodeLists(db: Db, user: Parameters<typeof contractRows>[1], rows: ContractDetailRow[]) {
  const values = new Map<number, Record<string, string | undefined>>();
  for (const employeeId of new Set(rows.map((r) => r.employee_id)))
    values.set(employeeId, await personShortcodeValues(db, user, employeeId, today()));
  const lists = new Map<number, { shortcode: string; value: string | null; custom: 0 | 1 }[]>();
  const custom = await customShortcodeValues(
    db,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const list = contractShortcodeList(row.content_html, values.get(row.employee_id) ?? {}, custom.get(row.id) ?? {});
    lists.set(
      row.id,
      list.map((s) => ({ ...s, custom: s.custom ? 1 : 0 })),
    );
  }
  return lists;
}

/** part 2 §7 reassign (contracts and templates alike): both users of the caller's company; who manages templates (admins). */
export async function reassign(
  db: Db,
  user: Parameters<typeof contractRows>[1],
  body: { from_user_id: number; to_user_id: number },
  table: 'contracts' | 'contract_templates',
) {
  await requireTemplateManager(db, user);
  const users = await db.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND id = ANY($2::int[])', [
    user.company_id,
    [body.from_user_id, body.to_user_id],
  ]);
  const known = new Set(users.map((u) => u.id));
  for (const field of ['from_user_id', 'to_user_id'] as const) {
    if (!known.has(body[field]))
      throw new HttpError(404, 'NOT_FOUND', 'This user does not exist.', { details: { field } });
  }
  const moved = await db.query(`UPDATE ${table} SET user_id = $3 WHERE company_id = $1 AND user_id = $2 RETURNING id`, [
    user.company_id,
    body.from_user_id,
    body.to_user_id,
  ]);
  return { success: 1 as const, count: moved.length };
}

export { str };

/** The contract as a PDF (part 2 §7 GET /api/contract/{id}/pdf, createTemplateContractPDF): its signatures placed; its pages when it was made here. */
export async function contractPdf(
  db: Db,
  user: Parameters<typeof contractRows>[1],
  contract: ContractDetailRow,
): Promise<{ pdf: Uint8Array; pages: number | null }> {
  const [answer] = await contractAnswers(db, user, [contract]);
  const signed = (await signatures(db, [contract.id])).get(contract.id) ?? [];
  const labels = { first: 'First internal signer', second: 'Second internal signer', employee: 'Employee' } as const;
  const placed = signed.map((s) => ({
    label: labels[s.signer],
    name: s.name,
    signedAt: s.signed_at.slice(0, 10),
    png: s.signature_png,
  }));
  if (contract.file_type === 'pdf') {
    const [row] = await db.query<{ pdf: Uint8Array | null }>('SELECT pdf FROM contracts WHERE id = $1', [contract.id]);
    if (!row?.pdf) throw notFound('This contract has no PDF yet.');
    if (placed.length === 0) return { pdf: row.pdf, pages: null };
    // The uploaded file is read in a worker, within the limits of its upload; the signature page is ours.
    const merged = await uploadParser().pdfWithPages(
      row.pdf,
      await signaturePagesPdf(placed),
      MAX_CONTRACT_PDF_DECODED_BYTES,
    );
    if (merged.ok) return { pdf: merged.value, pages: null };
    if (merged.refused === 'BUSY') throw tooManyUploads();
    // Stored before uploads were read within limits: the file is kept, its signatures cannot be placed on it.
    throw pdfTooComplex(422, null);
  }
  return htmlContractPdf(contract.contract_name, answer.rendered_html, placed);
}

/** A PDF that does not read within the limits (domain MAX_CONTRACT_PDF_DECODED_BYTES, the parse's time and memory). */
const pdfTooComplex = (status: 413 | 422, field: string | null) =>
  new HttpError(status, 'PDF_TOO_COMPLEX', 'The PDF is too complex to read.', {
    i18nCode: 'PDF_TOO_COMPLEX',
    ...(field ? { details: { field } } : {}),
  });
