// "The people directory" through the REST API and the gateway: search by name, e-mail and employee number
// (the same on PGlite and PostgreSQL, whatever the case and accents, through the trigram index of migration 018),
// filters, sort, bad input, the export with wage columns only under wage access (part 1 §6), and the web
// app's own PeopleRouteQuery costs the same few REST calls for 10, 25, 50 and 100 rows.
import ExcelJS from 'exceljs';
import { persistedOperation } from '@people/gateway/core/persistedQueries';
import { engines } from '../support/databases';
import { BELGIUM, NETHERLANDS } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

// The web app's own query (after `npm run generate`: relay-compiler's persisted map), so the test sends what a browser sends.
const PEOPLE_ROUTE_QUERY: string = persistedOperation('PeopleRouteQuery').text;
// The filter options, which the route loads beside the list (they grow with the company, the page does not).
const PEOPLE_FILTERS_QUERY: string = persistedOperation('PeopleFiltersQuery').text;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(engines())('people directory on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let nowage: string;
  let accented: { eloise: number; jurgen: number };

  const list = async (query: string, token = admin) => rest(stack, 'GET', `/api/employees?${query}`, { token });
  const names = async (query: string) => {
    const answer = await list(query);
    expect(answer.status).toEqual(200);
    return (answer.body.data as { name: string }[]).map((p) => p.name);
  };

  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, nowage] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'nowage@demo.be')]);
    const [team] = await stack.db.query<{ id: number }>(
      'SELECT id FROM teams WHERE company_id = $1 ORDER BY id LIMIT 1',
      [BELGIUM],
    );
    const [manager] = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = $1 AND deleted = 0 AND sensitive_profile = 0 ORDER BY id LIMIT 1',
      [BELGIUM],
    );
    // People whose names carry accents, and enough more for a page of 100 (the demo company has fewer).
    const ids = await stack.db.query<{ id: number }>(
      `INSERT INTO employees (company_id, first_name, last_name, email, link_source_app_employee_number, team_id, join_date)
       VALUES ($1, 'Éloïse', 'Çağlar', 'eloise.caglar@demo-belgium.be', 'EMP-9001', $2, '2021-03-01'),
              ($1, 'Jürgen', 'MÜLLER', 'j.muller@demo-belgium.be', 'ÆB-77', $2, '2019-09-15')
       RETURNING id`,
      [BELGIUM, team.id],
    );
    accented = { eloise: ids[0].id, jurgen: ids[1].id };
    const extra = await stack.db.query<{ id: number }>(
      `INSERT INTO employees (company_id, first_name, last_name, email, team_id, join_date)
       SELECT $1, 'Extra', 'Zz Person ' || lpad(g::text, 3, '0'), 'extra' || g || '@demo-belgium.be', $2, '2020-01-01'
         FROM generate_series(1, 60) g RETURNING id`,
      [BELGIUM, team.id],
    );
    const all = [...ids, ...extra].map((r) => r.id);
    await stack.db.query(
      `INSERT INTO role_history (employee_id, title, start_date) SELECT unnest($1::int[]), 'Directory tester', '2020-01-01'`,
      [all],
    );
    await stack.db.query(
      `INSERT INTO reports_to (employee_id, manager_id, start_date) SELECT unnest($1::int[]), $2, '2020-01-01'`,
      [all, manager.id],
    );
  });
  afterAll(() => stack.close());

  describe('search (name, work e-mail, employee number; case and accents do not matter)', () => {
    it.each([
      ['eloise', ['Éloïse Çağlar']],
      ['ÉLOÏSE', ['Éloïse Çağlar']],
      ['caglar', ['Éloïse Çağlar']],
      ['ÇAĞLAR éloïse', ['Éloïse Çağlar']],
      ['eloise.caglar@demo', ['Éloïse Çağlar']],
      ['emp-9001', ['Éloïse Çağlar']],
      ['muller', ['Jürgen MÜLLER']],
      ['Müller', ['Jürgen MÜLLER']],
      ['jurgen', ['Jürgen MÜLLER']],
      ['aeb-77', ['Jürgen MÜLLER']],
      ['%', []],
      ['_lo', []],
    ])('%s finds %j', async (search, expected) => {
      const found = await names(`search=${encodeURIComponent(search)}&limit=100`);
      expect(found.filter((name) => !name.startsWith('Extra '))).toEqual(expected);
    });

    it('is served by the trigram index of migration 018 (EXPLAIN with sequential scans off)', async () => {
      const plan = await stack.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT id FROM employees e WHERE e.search_text LIKE people_search_normalize('%caglar%')`,
        );
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/employees_search_trgm/);
    });

    it("the list's count reads the index of the people not archived (migration 029), not the wide table", async () => {
      const plan = await stack.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT count(*) FROM employees e WHERE e.company_id = $1 AND e.deleted = 0`,
          [BELGIUM],
        );
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/employees_company_live/);
    });

    it('the index takes new people in at once (migration 028: no pending list every search would read)', async () => {
      const [index] = await stack.db.query<{ reloptions: string[] }>(
        `SELECT reloptions FROM pg_class WHERE relname = 'employees_search_trgm'`,
      );
      expect(index.reloptions).toEqual(['fastupdate=off']);
    });

    /** Every row of a list query, a page of `size` at a time, and the total each page answered. */
    async function pages(query: string, size: number) {
      const rows: { id: number; name: string; email: string | null; link_source_app_employee_number: string | null }[] =
        [];
      const totals = new Set<number>();
      for (let offset = 0; ; offset += size) {
        const page = await list(`${query}&limit=${size}&offset=${offset}`);
        expect(page.status).toEqual(200);
        rows.push(...page.body.data);
        totals.add(page.body.total);
        if (page.body.data.length < size) return { rows, totals: [...totals] };
      }
    }

    // A search reads its matches once and takes the page and the count from them (employeeSql.ts
    // searchEmployees); its pages must be those of the plain list in the same sort, narrowed to the matches.
    it.each([
      'sort=name',
      'sort=name&order=desc',
      'sort=first_name',
      'sort=join_date&order=desc',
      'sort=employee_number',
      'sort=team',
      'sort=department&order=desc',
    ])(
      'a word many people carry (%s): its pages are the sorted list narrowed to the matches, without overlap, each with the count of all matches',
      async (sort) => {
        const everyone = (await pages(`status=all&${sort}`, 100)).rows;
        const expected = everyone.filter((p) =>
          `${p.name} ${p.email ?? ''} ${p.link_source_app_employee_number ?? ''}`.toLowerCase().includes('demo'),
        );
        expect(expected.length).toBeGreaterThan(20);
        const searched = await pages(`status=all&${sort}&search=DEMO`, 7);
        expect(searched.rows.map((p) => p.id)).toEqual(expected.map((p) => p.id));
        expect(searched.totals).toEqual([expected.length]);
        const past = await list(`status=all&${sort}&search=demo&limit=7&offset=${expected.length + 7}`);
        expect([past.body.data, past.body.total]).toEqual([[], expected.length]);
      },
    );
  });

  describe('filter options (GET /api/employees/directory_filters)', () => {
    /** Every person the caller may find, archived too, a page of 100 at a time. */
    async function findable(token: string) {
      const ids: number[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await list(`status=all&limit=100&offset=${offset}`, token);
        ids.push(...(page.body.data as { id: number }[]).map((p) => p.id));
        if (ids.length >= page.body.total) return ids;
      }
    }

    // The definition (part 1 §3 current_role, current_wage): each person's latest role and wage that runs today, read
    // one person at a time; the route reads them for everyone in one pass.
    async function expectedOptions(ids: number[]) {
      const today = process.env.PEOPLE_TODAY;
      const current = await stack.db.query<{ title: string | null; country: string | null; type: string | null }>(
        `SELECT (SELECT r.title FROM role_history r WHERE r.employee_id = e.id AND r.start_date <= $2::date
                   AND (r.end_date IS NULL OR r.end_date >= $2::date) ORDER BY r.start_date DESC, r.id DESC LIMIT 1) AS title,
                w.registration_country_code::text AS country, w.type::text AS type
           FROM employees e LEFT JOIN LATERAL (SELECT * FROM wages w WHERE w.employee_id = e.id AND w.company_id = e.company_id
                  AND w.start_date <= $2::date AND (w.end_date IS NULL OR w.end_date >= $2::date) ORDER BY w.start_date DESC, w.id DESC LIMIT 1) w ON true
          WHERE e.id = ANY($1::int[])`,
        [ids, today],
      );
      const distinct = (values: (string | null)[]) =>
        [...new Set(values.filter((v): v is string => v !== null))].sort();
      return {
        roles: distinct(current.map((c) => c.title)),
        countries: distinct(current.map((c) => c.country)),
        wage_types: distinct(current.map((c) => c.type)),
      };
    }

    it.each(['admin@demo.be', 'manager@demo.be', 'nowage@demo.be'])(
      'as %s: the current roles, wage countries and wage types of the people the caller may find, once each (wage types only with wage access, part 1 §6)',
      async (email) => {
        const token = await signIn(stack, email);
        const answer = await rest(stack, 'GET', '/api/employees/directory_filters', { token });
        expect(answer.status).toEqual(200);
        const expected = await expectedOptions(await findable(token));
        expect(expected.roles.length).toBeGreaterThan(0);
        expect([...answer.body.roles].sort()).toEqual(expected.roles);
        expect([...answer.body.countries].sort()).toEqual(expected.countries);
        expect(answer.body.wage_types === null ? null : [...answer.body.wage_types].sort()).toEqual(
          email === 'nowage@demo.be' ? null : expected.wage_types,
        );
      },
    );
  });

  describe('filters and sort', () => {
    it('status: active by default, archived people can be found, all has both', async () => {
      const [{ active, archived }] = await stack.db.query<{ active: number; archived: number }>(
        `SELECT count(*) FILTER (WHERE deleted = 0)::int AS active, count(*) FILTER (WHERE deleted = 1)::int AS archived FROM employees WHERE company_id = $1`,
        [BELGIUM],
      );
      expect(archived).toBeGreaterThan(0);
      expect((await list('')).body.total).toEqual(active);
      const archivedAnswer = await list('status=archived&limit=100');
      expect(archivedAnswer.body.total).toEqual(archived);
      expect(archivedAnswer.body.data.every((p: { deleted: number }) => p.deleted === 1)).toBe(true);
      expect((await list('status=all')).body.total).toEqual(active + archived);
      expect((await list('include_archived=1')).body.total).toEqual(active + archived);
    });

    it('team, department, manager, role and country narrow the list to what they name', async () => {
      const [team] = await stack.db.query<{ id: number }>('SELECT team_id AS id FROM employees WHERE id = $1', [
        accented.eloise,
      ]);
      const byTeam = await list(`team_id=${team.id}&limit=100`);
      expect(byTeam.body.data.every((p: { team_id: number }) => p.team_id === team.id)).toBe(true);
      const [department] = await stack.db.query<{ id: number }>(
        'SELECT id FROM departments WHERE company_id = $1 ORDER BY id LIMIT 1',
        [BELGIUM],
      );
      const byDepartment = await list(`department_id=${department.id}&limit=100`);
      expect(byDepartment.body.total).toBeGreaterThan(0);
      expect(byDepartment.body.data.every((p: { department_id: number }) => p.department_id === department.id)).toBe(
        true,
      );
      const [{ manager_id }] = await stack.db.query<{ manager_id: number }>(
        'SELECT manager_id FROM reports_to WHERE employee_id = $1',
        [accented.eloise],
      );
      const byManager = await list(`manager_id=${manager_id}&limit=100`);
      expect(byManager.body.data.map((p: { id: number }) => p.id)).toEqual(
        expect.arrayContaining([accented.eloise, accented.jurgen]),
      );
      expect(await names('role=DIRECTORY%20TESTER&search=eloise')).toEqual(['Éloïse Çağlar']);
      const byCountry = await list('country=BE&limit=100');
      expect(byCountry.body.total).toBeGreaterThan(0);
      // The people added here have no wage, so no registration country.
      expect(byCountry.body.data.map((p: { id: number }) => p.id)).not.toContain(accented.eloise);
      expect((await list('country=NL')).body.total).toEqual(0);
    });

    it('the wage-type filter needs wage access (part 1 §6): 403 WAGE_ACCESS_REQUIRED without it', async () => {
      const refused = await list('wage_type=employee_paid_monthly', nowage);
      expect([refused.status, refused.body.code]).toEqual([403, 'WAGE_ACCESS_REQUIRED']);
      const allowed = await list('wage_type=employee_paid_monthly&limit=100');
      expect(allowed.status).toEqual(200);
      const ids = allowed.body.data.map((p: { id: number }) => p.id);
      const monthly = await stack.db.query<{ employee_id: number }>(
        `SELECT DISTINCT employee_id FROM wages w JOIN employees e ON e.id = w.employee_id
          WHERE w.company_id = $1 AND w.type = 'employee_paid_monthly' AND w.start_date <= '2026-06-15' AND (w.end_date IS NULL OR w.end_date >= '2026-06-15') AND e.deleted = 0`,
        [BELGIUM],
      );
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(monthly.map((m) => m.employee_id)).toContain(id);
    });

    it('sorts by join date, employee number and first name, both ways', async () => {
      const joinDesc = (await list('sort=join_date&order=desc&limit=100')).body.data
        .map((p: { join_date: string | null }) => p.join_date)
        .filter(Boolean);
      expect(joinDesc).toEqual([...joinDesc].sort().reverse());
      const firstNames = (await list('sort=first_name&limit=100')).body.data.map((p: { first_name: string }) =>
        p.first_name.toLowerCase(),
      );
      expect(firstNames).toEqual([...firstNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const numbers = (await list('sort=employee_number&order=desc&limit=100')).body.data.map(
        (p: { link_source_app_employee_number: string | null }) => p.link_source_app_employee_number,
      );
      const given = numbers.filter((n: string | null) => n !== null);
      expect(numbers.slice(0, given.length)).toEqual(given); // nulls last
    });

    it.each([
      ['sort=salary', 'INVALID_INPUT'],
      ['order=up', 'INVALID_INPUT'],
      ['status=gone', 'INVALID_INPUT'],
      ['team_id=abc', 'INVALID_INPUT'],
      ['country=Belgium', 'INVALID_INPUT'],
      ['wage_type=millionaire', 'INVALID_INPUT'],
      ['limit=101', 'OUT_OF_RANGE'],
    ])('bad input %s answers 400 %s', async (query, code) => {
      const answer = await list(query);
      expect([answer.status, answer.body.code]).toEqual([400, code]);
    });
  });

  describe('export (.xlsx and CSV) of the filtered list', () => {
    const download = (query: string, token: string) =>
      fetch(`${stack.gatewayUrl}/api/employees/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const sheetOf = async (response: Response) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      return workbook.getWorksheet('People')!;
    };

    it('an admin gets the filtered rows with the wage columns; a viewer without wage access gets none (part 1 §6)', async () => {
      const filtered = await list('search=demo-belgium&sort=first_name&limit=100');
      const adminFile = await download('search=demo-belgium&sort=first_name', admin);
      expect([adminFile.status, adminFile.headers.get('content-type')]).toEqual([200, XLSX]);
      expect(adminFile.headers.get('content-disposition')).toMatch(/^attachment; filename="people-.*\.xlsx"$/);
      const sheet = await sheetOf(adminFile);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Name',
        'First name',
        'Last name',
        'E-mail',
        'Employee number',
        'Role',
        'Team',
        'Department',
        'Manager',
        'Country',
        'Join date',
        'Status',
        'Wage type',
        'Rate',
        'Currency',
        'Weekly hours',
      ]);
      expect(sheet.actualRowCount - 1).toEqual(filtered.body.total);
      expect(sheet.getRow(2).getCell(1).value).toEqual(filtered.body.data[0].name);

      const nowageFile = await sheetOf(await download('search=eloise', nowage));
      expect((nowageFile.getRow(1).values as unknown[]).slice(1)).not.toContain('Wage type');
    });

    it('CSV: quoted where needed, names with accents in UTF-8, the same filters', async () => {
      const response = await download('format=csv&search=caglar', admin);
      expect(response.headers.get('content-type')).toEqual('text/csv; charset=utf-8');
      const lines = (await response.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^Éloïse Çağlar,Éloïse,Çağlar,eloise\.caglar@demo-belgium\.be,EMP-9001,Directory tester,/,
      );
    });

    it('refuses a wage-type filter without wage access and bad filters, like the list', async () => {
      expect((await download('wage_type=employee_paid_monthly', nowage)).status).toEqual(403);
      expect((await download('format=pdf', admin)).status).toEqual(400);
    });
  });

  describe("the batch read of the detail's roles, reporting lines, team and department", () => {
    it("answers as the detail does, and leaves out another company's ids", async () => {
      const [other] = await stack.db.query<{ id: number }>('SELECT id FROM employees WHERE company_id = $1 LIMIT 1', [
        NETHERLANDS,
      ]);
      const sample = (await list('limit=8')).body.data.map((p: { id: number }) => p.id);
      const ids = [...sample, accented.eloise, other.id].join(',');
      const parts = await rest(stack, 'GET', `/api/employees/detail/batch?ids=${ids}`, { token: admin });
      expect(parts.body.data.map((r: { id: number }) => r.id).sort()).toEqual([...sample, accented.eloise].sort());
      const keys = [
        'current_role',
        'future_role',
        'role_history',
        'current_reports_to',
        'current_reports_to_extra',
        'team',
        'current_department',
      ] as const;
      const pick = (answer: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, answer[key]]));
      for (const id of [...sample, accented.eloise]) {
        const detail = (await rest(stack, 'GET', `/api/employees/${id}`, { token: admin })).body;
        expect(pick(parts.body.data.find((r: { id: number }) => r.id === id))).toEqual(pick(detail));
      }
      expect(
        parts.body.data.some(
          (r: { team: unknown; current_reports_to: unknown }) => r.team !== null && r.current_reports_to !== null,
        ),
      ).toBe(true);
    });
  });

  describe("the web app's PeopleRouteQuery (a constant number of REST calls for any page size)", () => {
    const variables = (count: number, extra: Record<string, unknown> = {}) => ({
      count,
      search: null,
      filter: {
        status: 'ACTIVE',
        teamId: null,
        departmentId: null,
        managerId: null,
        role: null,
        country: null,
        wageType: null,
      },
      orderBy: { field: 'NAME', direction: 'ASC' },
      ...extra,
    });

    // The list, its filters' choices, the viewer for the "Add a person" button beside the list, and the
    // rows' roles, managers and teams in one batch read: 4 calls (asks ≤ 5).
    const PEOPLE_PAGE_CALLS = 4;

    it.each([10, 25, 50, 100])(
      `%i rows cost at most ${PEOPLE_PAGE_CALLS} REST calls, whatever the page size`,
      async (count) => {
        const answer = await graphql(stack, PEOPLE_ROUTE_QUERY, variables(count), admin);
        expect(answer.errors).toBeUndefined();
        expect(answer.data.employees.edges).toHaveLength(count);
        expect(
          answer.data.employees.edges.filter((e: { node: { currentRole: unknown } }) => e.node.currentRole !== null)
            .length,
        ).toBeGreaterThan(0);
        expect(answer.extensions?.restCalls).toBeLessThanOrEqual(PEOPLE_PAGE_CALLS);
      },
    );

    it('costs the same for 10 and 100 rows, with a search and filters too; the filter options come with their own query', async () => {
      const small = await graphql(stack, PEOPLE_ROUTE_QUERY, variables(10), admin);
      const large = await graphql(stack, PEOPLE_ROUTE_QUERY, variables(100), admin);
      expect(large.extensions?.restCalls).toEqual(small.extensions?.restCalls);
      const searched = await graphql(
        stack,
        PEOPLE_ROUTE_QUERY,
        variables(50, { search: 'ÇAĞLAR', filter: { status: 'ALL', role: 'directory tester' } }),
        admin,
      );
      expect(searched.data.employees.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
        'Éloïse Çağlar',
      ]);
      expect(searched.extensions?.restCalls).toBeLessThanOrEqual(PEOPLE_PAGE_CALLS);
      const options = await graphql(stack, PEOPLE_FILTERS_QUERY, {}, admin);
      expect(options.extensions?.restCalls).toEqual(1);
      expect(options.data.peopleDirectoryFilters.roles).toContain('Directory tester');
      expect(options.data.peopleDirectoryFilters.wageTypes).not.toBeNull();
      const forNowage = await graphql(stack, PEOPLE_FILTERS_QUERY, {}, nowage);
      expect(forNowage.data.peopleDirectoryFilters.wageTypes).toBeNull();
    });

    it('a wage-type filter without wage access is an error on employees, the rest answers', async () => {
      const answer = await graphql(
        stack,
        PEOPLE_ROUTE_QUERY,
        variables(10, { filter: { wageType: 'EMPLOYEE_PAID_MONTHLY' } }),
        nowage,
      );
      expect(answer.data.employees).toBeNull();
      expect(answer.errors?.map((e) => e.path?.join('.'))).toEqual(['employees']);
      expect(answer.data.viewer).not.toBeNull();
    });
  });
});
