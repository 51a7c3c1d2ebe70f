// Software licenses through the REST API (part 2 §2 software box, §3 software product and license, §4
// Licenses, §6 disable_software, §7 Software — every call, §9 "3 shown, 4 fetched"). PEOPLE_TODAY is 2026-06-15.
import ExcelJS from 'exceljs';
import { SOFTWARE_BOX } from '@people/domain/software';
import { engines, TEST_TODAY } from '../support/databases';
import { call, signIn, startRest, type RestStack } from '../support/daysOff';

describe.each(engines())('software licenses over REST on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  let light: string;
  let adminNl: string;
  let lightPerson: number;
  const get = (path: string, token: string) => call(stack, 'GET', path, { token });
  const post = (path: string, json: unknown, token: string) => call(stack, 'POST', path, { token, json });

  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager, light, adminNl] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'light@demo.be', 'admin@demo.nl'].map((e) => signIn(stack, e)),
    );
    [{ employee_id: lightPerson }] = await stack.db.query<{ employee_id: number }>(
      "SELECT employee_id FROM users WHERE email = 'light@demo.be'",
    );
  });
  afterAll(() => stack.close());

  const productId = async (name: string, company = 1) =>
    (
      await stack.db.query<{ id: number }>('SELECT id FROM software_products WHERE company_id = $1 AND name = $2', [
        company,
        name,
      ])
    )[0].id;

  it('part 2 §7 products/list: the demo products by name with counts and a catalogue logo; light access is refused (part 2 §6)', async () => {
    const answer = await get('/api/software/products/list', admin);
    expect(answer.status).toEqual(200);
    const slack = answer.body.data.find((p: { name: string }) => p.name === 'Slack');
    expect(slack).toMatchObject({ url: 'https://slack.com', insert_method: 'manual' });
    expect(slack.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(slack.active_licenses_count).toBeGreaterThan(0);
    expect(answer.body.data.find((p: { name: string }) => p.name === 'Label printer suite').logo).toBeNull();
    expect(
      (await get('/api/software/products/list?keyword=micro', admin)).body.data.map((p: { name: string }) => p.name),
    ).toEqual(['Microsoft 365']);
    expect((await get('/api/software/products/list', light)).status).toEqual(403);
  });

  it('part 2 §7 products/add with return_existing, edit, detail, custom fields and delete', async () => {
    const existing = await post('/api/software/products/add', { name: ' slack ', return_existing: 1 }, admin);
    expect(existing.status).toEqual(200);
    expect(existing.body).toMatchObject({ existing: 1, data: { id: await productId('Slack'), name: 'Slack' } });
    const refused = await post('/api/software/products/add', { name: 'SLACK' }, admin);
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([409, 'PRODUCT_EXISTS', 'name']);
    const added = await post(
      '/api/software/products/add',
      { name: 'Miro', url: 'miro.com', insert_method: 'manual' },
      admin,
    );
    expect(added.body).toMatchObject({ existing: 0, data: { name: 'Miro', url: 'miro.com', licenses_count: 0 } });
    expect(added.body.data.logo).toMatch(/^data:image\/svg\+xml/);
    const id = added.body.data.id;
    const edited = await post('/api/software/products/edit', { product_id: id, name: 'Miro boards', url: '' }, admin);
    expect(edited.body.data).toMatchObject({ name: 'Miro boards', url: null, logo: null });
    expect((await post('/api/software/products/edit', { product_id: id, name: 'Figma' }, admin)).body.code).toEqual(
      'PRODUCT_EXISTS',
    );
    expect((await get(`/api/software/products/${id}/detail`, admin)).body.data.name).toEqual('Miro boards');
    const fields = await get(`/api/software/products/${await productId('Slack')}/custom-fields`, admin);
    expect(fields.body.data.map((f: { name: string; value: string }) => [f.name, f.value])).toEqual([
      ['Plan', 'Business+'],
      ['Renewal', '01/03/2027'],
    ]);
    expect(
      (await post('/api/software/products/delete', { product_id: await productId('Slack') }, admin)).body.code,
    ).toEqual('PRODUCT_HAS_ACTIVE_LICENSES');
    expect((await post('/api/software/products/delete', { product_id: id }, admin)).status).toEqual(200);
    expect((await get(`/api/software/products/${id}/detail`, admin)).status).toEqual(404);
    // Bad input stores nothing and answers the spec's form of error.
    expect((await post('/api/software/products/add', { name: '' }, admin)).body.code).toEqual('OUT_OF_RANGE');
    expect((await post('/api/software/products/add', { url: 'x.com' }, admin)).body).toMatchObject({
      code: 'FIELD_IS_REQUIRED',
      field: 'name',
    });
    expect((await post('/api/software/products/add', { name: 'Light tool' }, light)).status).toEqual(403);
  });

  it("another company's products and licenses answer as missing ones", async () => {
    const nl = await productId('Exact Online', 2);
    expect((await get(`/api/software/products/${nl}/detail`, admin)).status).toEqual(404);
    expect((await get(`/api/software/products/${nl}/custom-fields`, admin)).status).toEqual(404);
    expect((await post('/api/software/products/edit', { product_id: nl, name: 'Mine' }, admin)).status).toEqual(404);
    const [license] = await stack.db.query<{ id: number }>(
      'SELECT id FROM software_licenses WHERE company_id = 2 LIMIT 1',
    );
    expect((await get(`/api/software/licenses/${license.id}/detail`, admin)).status).toEqual(404);
    expect((await post('/api/software/licenses/delete', { license_id: license.id }, admin)).status).toEqual(404);
    expect((await get(`/api/software/licenses/batch?ids=${license.id}`, admin)).body.data).toEqual([]);
    expect((await post('/api/software/licenses/add', { product_id: nl, employee_id: 2 }, admin)).status).toEqual(404);
  });

  it('part 2 §4, §7: add a license, edit its username, deactivate (date_deactivated), reactivate; each refused where it does not apply', async () => {
    const product = await productId('Teamleader');
    await stack.db.query('DELETE FROM software_licenses WHERE employee_id = 3 AND product_id = $1', [product]);
    const added = await post(
      '/api/software/licenses/add',
      { product_id: product, employee_id: 3, username: 'lucas' },
      manager,
    );
    expect(added.status).toEqual(200);
    expect(added.body.data).toMatchObject({
      name: 'Teamleader',
      employee_id: 3,
      username: 'lucas',
      active: 1,
      date_enabled: TEST_TODAY,
      date_deactivated: null,
    });
    const id = added.body.data.id;
    expect(
      (await post('/api/software/licenses/add', { product_id: product, employee_id: 3 }, manager)).body,
    ).toMatchObject({ code: 'LICENSE_EXISTS', field: 'product_id' });
    expect(
      (await post('/api/software/licenses/edit', { license_id: id, username: 'lucas.p' }, manager)).body.data.username,
    ).toEqual('lucas.p');
    const deactivated = await post('/api/software/licenses/delete', { license_id: id }, manager);
    expect(deactivated.body.data).toMatchObject({ active: 0, date_deactivated: TEST_TODAY });
    expect((await post('/api/software/licenses/delete', { license_id: id }, manager)).body.code).toEqual(
      'LICENSE_ALREADY_DEACTIVATED',
    );
    const reactivated = await post('/api/software/licenses/reactivate', { license_id: id }, manager);
    expect(reactivated.body.data).toMatchObject({ active: 1, date_deactivated: null });
    expect((await post('/api/software/licenses/reactivate', { license_id: id }, manager)).body.code).toEqual(
      'LICENSE_ALREADY_ACTIVE',
    );
    expect((await get(`/api/software/licenses/${id}/detail`, admin)).body.data).toMatchObject({
      id,
      url: 'https://www.teamleader.eu',
    });
    // part 2 §6: light access changes no license of another person.
    expect((await post('/api/software/licenses/edit', { license_id: id, username: 'x' }, light)).status).toEqual(403);
  });

  it('part 2 §7, §9: the person page asks per_page 4 and shows 3; light access sees their own software only', async () => {
    const [busy] = await stack.db.query<{ employee_id: number; n: number }>(
      'SELECT employee_id, count(*)::int AS n FROM software_licenses WHERE company_id = 1 GROUP BY employee_id HAVING count(*) > 4 ORDER BY employee_id LIMIT 1',
    );
    const answer = await get(
      `/api/software/licenses/employee/${busy.employee_id}/list?per_page=${SOFTWARE_BOX.fetched}`,
      admin,
    );
    expect([answer.body.data.length, answer.body.total]).toEqual([4, busy.n]);
    // part 2 §2: active first (inactive muted after them), then the latest added.
    const actives = answer.body.data.map((l: { active: number }) => l.active);
    expect(actives).toEqual([...actives].sort().reverse());
    expect((await get(`/api/software/licenses/employee/${lightPerson}/list`, light)).status).toEqual(200);
    expect((await get(`/api/software/licenses/employee/${busy.employee_id}/list`, light)).status).toEqual(403);
    expect((await get('/api/software/licenses/employee/61/list', admin)).status).toEqual(404);
  });

  it('part 2 §7: the company list, grouped, and per product with paging, keyword and order', async () => {
    const list = await get('/api/software/licenses/list?per_page=5&page=1', admin);
    expect(list.body.data.length).toEqual(5);
    const [{ n }] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM software_licenses WHERE company_id = 1',
    );
    expect(list.body.total).toEqual(n);
    const grouped = await get('/api/software/licenses/list/grouped', admin);
    expect(grouped.body.data.reduce((sum: number, g: { licenses: unknown[] }) => sum + g.licenses.length, 0)).toEqual(
      n,
    );
    const slack = await productId('Slack');
    const byProduct = await get(
      `/api/software/licenses/product/${slack}/list?per_page=3&orderby_column=employee_name&orderby_direction=desc`,
      admin,
    );
    const names = byProduct.body.data.map((l: { employee_name: string }) => l.employee_name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(byProduct.body.data.every((l: { product_id: number }) => l.product_id === slack)).toBe(true);
    const someone = byProduct.body.data[0].employee_name;
    const keyword = await get(
      `/api/software/licenses/product/${slack}/list?keyword=${encodeURIComponent(someone)}`,
      admin,
    );
    expect(keyword.body.data.every((l: { employee_name: string }) => l.employee_name === someone)).toBe(true);
    expect((await get(`/api/software/licenses/product/${slack}/list?orderby_column=password`, admin)).status).toEqual(
      400,
    );
    expect((await get('/api/software/licenses/list', light)).status).toEqual(403);
  });

  it('part 2 §7 licenses/list/excel is a real .xlsx workbook, read back with exceljs; it needs the Excel export permission', async () => {
    const response = await fetch(`${stack.url}/api/software/licenses/list/excel`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toEqual(200);
    expect(response.headers.get('content-type')).toEqual(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Licenses')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Product',
      'URL',
      'Person',
      'Username',
      'Active',
      'Added',
      'Deactivated',
    ]);
    const [{ n }] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM software_licenses WHERE company_id = 1',
    );
    expect(sheet.actualRowCount).toEqual(n + 1);
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
    expect((await get('/api/software/licenses/list/excel', manager)).status).toEqual(403);
  });

  it('part 2 §7 GET /v1/companies/suggest answers logos from the shipped catalogue', async () => {
    const answer = await get('/v1/companies/suggest?query=sla', admin);
    expect(answer.body.data.map((s: { name: string; domain: string }) => [s.name, s.domain])).toEqual([
      ['Slack', 'slack.com'],
    ]);
    expect(answer.body.data[0].logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await get('/v1/companies/suggest?query=', admin)).body.data).toEqual([]);
    expect((await get('/v1/companies/suggest?query=sla', light)).status).toEqual(403);
  });

  it('part 2 §6: disable_software hides software on every route of the company', async () => {
    await stack.db.query("UPDATE companies SET features = array_append(features, 'disable_software') WHERE id = 2");
    try {
      const [license] = await stack.db.query<{ id: number; employee_id: number; product_id: number }>(
        'SELECT id, employee_id, product_id FROM software_licenses WHERE company_id = 2 LIMIT 1',
      );
      const answers = await Promise.all([
        get('/api/software/products/list', adminNl),
        get(`/api/software/products/${license.product_id}/detail`, adminNl),
        get(`/api/software/licenses/employee/${license.employee_id}/list`, adminNl),
        get(`/api/software/licenses/${license.id}/detail`, adminNl),
        get('/api/software/licenses/list', adminNl),
        get('/v1/companies/suggest?query=sl', adminNl),
        post('/api/software/licenses/delete', { license_id: license.id }, adminNl),
        post('/api/software/products/add', { name: 'Hidden' }, adminNl),
      ]);
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
      expect((await get(`/api/software/licenses/batch?ids=${license.id}`, adminNl)).body.data).toEqual([]);
      // Demo Belgium keeps it.
      expect((await get('/api/software/products/list', admin)).status).toEqual(200);
    } finally {
      await stack.db.query("UPDATE companies SET features = array_remove(features, 'disable_software') WHERE id = 2");
    }
  });
});
