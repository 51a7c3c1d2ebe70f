// A PDF contract's file (part 2 §7 uploadPDF): sent as a multipart upload, straight to the REST API or through
// the gateway's upload path as the web app does (gateway/src/contracts/pdfProxy.ts). A PDF of at most 10 MB and 100 pages
// is stored; a file that is not a PDF (INVALID_PDF), too large (PDF_TOO_LARGE), of too many pages (PDF_TOO_MANY_PAGES)
// or missing (FIELD_IS_REQUIRED) is refused with its code and nothing is stored; access is the contract's person's.
import { PDFDocument } from 'pdf-lib';
import { toGlobalId } from 'graphql-relay';
import { uploadPdf } from '../support/contractFixtures';
import { engines } from '../support/databases';
import { MISSING } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const PERSON = 3;

async function pdfOfPages(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage().drawText(`Page ${i + 1}`);
  return doc.save();
}

describe.each(engines())('uploading a contract PDF on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let light: string;
  let nl: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, light, nl] = await Promise.all(
      ['admin@demo.be', 'light@demo.be', 'admin@demo.nl'].map((email) => signIn(stack, email)),
    );
  });
  afterAll(() => stack.close());

  const draft = async (fileType: 'pdf' | 'html' = 'pdf') => {
    const body = {
      employee_id: PERSON,
      file_type: fileType,
      contract_name: `Upload ${fileType}`,
      ...(fileType === 'html' ? { public_library_contract_template_id: 1 } : {}),
    };
    const added = await rest(stack, 'POST', '/api/contracts/addToEmployee', { token: admin, body });
    expect(added.status).toEqual(200);
    return added.body.contract_id as number;
  };
  const stored = async (id: number) =>
    (await stack.db.query<{ pdf: Uint8Array | null }>('SELECT pdf FROM contracts WHERE id = $1', [id]))[0].pdf;

  it('part 2 §7: a PDF is stored through the gateway by the Contract global id, pages counted, and read back as the contract PDF', async () => {
    const id = await draft();
    const bytes = await pdfOfPages(3);
    const answer = await uploadPdf(stack.gatewayUrl, toGlobalId('Contract', String(id)), bytes, admin);
    expect([answer.status, answer.body.pages]).toEqual([200, 3]);
    expect(Buffer.from((await stored(id))!)).toEqual(Buffer.from(bytes));
    const contract = await graphql(
      stack,
      'query ($id: ID!) { node(id: $id) { ... on Contract { hasPdf } } }',
      { id: toGlobalId('Contract', String(id)) },
      admin,
    );
    expect(contract.data.node).toEqual({ hasPdf: true });
  });

  it.each([
    ['not a PDF', () => Promise.resolve(new Uint8Array(Buffer.from('<html>not a pdf</html>'))), 400, 'INVALID_PDF'],
    [
      'a file starting like a PDF that does not parse',
      () => Promise.resolve(new Uint8Array(Buffer.from('%PDF-1.7 broken'))),
      400,
      'INVALID_PDF',
    ],
    [
      'larger than 10 MB',
      () => Promise.resolve(new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]))),
      413,
      'PDF_TOO_LARGE',
    ],
    ['of more than 100 pages', () => pdfOfPages(101), 400, 'PDF_TOO_MANY_PAGES'],
  ] as const)(
    'part 2 §7: a file %s is refused with its code, through the REST API and the gateway alike, and nothing is stored',
    async (_what, file, status, code) => {
      const id = await draft();
      const bytes = await file();
      for (const origin of [stack.restUrl, stack.gatewayUrl]) {
        const answer = await uploadPdf(origin, id, bytes, admin);
        expect([
          origin === stack.gatewayUrl ? 'gateway' : 'rest',
          answer.status,
          answer.body.code,
          answer.body.field,
          answer.i18nCode,
        ]).toEqual([origin === stack.gatewayUrl ? 'gateway' : 'rest', status, code, 'file', code]);
      }
      expect(await stored(id)).toBeNull();
    },
  );

  it('no file is FIELD_IS_REQUIRED; an HTML contract takes no PDF; a sent contract takes none either; nothing stored', async () => {
    const id = await draft();
    const empty = await fetch(`${stack.restUrl}/api/contracts/pdfbased/uploadPDF?contract_id=${id}`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([empty.status, (await empty.json()).code]).toEqual([400, 'FIELD_IS_REQUIRED']);
    const html = await draft('html');
    expect((await uploadPdf(stack.restUrl, html, await pdfOfPages(1), admin)).body.code).toEqual('CONTRACT_IS_HTML');
    expect([await stored(id), await stored(html)]).toEqual([null, null]);
  });

  it("part 1 §6: light access is refused; another company's contract and a missing one answer 404 alike", async () => {
    const id = await draft();
    const bytes = await pdfOfPages(1);
    expect((await uploadPdf(stack.gatewayUrl, id, bytes, light)).status).toEqual(403);
    const theirs = await uploadPdf(stack.gatewayUrl, id, bytes, nl);
    const missing = await uploadPdf(stack.gatewayUrl, MISSING, bytes, nl);
    expect([theirs.status, theirs.body]).toEqual([404, missing.body]);
    expect((await uploadPdf(stack.gatewayUrl, 'not-an-id', bytes, admin)).status).toEqual(404);
    expect(await stored(id)).toBeNull();
  });

  it('part 2 §7 uploadPDF also takes contract_id and base64_pdf as JSON (REST only; a bad one stores nothing); the GraphQL base64 mutation is gone', async () => {
    const id = await draft();
    const json = await rest(stack, 'POST', '/api/contracts/pdfbased/uploadPDF', {
      token: admin,
      body: { contract_id: id, base64_pdf: 'JVBERi0=' },
    });
    expect([json.status, json.body.code, json.body.field]).toEqual([400, 'INVALID_PDF', 'base64_pdf']);
    const mutation = await graphql(
      stack,
      'mutation { uploadContractPdf(input: { contractId: "x", base64Pdf: "x" }) { userErrors { code } } }',
      {},
      admin,
    );
    expect(mutation.errors?.[0].message).toMatch(/Cannot query field "uploadContractPdf"/);
    expect(await stored(id)).toBeNull();
  });
});
