// README "Security": an upload cannot take the REST API down. Files made to expand when parsed (built here, none
// committed) are refused with their code and store nothing: a 300 KB .docx of 100 MB of XML (WORD_FILE_TOO_COMPLEX,
// from its central directory), the same declaring less than it holds (refused by the parse's worker), a 1 MB PDF whose
// object stream inflates to 1 GB (PDF_TOO_COMPLEX), and a PDF of that kind stored before these limits, when its
// signature page is appended. While each is refused, the REST API's /healthz keeps answering its 10 ms polls: the
// slowest answer is under half the upload's time, where a parse on the event loop would hold it for nearly all of it.
// A share, not a number of ms: on a machine whose cores other work keeps busy, every answer is slower alike.
// The database engine plays no part: PGlite only.
import { setTimeout as sleep } from 'node:timers/promises';
import { toGlobalId } from 'graphql-relay';
import { PDFDocument } from 'pdf-lib';
import { request } from 'undici';
import { MAX_CONTRACT_PDF_BYTES, MAX_WORD_FILE_ENTRIES } from '@people/domain/contracts';
import { declaringAtMost, pdfBomb, wordFileOfXml, zipOf } from '@people/rest/test/uploadBombs';
import { PARSE_LIMITS } from '@people/rest/contracts/uploadParsing';
import { uploadPdf } from '../support/contractFixtures';
import { demoPglite } from '../support/databases';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const PERSON = 3;
const MiB = 1024 * 1024;
/**
 * The slowest /healthz answer allowed while a file is refused: half the upload's time, or 250 ms for a refusal that
 * parses nothing and ends in a few hundred ms (on a busy machine a single answer can take that long with no parse).
 */
const healthKeptUp = (slowestHealth: number, ms: number) => slowestHealth < Math.max(0.5 * ms, 250);
/** A refusal comes within the parse's limits: a wait for a worker, then the parse's time. */
const REFUSED_WITHIN_MS = PARSE_LIMITS.waitMs + PARSE_LIMITS.timeMs;

describe('files made to take the REST API down are refused while it keeps answering', () => {
  let stack: Stack;
  let admin: string;
  let wordBomb: Buffer;
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    admin = await signIn(stack, 'admin@demo.be');
    wordBomb = await wordFileOfXml(100 * MiB);
    // A Word document and a PDF of a normal size are read, and each route refuses a file once by a check that parses
    // nothing: the routes' first answers (their libraries loaded; the test stack compiles an answer's serializer when it
    // is first sent, main.ts at start) are not what is measured below.
    const converted = await convert(await wordFileOfXml(64 * 1024));
    expect([converted.status, converted.body.content_html.startsWith('<p>Clause</p>')]).toEqual([200, true]);
    const manyParts = await zipOf(
      Array.from({ length: MAX_WORD_FILE_ENTRIES + 1 }, (_, i): [string, string] => [`word/part${i}.xml`, '<x/>']),
    );
    expect((await convert(manyParts)).body.code).toEqual('WORD_FILE_TOO_COMPLEX');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const id = await draftPdfContract();
    expect((await uploadPdf(stack.restUrl, id, await pdf.save(), admin)).body.pages).toEqual(1);
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_CONTRACT_PDF_BYTES)]);
    expect((await uploadPdf(stack.restUrl, id, tooLarge, admin)).body.code).toEqual('PDF_TOO_LARGE');
  });
  afterAll(() => stack.close());

  /** The health check's answer time in ms: a fresh connection each time, as a load balancer's probe makes. */
  const health = async () => {
    const started = performance.now();
    const answer = await request(`${stack.restUrl}/healthz`, { reset: true });
    await answer.body.text();
    if (answer.statusCode !== 200) throw new Error(`/healthz answered ${answer.statusCode}`);
    return performance.now() - started;
  };

  /**
   * The upload's answer and time, with the slowest /healthz of those asked every 10 ms while it ran. Each is timed from
   * when it was due, 10 ms after the one before answered: a stall of the event loop between two counts too.
   */
  async function whilePolled<T>(upload: () => Promise<T>) {
    await health();
    let uploading = true;
    const times: number[] = [];
    const polling = (async () => {
      let due = performance.now();
      while (uploading) {
        const late = performance.now() - due;
        // A check that fails (the connection refused or reset) counts as never answered.
        times.push(late + (await health().catch(() => Infinity)));
        due = performance.now() + 10;
        await sleep(10);
      }
    })();
    const started = performance.now();
    const answer = await upload();
    const ms = performance.now() - started;
    uploading = false;
    await polling;
    return { answer, ms, slowestHealth: Math.max(...times), polls: times.length };
  }

  const convert = (docx: Buffer) =>
    rest(stack, 'POST', '/api/contract_templates/conversion/word-to-html', {
      token: admin,
      body: { base64_word_file: docx.toString('base64'), extension: 'docx' },
    });
  const templates = async () =>
    (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contract_templates'))[0].n;
  const draftPdfContract = async () => {
    const added = await rest(stack, 'POST', '/api/contracts/addToEmployee', {
      token: admin,
      body: { employee_id: PERSON, file_type: 'pdf', contract_name: 'Bomb' },
    });
    return added.body.contract_id as number;
  };
  const storedPdf = async (id: number) =>
    (await stack.db.query<{ pdf: Uint8Array | null }>('SELECT pdf FROM contracts WHERE id = $1', [id]))[0].pdf;

  it.each([
    ['of 100 MB of XML in 300 KB', () => wordBomb],
    ['declaring less than the 100 MB it inflates to', () => declaringAtMost(wordBomb, 10_000)],
  ])(
    'a .docx %s is WORD_FILE_TOO_COMPLEX (413), converts nothing, and /healthz keeps answering',
    async (_what, file) => {
      const before = await templates();
      const { answer, ms, slowestHealth, polls } = await whilePolled(() => convert(file()));
      expect([answer.status, answer.body, answer.headers.i18n_code]).toEqual([
        413,
        {
          code: 'WORD_FILE_TOO_COMPLEX',
          message: 'The Word document is too large or too complex to import.',
          field: 'base64_word_file',
        },
        'WORD_FILE_TOO_COMPLEX',
      ]);
      expect([healthKeptUp(slowestHealth, ms), polls > 0, ms < REFUSED_WITHIN_MS]).toEqual([true, true, true]);
      expect(await templates()).toEqual(before);
    },
  );

  it('through the gateway the web app reads the code as the userError of convertWordToHtml', async () => {
    const answer = await graphql(
      stack,
      'mutation ($input: ConvertWordToHtmlInput!) { convertWordToHtml(input: $input) { contentHtml userErrors { code field } } }',
      { input: { base64WordFile: wordBomb.toString('base64') } },
      admin,
    );
    expect(answer.data.convertWordToHtml).toEqual({
      contentHtml: null,
      userErrors: [{ code: 'WORD_FILE_TOO_COMPLEX', field: ['input', 'base64WordFile'] }],
    });
  });

  it('a 1 MB PDF whose object stream inflates to 1 GB is PDF_TOO_COMPLEX (413) through the REST API and the gateway, stores nothing, and /healthz keeps answering', async () => {
    const id = await draftPdfContract();
    const bomb = pdfBomb(1024);
    expect(bomb.length < 1.1 * MiB).toEqual(true);
    for (const origin of [stack.restUrl, stack.gatewayUrl]) {
      const { answer, ms, slowestHealth, polls } = await whilePolled(() =>
        uploadPdf(origin, origin === stack.restUrl ? id : toGlobalId('Contract', String(id)), bomb, admin),
      );
      expect([answer.status, answer.body, answer.i18nCode]).toEqual([
        413,
        { code: 'PDF_TOO_COMPLEX', message: 'The PDF is too complex to read.', field: 'file' },
        'PDF_TOO_COMPLEX',
      ]);
      expect([healthKeptUp(slowestHealth, ms), polls > 0, ms < REFUSED_WITHIN_MS]).toEqual([true, true, true]);
    }
    expect(await storedPdf(id)).toBeNull();
  });

  it('such a PDF stored before these limits is PDF_TOO_COMPLEX (422) when its signature page is appended; /healthz keeps answering', async () => {
    const signed = async (pdf: Uint8Array) => {
      const id = await draftPdfContract();
      await stack.db.query('UPDATE contracts SET pdf = $2 WHERE id = $1', [id, pdf]);
      await stack.db.query(
        `INSERT INTO contract_signatures (contract_id, signer, name) VALUES ($1, 'employee', 'An Peeters')`,
        [id],
      );
      return id;
    };
    // A readable one first (pdf-lib makes the signature page on the event loop, loaded there on its first use).
    const readable = await request(`${stack.restUrl}/api/contract/${await signed(pdfBomb(1))}/pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([readable.statusCode, (await PDFDocument.load(await readable.body.arrayBuffer())).getPageCount()]).toEqual([
      200, 2,
    ]);
    // 64 MB from 65 KB, past the budget as well: a stored MB would measure PGlite (on this event loop) reading it.
    const id = await signed(pdfBomb(64));
    const { answer, ms, slowestHealth } = await whilePolled(() =>
      rest(stack, 'GET', `/api/contract/${id}/pdf`, { token: admin }),
    );
    expect([answer.status, answer.body]).toEqual([
      422,
      { code: 'PDF_TOO_COMPLEX', message: 'The PDF is too complex to read.' },
    ]);
    expect([healthKeptUp(slowestHealth, ms), ms < REFUSED_WITHIN_MS]).toEqual([true, true]);
  });
});
