// Audit (part 2 §7 Contracts): the calls the first sessions left out or took in another shape. The asset and
// car policies (addAssetPolicy with selected_assets, employee_id, template id; addCarPolicy with car_id, template id),
// uploadPDF with contract_id and base64_pdf as the spec writes it, a real .docx through word-to-html, and
// createTemplateContractPDF rendering the contract. Bad input is a
// 4xx with nothing stored; light access is refused (part 1 §6); another company's ids answer 404.
import { PDFDocument } from 'pdf-lib';
import { engines } from '../support/databases';
import { wordDocument } from '../support/docx';
import { activityOf, MISSING } from '../support/profile';
import { rest, signIn, startStack, type Stack } from '../support/stack';

const PERSON = 3;
const OTHER_PERSON = 4;

describe.each(engines())('contract calls of part 2 §7 on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let light: string;
  let nl: string;
  let companyId: number;
  let templateId: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, light, nl] = await Promise.all(
      ['admin@demo.be', 'light@demo.be', 'admin@demo.nl'].map((email) => signIn(stack, email)),
    );
    companyId = (
      await stack.db.query<{ company_id: number }>('SELECT company_id FROM employees WHERE id = $1', [PERSON])
    )[0].company_id;
    const added = await post('/api/contract_template/add', { name: 'Company property policy', type: 'other' });
    templateId = added.body.template_id;
    const content = '<h1>Company property</h1><p>{full_name} receives: {assets}{car}.</p>';
    expect(
      (
        await post('/api/contract_template/edit', {
          template_id: templateId,
          name: 'Company property policy',
          content_html: content,
        })
      ).status,
    ).toEqual(200);
  });
  afterAll(() => stack.close());

  const get = (path: string, token = admin) => rest(stack, 'GET', path, { token });
  const post = (path: string, body: unknown, token = admin) => rest(stack, 'POST', path, { token, body });
  const count = async (table: string) =>
    Number((await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const asset = async (employeeId: number | null, name: string) =>
    (
      await stack.db.query<{ id: number }>(
        'INSERT INTO assets (company_id, employee_id, asset_name) VALUES ($1, $2, $3) RETURNING id',
        [companyId, employeeId, name],
      )
    )[0].id;
  const car = async (employeeId: number | null, plate: string | null) =>
    (
      await stack.db.query<{ id: number }>(
        `INSERT INTO vehicles (company_id, employee_id, type, brand, model, plate) VALUES ($1, $2, 'car', 'Skoda', 'Octavia', $3) RETURNING id`,
        [companyId, employeeId, plate],
      )
    )[0].id;

  it('part 2 §7 addAssetPolicy: a draft contract of the person from the template, naming the selected assets in {assets}', async () => {
    const laptop = await asset(PERSON, 'Laptop 14"');
    const phone = await asset(PERSON, 'Phone & charger');
    const added = await post('/api/assets/addAssetPolicy', {
      selected_assets: [phone, laptop],
      employee_id: PERSON,
      template_id: templateId,
    });
    expect([added.status, added.body.employee_id]).toEqual([200, PERSON]);
    const contract = (await get(`/api/contract/${added.body.contract_id}/detail`)).body;
    expect([contract.status, contract.contract_name, contract.contract_template_id, contract.file_type]).toEqual([
      'draft',
      'Company property policy',
      templateId,
      'html',
    ]);
    expect(contract.rendered_html).toContain('receives: Phone &amp; charger, Laptop 14&quot;{car}.');
    const shortcodes = (await get(`/api/contracts/shortcodes/${added.body.contract_id}/list`)).body.data;
    expect(shortcodes.find((s: any) => s.shortcode === 'assets')).toEqual({
      shortcode: 'assets',
      value: 'Phone & charger, Laptop 14"',
      custom: 1,
    });
    const activity = await activityOf(stack.db, PERSON);
    expect(
      activity.some(
        (a) =>
          a.event_type === 'contract_added' &&
          (a.event_info_json as { contract_id?: number }).contract_id === added.body.contract_id,
      ),
    ).toBe(true);
  });

  it('part 2 §7 addCarPolicy: a draft contract of the car’s person naming the car in {car}; an unassigned car is refused', async () => {
    const id = await car(PERSON, '1-ABC-123');
    const added = await post('/api/cars/addCarPolicy', { car_id: id, template_id: templateId });
    expect([added.status, added.body.employee_id]).toEqual([200, PERSON]);
    expect((await get(`/api/contract/${added.body.contract_id}/detail`)).body.rendered_html).toContain(
      'receives: {assets}Skoda Octavia (1-ABC-123).',
    );
    const before = await count('contracts');
    const unassigned = await post('/api/cars/addCarPolicy', { car_id: await car(null, null), template_id: templateId });
    expect([unassigned.status, unassigned.body.code]).toEqual([409, 'CAR_NOT_ASSIGNED']);
    expect(await count('contracts')).toEqual(before);
  });

  it('policies: bad input 4xx, light access 403 (part 1 §6), another company 404, nothing stored', async () => {
    const mine = await asset(PERSON, 'Monitor');
    const colleagues = await asset(OTHER_PERSON, 'Desk');
    const myCar = await car(PERSON, null);
    const before = [await count('contracts'), await count('contract_shortcode_values')];
    const answers = await Promise.all([
      post('/api/assets/addAssetPolicy', {
        selected_assets: [mine, colleagues],
        employee_id: PERSON,
        template_id: templateId,
      }),
      post('/api/assets/addAssetPolicy', { selected_assets: [], employee_id: PERSON, template_id: templateId }),
      post('/api/assets/addAssetPolicy', { selected_assets: [mine], employee_id: PERSON, template_id: MISSING }),
      post(
        '/api/assets/addAssetPolicy',
        { selected_assets: [mine], employee_id: PERSON, template_id: templateId },
        light,
      ),
      post('/api/assets/addAssetPolicy', { selected_assets: [mine], employee_id: PERSON, template_id: templateId }, nl),
      post('/api/cars/addCarPolicy', { car_id: MISSING, template_id: templateId }),
      post('/api/cars/addCarPolicy', { car_id: myCar }),
      post('/api/cars/addCarPolicy', { car_id: myCar, template_id: templateId }, light),
      post('/api/cars/addCarPolicy', { car_id: myCar, template_id: templateId }, nl),
    ]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [404, 'NOT_FOUND'],
      [400, 'OUT_OF_RANGE'],
      [404, 'NOT_FOUND'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
      [400, 'FIELD_IS_REQUIRED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
    ]);
    expect([await count('contracts'), await count('contract_shortcode_values')]).toEqual(before);
  });

  it('part 2 §7 uploadPDF with contract_id and base64_pdf: stored with its pages counted; not a PDF is refused on base64_pdf', async () => {
    const id = (
      await post('/api/contracts/addToEmployee', {
        employee_id: PERSON,
        file_type: 'pdf',
        contract_name: 'Base64 upload',
      })
    ).body.contract_id;
    const bad = await post('/api/contracts/pdfbased/uploadPDF', {
      contract_id: id,
      base64_pdf: Buffer.from('not a pdf').toString('base64'),
    });
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'INVALID_PDF', 'base64_pdf']);
    expect(
      (await stack.db.query<{ pdf: Buffer | null }>('SELECT pdf FROM contracts WHERE id = $1', [id]))[0].pdf,
    ).toBeNull();
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    doc.addPage();
    const upload = await post('/api/contracts/pdfbased/uploadPDF', {
      contract_id: id,
      base64_pdf: `data:application/pdf;base64,${Buffer.from(await doc.save()).toString('base64')}`,
    });
    expect([upload.status, upload.body.pages, upload.body.employee_id]).toEqual([200, 3, PERSON]);
    expect((await get(`/api/contract/${id}/detail`)).body.has_pdf).toBe(true);
    expect((await post('/api/contracts/pdfbased/uploadPDF', { contract_id: id })).status).toEqual(400);
    expect(
      (await post('/api/contracts/pdfbased/uploadPDF', { contract_id: id, base64_pdf: 'JVBERi0=' }, light)).status,
    ).toEqual(403);
    expect(
      (await post('/api/contracts/pdfbased/uploadPDF', { contract_id: id, base64_pdf: 'JVBERi0=' }, nl)).status,
    ).toEqual(404);
  });

  it('part 2 §7 word-to-html: a .docx becomes the HTML of a template, with its paragraphs and bold text', async () => {
    const docx = wordDocument(['Employment contract', 'Between the employer and **{full_name}**, from {start_date}.']);
    const converted = await post('/api/contract_templates/conversion/word-to-html', {
      base64_word_file: docx.toString('base64'),
      extension: 'docx',
    });
    expect(converted.status).toEqual(200);
    expect(converted.body.content_html).toEqual(
      '<p>Employment contract</p><p>Between the employer and <strong>{full_name}</strong>, from {start_date}.</p>',
    );
    expect(
      (
        await post(
          '/api/contract_templates/conversion/word-to-html',
          { base64_word_file: docx.toString('base64'), extension: 'docx' },
          light,
        )
      ).status,
    ).toEqual(403);
  });

  it('part 2 §7 createTemplateContractPDF: an HTML contract is rendered as its PDF and its pages counted; a PDF contract is refused', async () => {
    const html = (
      await post('/api/contracts/addToEmployee', {
        employee_id: PERSON,
        file_type: 'html',
        contract_name: 'Rendered',
        public_library_contract_template_id: 1,
      })
    ).body.contract_id;
    const rendered = await post(`/api/contracts/${html}/createTemplateContractPDF`, {});
    expect([rendered.status, rendered.body.status, rendered.body.employee_id, rendered.body.pages >= 1]).toEqual([
      200,
      'draft',
      PERSON,
      true,
    ]);
    const pdf = (
      await post('/api/contracts/addToEmployee', { employee_id: PERSON, file_type: 'pdf', contract_name: 'Not HTML' })
    ).body.contract_id;
    expect((await post(`/api/contracts/${pdf}/createTemplateContractPDF`, {})).body.code).toEqual('CONTRACT_IS_PDF');
    expect((await post(`/api/contracts/${html}/createTemplateContractPDF`, {}, light)).status).toEqual(403);
    expect((await post(`/api/contracts/${html}/createTemplateContractPDF`, {}, nl)).status).toEqual(404);
  });

  it('part 2 §7 sendToEmployee with preferred_email_address_type: stored as sent; a type other than work or personal is a 400, nothing sent', async () => {
    const id = (
      await post('/api/contracts/addToEmployee', {
        employee_id: PERSON,
        file_type: 'html',
        contract_name: 'Sent to personal',
        public_library_contract_template_id: 1,
      })
    ).body.contract_id;
    const bad = await post('/api/contracts/sendToEmployee', { contract_id: id, preferred_email_address_type: 'fax' });
    expect(bad.status).toEqual(400);
    expect((await get(`/api/contract/${id}/detail`)).body.status).toEqual('draft');
    const sent = await post('/api/contracts/sendToEmployee', {
      contract_id: id,
      optional_message: 'Please sign',
      preferred_email_address_type: 'personal',
      signers: ['employee'],
    });
    expect([sent.status, sent.body.status]).toEqual([200, 'sent']);
    const [row] = await stack.db.query<{ preferred_email_address_type: string; optional_message: string }>(
      'SELECT preferred_email_address_type, optional_message FROM contracts WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ preferred_email_address_type: 'personal', optional_message: 'Please sign' });
  });
});
