// A contract's PDF (part 2 §7 uploadPDF, GET /api/contract/{id}/pdf): the upload of a PDF-based draft, and the
// contract as a PDF with its signatures placed. Registered by documents.ts, in its order of routes.
import type { FromSchema } from 'json-schema-to-ts';
import {
  editError,
  pdfError,
  MAX_CONTRACT_PDF_BYTES,
  MAX_CONTRACT_PDF_DECODED_BYTES,
  MAX_CONTRACT_PDF_PAGES,
} from '@people/domain/contracts';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import type { Api } from '../core/routing';
import { errorSchema, idParamSchema } from '../core/schemas';
import { changeableContract, contractAnswers, readableContract } from './access';
import { htmlContractPdf, signaturePagesPdf } from './pdf';
import { contractErrors, flag, id, int, obj } from './schemas';
import { contractPdfBytes, signatures, storeContractPdf, type ContractDetailRow } from './sql';
import { tooManyUploads, uploadParser } from './uploadParsing';

const ofContract = (answer: unknown) => (answer as { employee_id?: number }).employee_id;
const conflict = (code: string, message: string) => new HttpError(409, code, message);
const pdfQuery = obj({ contract_id: id }, []);
const pdfJsonBody = obj({ contract_id: id, base64_pdf: { type: 'string', minLength: 1, maxLength: 14500000 } });

export async function contractPdfRoutes(app: Api, { db }: { db: Db }) {
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
      await storeContractPdf(db, request.user.company_id, contract.id, bytes);
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
}

/** The contract as a PDF (part 2 §7 GET /api/contract/{id}/pdf, createTemplateContractPDF): its signatures placed; its pages when it was made here. */
export async function contractPdf(
  db: Db,
  user: UserRow,
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
    const stored = await contractPdfBytes(db, contract.id);
    if (!stored) throw notFound('This contract has no PDF yet.');
    if (placed.length === 0) return { pdf: stored, pages: null };
    // The uploaded file is read in a worker, within the limits of its upload; the signature page is ours.
    const merged = await uploadParser().pdfWithPages(
      stored,
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
