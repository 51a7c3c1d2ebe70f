// The contract history export (part 2 §6: "contract history export needs Excel export permission and wages
// access"; part 1 §6: light access hides contract access): a real .xlsx read back with exceljs, from the REST API and
// through the gateway's URL; each refusal is 403 FORBIDDEN and another company's person 404.
import ExcelJS from 'exceljs';
import { engines } from '../support/databases';
import { gid, MISSING } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const PERSON = 3;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['Person', 'Contract', 'Type', 'Status', 'Created', 'Sent', 'Signed', 'Signatures', 'Deleted'];

describe.each(engines())('the contract history export on %s', (_engine, open) => {
  let stack: Stack;
  const tokens: Record<string, string> = {};
  let dutchPerson: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    // A user with the Excel export permission but no wage access, and a light one with both: each must be refused.
    await stack.db.query("UPDATE users SET export_excel = 1 WHERE email = 'nowage@demo.be'");
    await stack.db.query("UPDATE users SET export_excel = 1, access_wages = 1 WHERE email = 'light@demo.be'");
    await stack.db.query("UPDATE users SET export_excel = 1 WHERE email = 'admin@demo.nl'");
    for (const email of ['admin@demo.be', 'manager@demo.be', 'nowage@demo.be', 'light@demo.be', 'admin@demo.nl'])
      tokens[email] = await signIn(stack, email);
    [{ id: dutchPerson }] = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = 2 ORDER BY id LIMIT 1',
    );
  });
  afterAll(() => stack.close());

  const download = async (url: string, email = 'admin@demo.be') => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${tokens[email]}` } });
    if (response.headers.get('content-type') !== XLSX)
      return { status: response.status, body: await response.json(), rows: [] as unknown[][] };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Contracts')!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    return { status: response.status, disposition: response.headers.get('content-disposition'), body: null, rows };
  };

  it("part 2 §6: a person's history as a real .xlsx, deleted contracts included, each contract its row", async () => {
    const added = await rest(stack, 'POST', '/api/contracts/addToEmployee', {
      token: tokens['admin@demo.be'],
      body: {
        employee_id: PERSON,
        file_type: 'html',
        contract_name: 'Deleted for the history',
        public_library_contract_template_id: 1,
      },
    });
    expect(
      (
        await rest(stack, 'POST', '/api/contracts/delete', {
          token: tokens['admin@demo.be'],
          body: { contract_id: added.body.contract_id },
        })
      ).status,
    ).toEqual(200);
    const stored = await stack.db.query<{ contract_name: string; status: string; deleted: number; name: string }>(
      `SELECT c.contract_name, c.status, c.deleted, e.first_name || ' ' || e.last_name AS name FROM contracts c JOIN employees e ON e.id = c.employee_id
        WHERE c.employee_id = $1 ORDER BY c.date_created DESC, c.id DESC`,
      [PERSON],
    );
    const file = await download(`${stack.restUrl}/api/contract/employee/${PERSON}/list/excel`);
    expect(file.status).toEqual(200);
    expect(file.disposition).toMatch(/^attachment; filename="contracts-3-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(file.rows[0]).toEqual(HEADERS);
    expect(file.rows.slice(1).map((r) => [r[0], r[1], r[3], r[8]])).toEqual(
      stored.map((s) => [s.name, s.contract_name, s.status, s.deleted === 1 ? 'yes' : 'no']),
    );
    expect(file.rows.slice(1).find((r) => r[1] === 'Deleted for the history')?.[8]).toEqual('yes');
    // Dates are date cells (shown DD/MM/YYYY, part 2 §9), so a spreadsheet sorts them as dates.
    expect(file.rows[1][4]).toBeInstanceOf(Date);
  });

  it("part 2 §6: the company's history lists the contracts of every person the caller sees", async () => {
    const [{ n }] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contracts WHERE company_id = 1',
    );
    const file = await download(`${stack.restUrl}/api/contract/list/excel`);
    expect([file.status, file.rows.length - 1]).toEqual([200, n]);
    const dutch = await download(`${stack.restUrl}/api/contract/list/excel`, 'admin@demo.nl');
    const [{ n: theirs }] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contracts WHERE company_id = 2',
    );
    expect([dutch.status, dutch.rows.length - 1]).toEqual([200, theirs]);
  });

  it.each([
    ['part 2 §6: without the Excel export permission', 'manager@demo.be'],
    ['part 2 §6: without wage access', 'nowage@demo.be'],
    ['part 1 §6: with light access (contract access hidden), even with both', 'light@demo.be'],
  ])('%s the export is refused with FORBIDDEN', async (_title, email) => {
    for (const path of [`/api/contract/employee/${PERSON}/list/excel`, '/api/contract/list/excel']) {
      const answer = await download(`${stack.restUrl}${path}`, email);
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
  });

  it("another company's person answers 404 like a missing one", async () => {
    const theirs = await download(`${stack.restUrl}/api/contract/employee/${dutchPerson}/list/excel`);
    const missing = await download(`${stack.restUrl}/api/contract/employee/${MISSING}/list/excel`);
    expect([theirs.status, theirs.body]).toEqual([404, missing.body]);
  });

  it('through the gateway: the URL only for who may export, and the file at it', async () => {
    const query = 'query ($id: ID!) { contractHistoryExportUrl employee(id: $id) { contractHistoryExportUrl } }';
    const admin = await graphql(stack, query, { id: gid(PERSON) }, tokens['admin@demo.be']);
    expect(admin.data).toEqual({
      contractHistoryExportUrl: '/api/contract/list/excel',
      employee: { contractHistoryExportUrl: `/api/contract/employee/${PERSON}/list/excel` },
    });
    for (const email of ['manager@demo.be', 'nowage@demo.be']) {
      const refused = await graphql(stack, query, { id: gid(PERSON) }, tokens[email]);
      expect([email, refused.data]).toEqual([
        email,
        { contractHistoryExportUrl: null, employee: { contractHistoryExportUrl: null } },
      ]);
    }
    const file = await download(`${stack.gatewayUrl}${admin.data.employee.contractHistoryExportUrl}`);
    expect([file.status, file.rows[0]]).toEqual([200, HEADERS]);
    // The Employee's global id works in the path too; a refusal comes back as the REST API's.
    expect(
      (await download(`${stack.gatewayUrl}/api/contract/employee/${encodeURIComponent(gid(PERSON))}/list/excel`))
        .status,
    ).toEqual(200);
    const refused = await download(`${stack.gatewayUrl}/api/contract/list/excel`, 'manager@demo.be');
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
  });
});
