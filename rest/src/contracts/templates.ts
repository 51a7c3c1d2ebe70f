// Contract templates and the public library (part 2 §3 Contract template, §5 signer requirements, §7
// Contracts). Reading needs contract access; changing is for admins (domain/contracts).
import {
  CONTRACT_SHORTCODES,
  MAX_CONTRACT_HTML_LENGTH,
  MAX_WORD_FILE_ENTRIES,
  MAX_WORD_FILE_INFLATED_BYTES,
  POLICY_SHORTCODES,
  fillShortcodes,
  sameSignerError,
} from '@people/domain/contracts';
import { companyChange } from '../core/audit';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { reassign } from './documents';
import { requireTemplateManager, requireTemplateReader } from './access';
import {
  contractErrors,
  contractTemplateSchema,
  flag,
  html,
  id,
  int,
  name200,
  nullableUserId,
  obj,
  publicContractTemplateSchema,
  str,
  templateType,
} from './schemas';
import { companyUserIds, personShortcodeValues, publicTemplates, template, templates } from './sql';
import { errorSchema, idParamSchema } from '../core/schemas';
import { sanitizeRichText } from './richText';
import { tooManyUploads, uploadParser } from './uploadParsing';
import { wordFilePrecheck } from './wordFile';
import {
  deleteTemplate,
  insertTemplate,
  setTemplateSignerRequirements,
  templateSignerCandidates,
  updateTemplateContent,
} from './templateSql';

const dataOf = (items: unknown) => obj({ data: { type: 'array', items } });
const templateIdBody = obj({ template_id: id });

export async function contractTemplateRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/contract_template/count',
    {
      schema: {
        tags: ['contract templates'],
        summary: 'How many templates a user owns (part 2 §7)',
        querystring: obj({ user_id: id }),
        response: { 200: obj({ count: int }), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      return { count: (await templates(db, request.user)).filter((t) => t.user_id === request.query.user_id).length };
    },
  );

  app.get(
    '/api/contract_template/list',
    {
      schema: {
        tags: ['contract templates'],
        summary: "The company's contract templates by name (part 2 §7)",
        response: { 200: dataOf(contractTemplateSchema), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      return { data: await templates(db, request.user) };
    },
  );

  app.get(
    '/api/contract_template/:id/detail',
    {
      schema: {
        tags: ['contract templates'],
        summary: 'A contract template (part 2 §3)',
        params: idParamSchema,
        response: { 200: contractTemplateSchema, ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      return template(db, request.user, request.params.id);
    },
  );

  app.get(
    '/api/contract_template/hashtags',
    {
      schema: {
        tags: ['contract templates'],
        summary: 'The shortcodes a template may use, `{code}` in content_html (part 2 §7)',
        response: { 200: obj({ data: { type: 'array', items: str } }), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      // The policy shortcodes are filled by addAssetPolicy and addCarPolicy only (their custom values).
      return { data: [...CONTRACT_SHORTCODES, ...POLICY_SHORTCODES] };
    },
  );

  // Not a spec path (part 2 §7 names none for it): the users a template's signer requirements can name, those with
  // contract access (admin or access_wages, not light: part 1 §6).
  app.get(
    '/api/contract_template/internalSigners',
    {
      schema: {
        tags: ['contract templates'],
        summary: 'The users who can be internal signers: contract access (part 1 §6, §5)',
        response: { 200: dataOf(obj({ user_id: int, name: str })), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      return { data: await templateSignerCandidates(db, request.user.company_id) };
    },
  );

  app.post(
    '/api/contract_template/add',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['contract templates'],
        summary: 'Add an empty template (part 2 §7)',
        body: obj({ name: name200, type: templateType }),
        response: { 200: obj({ id: int, template_id: int }), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateManager(db, request.user);
      const body = request.body;
      const templateId = await insertTemplate(
        db,
        request.user.company_id,
        request.user.id,
        body.name.trim(),
        body.type,
      );
      return { id: templateId, template_id: templateId };
    },
  );

  app.post(
    '/api/contract_template/edit',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['contract templates'],
        summary: "Change a template's name and content (part 2 §7)",
        body: obj({ template_id: id, name: name200, content_html: html }),
        response: { 200: obj({ success: flag }), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateManager(db, request.user);
      const body = request.body;
      const changed = await updateTemplateContent(
        db,
        request.user.company_id,
        body.template_id,
        body.name.trim(),
        sanitizeRichText(body.content_html),
      );
      if (!changed) throw notFound('This contract template does not exist.');
      return { success: 1 as const };
    },
  );

  app.post(
    '/api/contract_template/delete',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['contract templates'],
        summary: 'Delete a template; contracts made from it keep their content (part 2 §7)',
        body: templateIdBody,
        response: { 200: obj({ success: flag }), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateManager(db, request.user);
      if (!(await deleteTemplate(db, request.user.company_id, request.body.template_id)))
        throw notFound('This contract template does not exist.');
      return { success: 1 as const };
    },
  );

  app.post(
    '/api/contract_template/editSignatureRequirements',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['contract templates'],
        summary:
          "A template's internal signer requirements (part 2 §5): required or not, the first and an optional second signer (users)",
        body: obj(
          {
            template_id: id,
            internal_signature_required: flag,
            internal_signer_user_id: nullableUserId,
            second_internal_signer_user_id: nullableUserId,
          },
          ['template_id', 'internal_signature_required'],
        ),
        response: { 200: obj({ success: flag }), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateManager(db, request.user);
      const body = request.body;
      const first = body.internal_signer_user_id ?? null;
      const second = body.second_internal_signer_user_id ?? null;
      const known = await companyUserIds(
        db,
        request.user,
        [first, second].filter((u) => u !== null),
      );
      for (const [field, value] of [
        ['internal_signer_user_id', first],
        ['second_internal_signer_user_id', second],
      ] as const) {
        if (value !== null && !known.has(value))
          throw new HttpError(404, 'NOT_FOUND', 'This user does not exist.', { details: { field } });
      }
      if (sameSignerError(first, second))
        throw new HttpError(400, 'SAME_SIGNER', 'The second signer must be another user.', {
          details: { field: 'second_internal_signer_user_id' },
        });
      const changed = await setTemplateSignerRequirements(
        db,
        request.user.company_id,
        body.template_id,
        body.internal_signature_required,
        body.internal_signature_required ? first : null,
        body.internal_signature_required ? second : null,
      );
      if (!changed) throw notFound('This contract template does not exist.');
      return { success: 1 as const };
    },
  );

  app.post(
    '/api/contract_template/preview',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['contract templates'],
        summary:
          "A template's content filled in for a person (part 2 §7; employee_id is our addition: the person previewed, else placeholders stay)",
        body: obj(
          {
            template_id: id,
            content_html: html,
            additionalContractTemplateInfoId: { type: 'integer', minimum: -1 },
            employee_id: id,
          },
          ['template_id'],
        ),
        response: { 200: obj({ content_html: str }), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      const body = request.body;
      const t = await template(db, request.user, body.template_id);
      const content = body.content_html === undefined ? t.content_html : sanitizeRichText(body.content_html);
      if (body.employee_id === undefined) return { content_html: content };
      await sectionContext(db, request.user, body.employee_id, 'contracts');
      return {
        content_html: fillShortcodes(content, await personShortcodeValues(db, request.user, body.employee_id, today())),
      };
    },
  );

  app.get(
    '/api/contract_template/public_library/list',
    {
      schema: {
        tags: ['contract templates'],
        summary:
          'The public library: templates shipped with the product, by keyword (name or description) and type (part 2 §7)',
        querystring: obj({ keyword: { type: 'string', maxLength: 100 }, type: templateType }, []),
        response: { 200: dataOf(publicContractTemplateSchema), ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      return { data: await publicTemplates(db, request.query) };
    },
  );

  app.get(
    '/api/contract_template/public_library/:template_id/detail',
    {
      schema: {
        tags: ['contract templates'],
        summary: 'A public-library template (part 2 §7)',
        params: obj({ template_id: id }),
        response: { 200: publicContractTemplateSchema, ...contractErrors },
      },
    },
    async (request) => {
      await requireTemplateReader(db, request.user);
      const [row] = await publicTemplates(db, { id: request.params.template_id });
      if (!row) throw notFound('This public-library template does not exist.');
      return row;
    },
  );

  app.post(
    '/api/contract_template/reassign',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['contract templates'],
        summary: 'Move the templates a user owns to another user (part 2 §7)',
        body: obj({ from_user_id: id, to_user_id: id }),
        response: { 200: obj({ success: flag, count: int }), ...contractErrors },
      },
    },
    async (request) => reassign(db, request.user, request.body, 'contract_templates'),
  );

  app.post(
    '/api/contract_templates/conversion/word-to-html',
    {
      bodyLimit: 16 * 1024 * 1024,
      config: { audit: companyChange() },
      schema: {
        tags: ['contract templates'],
        summary: `Convert a Word document (.docx) to HTML for a template, with mammoth (part 2 §7); refused (WORD_FILE_TOO_COMPLEX) over ${MAX_WORD_FILE_ENTRIES} entries, ${MAX_WORD_FILE_INFLATED_BYTES} bytes inflated, the parse's time or memory, or ${MAX_CONTRACT_HTML_LENGTH} characters of HTML`,
        body: obj({
          base64_word_file: { type: 'string', minLength: 1, maxLength: 14500000 },
          extension: { type: 'string', enum: ['docx'] },
        }),
        response: { 200: obj({ content_html: str }), ...contractErrors, 429: errorSchema },
      },
    },
    async (request) => {
      await requireTemplateManager(db, request.user);
      const body = request.body;
      const buffer = Buffer.from(body.base64_word_file.replace(/^data:[^,]*,/, ''), 'base64');
      // A .docx is a zip file: PK\x03\x04.
      const refused =
        buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50
          ? 'INVALID_WORD_FILE'
          : await wordFilePrecheck(buffer);
      if (refused) throw wordFileRefused(refused);
      const html = await uploadParser().wordToHtml(buffer, MAX_CONTRACT_HTML_LENGTH);
      if (html.ok) return { content_html: sanitizeRichText(html.value, 'base64_word_file') };
      if (html.refused === 'BUSY') throw tooManyUploads();
      throw wordFileRefused(html.refused === 'TOO_COMPLEX' ? 'WORD_FILE_TOO_COMPLEX' : 'INVALID_WORD_FILE');
    },
  );
}

const wordFileRefused = (code: 'INVALID_WORD_FILE' | 'WORD_FILE_TOO_COMPLEX') =>
  code === 'INVALID_WORD_FILE'
    ? new HttpError(400, code, 'The file is not a .docx document.', { details: { field: 'base64_word_file' } })
    : new HttpError(413, code, 'The Word document is too large or too complex to import.', {
        i18nCode: code,
        details: { field: 'base64_word_file' },
      });
