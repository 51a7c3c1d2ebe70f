// Contracts through the REST API (part 2 §3, §4 Contracts, §5, §7 Contracts): a template with shortcodes and
// signer requirements, added to a person, previewed filled in, sent, signed internally by the first and the second
// signer, the status draft → sent → signed with an activity item per step, a real PDF read back with pdf-parse, the
// public library, an uploaded PDF, the provider's local steps, soft/hard delete, another company's ids 404, bad input 4xx
// with nothing stored, and light access without contracts (part 1 §6).
import { request } from 'undici';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { engines } from '../support/databases';
import { uploadPdf } from '../support/contractFixtures';
import { activityOf, MISSING } from '../support/profile';
import { rest, signIn, startStack, type Stack } from '../support/stack';

/** A 1×1 PNG: a drawn signature as signature_pad's toDataURL gives it. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PERSON = 3;

describe.each(engines())('contracts over REST on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let light: string;
  let nl: string;
  let adminId: number;
  let managerId: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, light, nl] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'light@demo.be', 'admin@demo.nl'].map((email) => signIn(stack, email)),
    );
    const users = await stack.db.query<{ id: number; email: string }>(
      `SELECT id, email FROM users WHERE email IN ('admin@demo.be', 'manager@demo.be')`,
    );
    adminId = users.find((u) => u.email === 'admin@demo.be')!.id;
    managerId = users.find((u) => u.email === 'manager@demo.be')!.id;
  });
  afterAll(() => stack.close());

  const get = (path: string, token = admin) => rest(stack, 'GET', path, { token });
  const post = (path: string, body: unknown, token = admin) => rest(stack, 'POST', path, { token, body });
  const pdfOf = async (id: number, token = admin) => {
    const response = await request(`${stack.restUrl}/api/contract/${id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      bytes: Buffer.from(await response.body.arrayBuffer()),
    };
  };
  const count = async (table: string) =>
    Number((await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  async function templateWithSigners(): Promise<number> {
    const added = await post('/api/contract_template/add', { name: 'Employment with shortcodes', type: 'employment' });
    expect(added.status).toEqual(200);
    const id = added.body.template_id;
    const content =
      '<h1>Employment contract</h1><p>Between {company_name} and {full_name}, starting {start_date}.</p><p>Position: {job_title}; bonus {bonus}.</p>';
    expect(
      (
        await post('/api/contract_template/edit', {
          template_id: id,
          name: 'Employment with shortcodes',
          content_html: content,
        })
      ).status,
    ).toEqual(200);
    const requirements = await post('/api/contract_template/editSignatureRequirements', {
      template_id: id,
      internal_signature_required: 1,
      internal_signer_user_id: adminId,
      second_internal_signer_user_id: managerId,
    });
    expect(requirements.status).toEqual(200);
    return id;
  }

  it('part 2 §7 hashtags: the shortcodes a template may use', async () => {
    const { status, body } = await get('/api/contract_template/hashtags');
    expect(status).toEqual(200);
    expect(body.data).toEqual(expect.arrayContaining(['first_name', 'last_name', 'start_date', 'wage']));
  });

  it('part 2 §4, §5: template → person → preview → send → first and second signer → signed, each step an activity item, a PDF with the values', async () => {
    const templateId = await templateWithSigners();
    const detail = await get(`/api/contract_template/${templateId}/detail`);
    expect([
      detail.body.internal_signature_required,
      detail.body.internal_signer_user_id,
      detail.body.second_internal_signer_user_id,
    ]).toEqual([1, adminId, managerId]);

    const [person] = await stack.db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM employees WHERE id = $1',
      [PERSON],
    );
    const fullName = `${person.first_name} ${person.last_name}`;
    const preview = await post('/api/contract_template/preview', { template_id: templateId, employee_id: PERSON });
    expect(preview.body.content_html).toContain(`and ${fullName}, starting`);

    const added = await post('/api/contracts/addToEmployee', {
      employee_id: PERSON,
      file_type: 'html',
      contract_name: 'Contract of employment',
      contract_template_id: templateId,
      pdf_employee_signature_required: 0,
    });
    expect(added.status).toEqual(200);
    const id = added.body.contract_id;
    expect(
      (
        await post('/api/contracts/shortcodes/setCustomShortcodeValue', {
          contract_id: id,
          shortcode: 'bonus',
          value: '13th month',
        })
      ).status,
    ).toEqual(200);
    let contract = (await get(`/api/contract/${id}/detail`)).body;
    expect([
      contract.status,
      contract.additional_contract_template_info_id,
      contract.pdf_internal_signature_required,
    ]).toEqual(['draft', -1, 1]);
    expect(contract.rendered_html).toContain(fullName);
    expect(contract.rendered_html).toContain('bonus 13th month');

    // part 2 §4: no internal signature before the contract is sent.
    expect(
      (
        await post('/api/contract/signInternally', {
          contract_id: id,
          name: 'Anna Admin',
          base64_signature: SIGNATURE_PNG,
          is_second_signer: 0,
        })
      ).body.code,
    ).toEqual('CONTRACT_NOT_SENT');
    const sent = await post('/api/contracts/sendToEmployee', { contract_id: id, optional_message: 'Please read it.' });
    expect([sent.status, sent.body.status]).toEqual([200, 'sent']);
    expect((await get('/api/contract/pendingInternal')).body.data.map((c: any) => c.id)).toContain(id);

    // part 2 §5: the second signer signs after the first; only the named user signs a named slot.
    expect(
      (
        await post(
          '/api/contract/signInternally',
          { contract_id: id, name: 'Marc Manager', base64_signature: SIGNATURE_PNG, is_second_signer: 1 },
          manager,
        )
      ).body.code,
    ).toEqual('FIRST_SIGNER_FIRST');
    expect(
      (
        await post(
          '/api/contract/signInternally',
          { contract_id: id, name: 'Marc Manager', base64_signature: SIGNATURE_PNG, is_second_signer: 0 },
          manager,
        )
      ).status,
    ).toEqual(403);
    const first = await post('/api/contract/signInternally', {
      contract_id: id,
      name: 'Anna Admin',
      base64_signature: SIGNATURE_PNG,
      is_second_signer: 0,
    });
    expect([first.status, first.body.status]).toEqual([200, 'sent']);
    const second = await post(
      '/api/contract/signInternally',
      { contract_id: id, name: 'Marc Manager', base64_signature: SIGNATURE_PNG, is_second_signer: 1 },
      manager,
    );
    expect([second.status, second.body.status]).toEqual([200, 'signed']);
    contract = (await get(`/api/contract/${id}/detail`)).body;
    expect([
      contract.status,
      contract.date_signed === null,
      contract.signatures.map((s: any) => [s.signer, s.name]),
    ]).toEqual([
      'signed',
      false,
      [
        ['first', 'Anna Admin'],
        ['second', 'Marc Manager'],
      ],
    ]);
    const signers = (await get(`/api/contracts/${id}/signers`)).body.data;
    expect(signers.map((s: any) => [s.signer, s.user_id, s.signed])).toEqual([
      ['first', adminId, 1],
      ['second', managerId, 1],
    ]);
    expect(
      (await activityOf(stack.db, PERSON))
        .filter((a) => a.event_type.startsWith('contract_'))
        .map((a) => a.event_type)
        .reverse(),
    ).toEqual(expect.arrayContaining(['contract_added', 'contract_sent', 'contract_signed']));

    const pdf = await pdfOf(id);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(fullName);
    expect(text).toContain('13th month');
    expect(text).toContain('First internal signer: Anna Admin');
    expect(text).toContain('Second internal signer: Marc Manager');
    // Both drawn signatures are placed in the PDF as images (each PNG with its alpha mask), not only the signers' names.
    const images = (await PDFDocument.load(pdf.bytes)).context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    const masks = new Set(
      images.map(([, object]) => (object as PDFRawStream).dict.get(PDFName.of('SMask'))?.toString()),
    );
    expect(images.filter(([ref]) => !masks.has(ref.toString()))).toHaveLength(2);
  });

  it('part 2 §7 public library: search by keyword and type; a contract from it', async () => {
    const all = (await get('/api/contract_template/public_library/list')).body.data;
    expect(all.map((t: any) => [t.type, t.country_code])).toEqual([
      ['employment', 'BE'],
      ['fixed_term', 'BE'],
      ['student', 'BE'],
      ['employment', 'NL'],
    ]);
    expect(
      (await get('/api/contract_template/public_library/list?keyword=student')).body.data.map(
        (t: any) => t.template_id,
      ),
    ).toEqual([3]);
    expect(
      (await get('/api/contract_template/public_library/list?type=employment&keyword=nederland')).body.data.map(
        (t: any) => t.template_id,
      ),
    ).toEqual([4]);
    expect((await get('/api/contract_template/public_library/2/detail')).body.content_html).toContain('{end_date}');
    const added = await post('/api/contracts/addToEmployee', {
      employee_id: PERSON,
      file_type: 'html',
      contract_name: 'Student',
      public_library_contract_template_id: 3,
    });
    expect(
      (await get(`/api/contract/${added.body.contract_id}/detail`)).body.public_library_contract_template_id,
    ).toEqual(3);
  });

  it('part 2 §7 uploadPDF: a PDF is stored (pages counted), anything else is refused and nothing stored; the provider signs for the employee', async () => {
    const added = await post('/api/contracts/addToEmployee', {
      employee_id: PERSON,
      file_type: 'pdf',
      contract_name: 'Uploaded',
      pdf_employee_signature_required: 1,
    });
    const id = added.body.contract_id;
    const bad = await uploadPdf(stack.restUrl, id, Buffer.from('not a pdf'), admin);
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_PDF']);
    expect((await post('/api/contracts/sendToEmployee', { contract_id: id })).body.code).toEqual(
      'CONTRACT_PDF_MISSING',
    );
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Uploaded contract body');
    doc.addPage();
    const upload = await uploadPdf(stack.restUrl, id, Buffer.from(await doc.save()), admin);
    expect([upload.status, upload.body.pages]).toEqual([200, 2]);
    expect(
      (await post('/api/contracts/sendToEmployee', { contract_id: id, signers: ['employee'] })).body.status,
    ).toEqual('sent');
    expect((await post(`/api/contracts/${id}/retryProcessSignicatContracts`, {})).body.code).toEqual(
      'NOTHING_TO_RETRY',
    );
    const processed = await post(`/api/contracts/${id}/processSignicatContracts`, {});
    expect([processed.status, processed.body.status]).toEqual([200, 'signed']);
    const text = await new PDFParse({ data: new Uint8Array((await pdfOf(id)).bytes) }).getText();
    expect(text.text).toContain('Uploaded contract body');
    expect(text.text).toContain('Employee:');
  });

  it('part 2 §4: soft delete, undelete, hard delete (only after a soft delete)', async () => {
    const id = (
      await post('/api/contracts/addToEmployee', {
        employee_id: PERSON,
        file_type: 'html',
        contract_name: 'To delete',
        public_library_contract_template_id: 1,
      })
    ).body.contract_id;
    expect((await post('/api/contracts/hardDelete', { contract_id: id })).body.code).toEqual('CONTRACT_NOT_DELETED');
    expect((await post('/api/contracts/delete', { contract_id: id })).status).toEqual(200);
    expect((await get(`/api/contract/${id}/exists`)).body.exists).toEqual(0);
    expect((await get(`/api/contracts/list?employee_id=${PERSON}`)).body.data.map((c: any) => c.id)).not.toContain(id);
    expect((await post('/api/contracts/undelete', { contract_id: id })).status).toEqual(200);
    expect((await post('/api/contracts/editName', { contract_id: id, contract_name: 'Renamed' })).status).toEqual(200);
    expect((await post('/api/contracts/delete', { contract_id: id })).status).toEqual(200);
    expect((await post('/api/contracts/hardDelete', { contract_id: id })).status).toEqual(200);
    expect((await get(`/api/contract/${id}/detail`)).status).toEqual(404);
  });

  it("part 1 §6: light access sees no contracts and changes none; another company's ids answer 404", async () => {
    const id = (
      await post('/api/contracts/addToEmployee', {
        employee_id: PERSON,
        file_type: 'html',
        contract_name: 'Hidden',
        public_library_contract_template_id: 1,
      })
    ).body.contract_id;
    expect((await get(`/api/contract/employee/${PERSON}/list`, light)).status).toEqual(403);
    expect((await get(`/api/contract/${id}/detail`, light)).status).toEqual(403);
    expect((await get('/api/contract_template/list', light)).status).toEqual(403);
    expect((await post('/api/contracts/delete', { contract_id: id }, light)).status).toEqual(403);
    expect((await get(`/api/contract/${id}/detail`, nl)).status).toEqual(404);
    expect((await pdfOf(id, nl)).status).toEqual(404);
    expect((await post('/api/contracts/delete', { contract_id: id }, nl)).status).toEqual(404);
    expect((await get(`/api/contract/${MISSING}/detail`)).status).toEqual(404);
    expect(
      (await post('/api/contract_template/add', { name: 'Not mine', type: 'employment' }, manager)).status,
    ).toEqual(403);
  });

  it('bad input: 4xx with a code, nothing stored', async () => {
    const before = [await count('contracts'), await count('contract_templates'), await count('contract_signatures')];
    const answers = await Promise.all([
      post('/api/contract_template/add', { name: '', type: 'employment' }),
      post('/api/contract_template/add', { name: 'X', type: 'nonsense' }),
      post('/api/contracts/addToEmployee', { employee_id: PERSON, file_type: 'html', contract_name: 'Neither' }),
      post('/api/contracts/addToEmployee', {
        employee_id: PERSON,
        file_type: 'html',
        contract_name: 'Missing',
        contract_template_id: MISSING,
      }),
      post('/api/contracts/addToEmployee', {
        employee_id: MISSING,
        file_type: 'html',
        contract_name: 'Nobody',
        public_library_contract_template_id: 1,
      }),
      post('/api/contract/signInternally', {
        contract_id: 1,
        name: 'X',
        base64_signature: 'bm90IGEgcG5n',
        is_second_signer: 0,
      }),
      post('/api/contracts/shortcodes/setCustomShortcodeValue', { contract_id: 1, shortcode: 'Bad Code', value: 'x' }),
      post('/api/contract_templates/conversion/word-to-html', {
        base64_word_file: 'bm90IGEgZG9jeA==',
        extension: 'docx',
      }),
    ]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [400, 'OUT_OF_RANGE'],
      [400, 'INVALID_INPUT'],
      [400, 'FIELD_IS_REQUIRED'],
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
      [400, 'INVALID_SIGNATURE'],
      [400, 'INVALID_SHORTCODE'],
      [400, 'INVALID_WORD_FILE'],
    ]);
    expect([await count('contracts'), await count('contract_templates'), await count('contract_signatures')]).toEqual(
      before,
    );
  });
});
