// Dimona through the REST API and the gateway on a real database. The integration detail, lists and
// features; the Dimona status of a one-day contract; the day-contract edit answering a command_id and recording a
// submitted declaration; every invalid combination refused with the form's code and nothing stored; restricted
// Dimona accounts blocked (part 1 §5, §9; part 2 §3–§8).
import { toGlobalId } from 'graphql-relay';
import { addDays } from '@people/domain/dates';
import type { Db } from '@people/rest/core/db';
import { engines, TEST_TODAY } from '../support/databases';
import { BELGIUM, gid, NETHERLANDS } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

// 10:00 in Brussels on TEST_TODAY, for the lateness of the edits.
process.env.PEOPLE_NOW_MINUTES = '600';

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A Demo Belgium person with a one-day contract of this type `offset` days from today. */
async function oneDay(
  db: Db,
  type: 'Flex' | 'Extra' | 'Student',
  offset: number,
  skip: number[] = [],
): Promise<number> {
  const [row] = await db.query<{ employee_id: number }>(
    `SELECT employee_id FROM one_day_contracts WHERE company_id = $1 AND contract_type = $2 AND date = $3::date AND NOT (employee_id = ANY($4::int[]))
      ORDER BY employee_id LIMIT 1`,
    [BELGIUM, type, addDays(TEST_TODAY, offset), skip],
  );
  if (!row) throw new Error(`no ${type} one-day contract at ${offset}`);
  return row.employee_id;
}

const stored = async (db: Db, employeeId: number, date: string) => ({
  contract: (
    await db.query(
      'SELECT contract_type, start_minutes, end_minutes, parcom FROM one_day_contracts WHERE employee_id = $1 AND date = $2::date',
      [employeeId, date],
    )
  )[0],
  declarations: (
    await db.query<{ status: string }>(
      'SELECT status FROM dimona_declarations WHERE employee_id = $1 AND contract_start_date = $2::date ORDER BY id',
      [employeeId, date],
    )
  ).map((d) => d.status),
});

const EDIT = `mutation ($input: EditDayContractInput!) {
  editDayContract(input: $input) { commandId lateCodes employee { warnings { pendingDimona } } userErrors { code message field } }
}`;

describe.each(engines())('Dimona on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let nowage: string;
  let integrationId: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, nowage] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'nowage@demo.be')]);
    [{ id: integrationId }] = await stack.db.query<{ id: number }>(
      'SELECT id FROM payroll_integrations WHERE company_id = $1 ORDER BY id LIMIT 1',
      [BELGIUM],
    );
  });
  afterAll(() => stack.close());

  const edit = (body: Record<string, unknown>, token = admin) =>
    rest(stack, 'POST', '/api/dimona/editContract', { token, body });
  const flexEdit = (employeeId: number, date: string, change: Record<string, unknown> = {}) => ({
    employee_id: employeeId,
    contract_start_date: dmy(date),
    StartingHour: 1080,
    EndingHour: 1320,
    PauseMinutes: 0,
    PlannedHoursNbr: null,
    extra_shifts: [],
    ContractType: 'Flex',
    Parcom: '302',
    ...change,
  });

  describe('integration detail, lists and features (part 2 §3, §7)', () => {
    it('answers what Demo Belgium’s integration reports', async () => {
      const detail = await rest(stack, 'GET', `/api/integrations/${integrationId}/detail`, { token: admin });
      expect(detail.status).toEqual(200);
      expect(detail.body).toMatchObject({ source: 'sdworx', max_extra_shifts: 3 });
      expect(detail.body.features).toContain('dimona-edit/push');
      const lists = await rest(stack, 'GET', `/api/integrations/${integrationId}/lists`, { token: admin });
      expect(lists.body).toEqual({
        parcoms: ['302', '200', '118.03', '124', '100', '145.01'],
        flexi_joint_committees: ['302'],
        flexi_joint_committees_with_dates: [{ parcom: '124', valid_from: '2024-01-01', valid_to: null }],
        rsz_categories: ['015', '058'],
        divisions: [],
      });
      const features = await rest(stack, 'GET', `/api/integrations/${integrationId}/features`, { token: admin });
      expect(features.body.features).toEqual(detail.body.features);
    });

    it("answers another company's integration as a missing one (404)", async () => {
      const nl = await signIn(stack, 'admin@demo.nl');
      const [{ id }] = await stack.db.query<{ id: number }>(
        'SELECT id FROM payroll_integrations WHERE company_id = $1 LIMIT 1',
        [NETHERLANDS],
      );
      expect((await rest(stack, 'GET', `/api/integrations/${integrationId}/detail`, { token: nl })).status).toEqual(
        404,
      );
      expect((await rest(stack, 'GET', `/api/integrations/${id}/lists`, { token: admin })).status).toEqual(404);
      expect(
        (await rest(stack, 'GET', `/api/integrations/batch?ids=${integrationId},${id}`, { token: nl })).body.data.map(
          (i: { id: number }) => i.id,
        ),
      ).toEqual([id]);
    });
  });

  describe('Dimona status (part 2 §3)', () => {
    it("answers a one-day Flex contract's status with its accepted declaration", async () => {
      const id = await oneDay(stack.db, 'Flex', 3);
      const date = addDays(TEST_TODAY, 3);
      const answer = await rest(stack, 'GET', `/api/dimona/status?employee_id=${id}&contract_start_date=${dmy(date)}`, {
        token: admin,
      });
      expect(answer.status).toEqual(200);
      expect(answer.body).toMatchObject({
        employee_id: id,
        contract_start_date: date,
        ContractType: 'Flex',
        Student: 0,
        StartingHour: 1080,
        EndingHour: 1320,
        PauseMinutes: 0,
        ParCom: '302',
        isServiceCoupe: 0,
        extra_shifts: [],
        integration_id: integrationId,
        national_number_empty: 0,
        declaration: { status: 'accepted', action: 'in' },
      });
    });

    it('answers 404 for a day without a one-day contract, and 403 without contract access', async () => {
      const id = await oneDay(stack.db, 'Flex', 3);
      expect(
        (
          await rest(stack, 'GET', `/api/dimona/status?employee_id=${id}&contract_start_date=${TEST_TODAY}`, {
            token: admin,
          })
        ).status,
      ).toEqual(404);
      expect(
        (
          await rest(
            stack,
            'GET',
            `/api/dimona/status?employee_id=${id}&contract_start_date=${addDays(TEST_TODAY, 3)}`,
            { token: nowage },
          )
        ).status,
      ).toEqual(403);
    });
  });

  describe('Dimona edit contract (part 2 §7)', () => {
    it('edits a Flex day past midnight, answers a command_id and records a submitted declaration; the person has a pending Dimona', async () => {
      const id = await oneDay(stack.db, 'Flex', 3);
      const date = addDays(TEST_TODAY, 3);
      const answer = await edit(flexEdit(id, date, { EndingHour: 120 }));
      expect(answer.status).toEqual(200);
      expect(answer.body).toEqual({
        command_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'submitted',
        late_codes: [],
      });
      expect(await stored(stack.db, id, date)).toEqual({
        contract: { contract_type: 'Flex', start_minutes: 1080, end_minutes: 120, parcom: '302' },
        declarations: ['accepted', 'submitted'],
      });
      const [{ pending_dimona }] = await stack.db.query<{ pending_dimona: number }>(
        'SELECT pending_dimona FROM employees WHERE id = $1',
        [id],
      );
      expect(pending_dimona).toEqual(1);
      const [activity] = await stack.db.query<{ event_type: string; event_info_json: Record<string, unknown> }>(
        'SELECT event_type, event_info_json FROM activity_items WHERE employee_id = $1 ORDER BY id DESC LIMIT 1',
        [id],
      );
      expect(activity).toEqual({
        event_type: 'one_day_contract_edited',
        event_info_json: { old_type: 'Flex', new_type: 'Flex', note: answer.body.command_id },
      });
      const status = await rest(stack, 'GET', `/api/dimona/status?employee_id=${id}&contract_start_date=${date}`, {
        token: admin,
      });
      expect(status.body.declaration).toMatchObject({
        command_id: answer.body.command_id,
        status: 'submitted',
        action: 'update',
      });
    });

    it('/people/{id}/edit/contracts: a stale version is 409 EDIT_CONFLICT and stores nothing; the current one saves and moves it on', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      const [{ version }] = await stack.db.query<{ version: number }>('SELECT version FROM employees WHERE id = $1', [
        id,
      ]);
      const before = await stored(stack.db, id, date);
      const [{ items }] = await stack.db.query<{ items: number }>(
        'SELECT count(*)::int AS items FROM activity_items WHERE employee_id = $1',
        [id],
      );
      const stale = await edit(flexEdit(id, date, { EndingHour: 1380, version: version - 1 }));
      expect(stale.status).toEqual(409);
      expect(stale.body.code).toEqual('EDIT_CONFLICT');
      expect(await stored(stack.db, id, date)).toEqual(before);
      expect(
        (
          await stack.db.query<{ items: number }>(
            'SELECT count(*)::int AS items FROM activity_items WHERE employee_id = $1',
            [id],
          )
        )[0].items,
      ).toEqual(items);

      expect((await edit(flexEdit(id, date, { EndingHour: 1380, version }))).status).toEqual(200);
      const [after] = await stack.db.query<{ version: number }>('SELECT version FROM employees WHERE id = $1', [id]);
      expect(after.version).toEqual(version + 1);
      // Through the gateway: the same refusal is a userError on the input's version.
      const answer = await graphql(
        stack,
        EDIT,
        {
          input: {
            employeeId: gid(id),
            contractStartDate: date,
            startingHour: 1080,
            endingHour: 1320,
            contractType: 'FLEX',
            parcom: '302',
            version,
          },
        },
        admin,
      );
      expect(answer.data.editDayContract.userErrors.map((e: { code: string }) => e.code)).toEqual(['EDIT_CONFLICT']);
    });

    it('records the lateness codes of a late edit (part 2 §4, §8): a later end 3 days after the day', async () => {
      const id = await oneDay(stack.db, 'Flex', -3);
      const answer = await edit(flexEdit(id, addDays(TEST_TODAY, -3), { EndingHour: 1380 }));
      expect(answer.body.late_codes).toEqual(['DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT']);
    });

    it.each<[string, Record<string, unknown>, number, string, string | undefined]>([
      [
        'part 2 §4, §5: 18:00 → 06:00 (720 minutes) → DIMONA_NOT_ALLOWED_HOURS',
        { EndingHour: 360 },
        400,
        'DIMONA_NOT_ALLOWED_HOURS',
        'EndingHour',
      ],
      [
        'part 2 §5: no start hour for Flex on a single day → FIELD_IS_REQUIRED',
        { StartingHour: null },
        400,
        'FIELD_IS_REQUIRED',
        'StartingHour',
      ],
      [
        'part 2 §5: Extra is not offered for PC 200 → the paritair-comité-and-contract-type toast',
        { ContractType: 'Extra', Parcom: '200' },
        400,
        'PARCOM_AND_CONTRACT_TYPE_REQUIRED',
        'ContractType',
      ],
      [
        'part 2 §5: a paritair comité the integration does not offer',
        { Parcom: '999' },
        400,
        'PARCOM_AND_CONTRACT_TYPE_REQUIRED',
        'Parcom',
      ],
      [
        'part 2 §5: no contract type → both are required',
        { ContractType: null },
        400,
        'PARCOM_AND_CONTRACT_TYPE_REQUIRED',
        undefined,
      ],
      [
        'part 1 §9: Student cannot be edited through the day-contract edit',
        { ContractType: 'Student', PlannedHoursNbr: 8 },
        400,
        'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE',
        'ContractType',
      ],
      [
        'part 1 §5: more extra shifts than below the integration maximum minus 1 (3 → 2)',
        { extra_shifts: [0, 1, 2].map(() => ({ StartingHour: 540, EndingHour: 600, PauseMinutes: 0 })) },
        400,
        'DIMONA_TOO_MANY_EXTRA_SHIFTS',
        'extra_shifts',
      ],
      ['a contract type outside part 2 §9', { ContractType: 'Freelance' }, 400, 'INVALID_INPUT', 'ContractType'],
      ['an hour outside a day', { EndingHour: 2000 }, 400, 'OUT_OF_RANGE', 'EndingHour'],
    ])('%s, storing nothing', async (_title, change, status, code, field) => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      const before = await stored(stack.db, id, date);
      const answer = await edit(flexEdit(id, date, change));
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([status, code, field]);
      expect(await stored(stack.db, id, date)).toEqual(before);
    });

    // The form's fields past the §7 payload are checked with the form's rules and stored as accepted.
    const details = async (db: Db, employeeId: number, date: string) =>
      (
        await db.query(
          `SELECT rsz_category, employment_status, division_id, number_current_month, number_next_month, pensioner, to_char(pension_date, 'YYYY-MM-DD') AS pension_date,
                  pension_type, risk_class, sports_contract_type, is_opportunity_contract, apprentice, replacement_contract,
                  to_char(experience_since, 'YYYY-MM-DD') AS experience_since
             FROM one_day_contracts WHERE employee_id = $1 AND date = $2::date`,
          [employeeId, date],
        )
      )[0];
    const withFeatures = async <T>(features: string[], run: () => Promise<T>): Promise<T> => {
      await stack.db.query('UPDATE companies SET features = features || $2::text[] WHERE id = $1', [BELGIUM, features]);
      try {
        return await run();
      } finally {
        await stack.db.query(
          'UPDATE companies SET features = (SELECT array_agg(f) FROM unnest(features) f WHERE NOT (f = ANY($2::text[]))) WHERE id = $1',
          [BELGIUM, features],
        );
      }
    };

    it('stores the pension, risk class, sports, PC 124 numbers, RSZ category, apprentice and replacement fields it accepts (part 2 §2, §5, §6)', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      const answer = await withFeatures(['enable_sports_person_contracts', 'enable_rsz_categories'], () =>
        edit(
          flexEdit(id, date, {
            // PC 124 Flex comes from the integration's list with dates (2024-01-01 on); it shows the two numbers.
            Parcom: '124',
            rsz_category: '015',
            employment_status: 'Employee',
            risk_class: '410',
            sports_contract_type: 'sports_person',
            is_opportunity_contract: 1,
            pensioner: 1,
            pension_date: '01/03/2020',
            pension_type: 'SurvivalPension',
            number_current_month: 3,
            number_next_month: 4,
            apprentice: 1,
            replacement_contract: 1,
          }),
        ),
      );
      expect([answer.status, answer.body.code]).toEqual([200, undefined]);
      expect(await details(stack.db, id, date)).toEqual({
        rsz_category: '015',
        employment_status: 'Employee',
        division_id: null,
        number_current_month: 3,
        number_next_month: 4,
        pensioner: 1,
        pension_date: '2020-03-01',
        pension_type: 'SurvivalPension',
        risk_class: '410',
        sports_contract_type: 'sports_person',
        is_opportunity_contract: 1,
        apprentice: 1,
        replacement_contract: 1,
        experience_since: null,
      });
      const status = await rest(stack, 'GET', `/api/dimona/status?employee_id=${id}&contract_start_date=${date}`, {
        token: admin,
      });
      expect(status.body).toMatchObject({
        risk_class: '410',
        pension_type: 'SurvivalPension',
        number_current_month: 3,
        durationType: 'singleDay',
        function_code: null,
      });
      // part 2 §4: the next edit without the pension keys keeps them; without the sports flag the sports fields are reset.
      const again = await edit(flexEdit(id, date, { Parcom: '124', risk_class: '401' }));
      expect(again.status).toEqual(200);
      expect(await details(stack.db, id, date)).toMatchObject({
        pensioner: 1,
        pension_type: 'SurvivalPension',
        risk_class: '401',
        sports_contract_type: null,
        is_opportunity_contract: 0,
        rsz_category: null,
      });
      // Back to the demo's values (rest/src/seed/dimona.ts) for the tests after this one.
      await stack.db.query(
        `UPDATE one_day_contracts SET parcom = '302', employment_status = 'Workman', risk_class = '001', pensioner = 0, pension_date = NULL, pension_type = NULL,
                number_current_month = NULL, number_next_month = NULL, apprentice = 0, replacement_contract = 0 WHERE employee_id = $1 AND date = $2::date`,
        [id, date],
      );
    });

    it.each<[string, string[], Record<string, unknown>, string, string | undefined]>([
      [
        'part 2 §5: "pension date and type … are required" for a pensioner',
        [],
        { pensioner: 1 },
        'FIELD_IS_REQUIRED',
        'pension_date',
      ],
      [
        'part 2 §5: "activity with risk (when required)": a Workman without a risk class',
        [],
        { risk_class: null },
        'FIELD_IS_REQUIRED',
        'risk_class',
      ],
      [
        'part 2 §5: "Workman classes: 001 to 006": class 405 for a Workman',
        [],
        { risk_class: '405' },
        'FIELD_IS_REQUIRED',
        'risk_class',
      ],
      [
        'part 2 §5, §6: "Sports contract types use 409 to 412" (enable_sports_person_contracts): class 401',
        ['enable_sports_person_contracts'],
        { employment_status: 'Employee', risk_class: '401', sports_contract_type: 'sports_person' },
        'FIELD_IS_REQUIRED',
        'risk_class',
      ],
      [
        'part 2 §5, §6: "RSZ category: required when enabled by flag and more than 1 option exists"',
        ['enable_rsz_categories'],
        {},
        'FIELD_IS_REQUIRED',
        'rsz_category',
      ],
      [
        'part 2 §5: "Employment status … required": none for PC 302',
        [],
        { employment_status: null, risk_class: null },
        'FIELD_IS_REQUIRED',
        'employment_status',
      ],
      [
        'part 1 §5: a day-contract edit is of one day',
        [],
        { durationType: 'fixedDuration' },
        'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE',
        'durationType',
      ],
      [
        'part 2 §9: a pension type outside the four',
        [],
        { pensioner: 1, pension_date: '2020-03-01', pension_type: 'Lottery' },
        'INVALID_INPUT',
        'pension_type',
      ],
      ['part 2 §9: a worker status outside F1, F2', [], { worker_status: 'F3' }, 'INVALID_INPUT', 'worker_status'],
    ])('%s → refused, storing nothing', async (_title, features, change, code, field) => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      const before = [await stored(stack.db, id, date), await details(stack.db, id, date)];
      const answer = await withFeatures(features, () => edit(flexEdit(id, date, change)));
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, code, field]);
      expect([await stored(stack.db, id, date), await details(stack.db, id, date)]).toEqual(before);
    });

    it('part 2 §5: Flex for the sub-committee 118.03 whatever the RSZ category; for PC 118 itself only with RSZ category 058', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      await stack.db.query(
        `UPDATE payroll_integrations SET reported_metadata_json = jsonb_set(reported_metadata_json, '{parcoms}', reported_metadata_json->'parcoms' || '["118"]') WHERE id = $1`,
        [integrationId],
      );
      try {
        await withFeatures(['enable_rsz_categories'], async () => {
          expect((await edit(flexEdit(id, date, { Parcom: '118.03', rsz_category: '015' }))).status).toEqual(200);
          const refused = await edit(flexEdit(id, date, { Parcom: '118', rsz_category: '015' }));
          expect([refused.status, refused.body.code, refused.body.field]).toEqual([
            400,
            'PARCOM_AND_CONTRACT_TYPE_REQUIRED',
            'ContractType',
          ]);
          expect((await edit(flexEdit(id, date, { Parcom: '118', rsz_category: '058' }))).status).toEqual(200);
        });
      } finally {
        await stack.db.query(
          "UPDATE payroll_integrations SET reported_metadata_json = jsonb_set(reported_metadata_json, '{parcoms}', (reported_metadata_json->'parcoms') - '118') WHERE id = $1",
          [integrationId],
        );
      }
    });

    it('part 2 §5: experience-since is required for Flex once the contract has a function code, and stored', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      await stack.db.query(
        "UPDATE one_day_contracts SET function_code = 'HORECA-1' WHERE employee_id = $1 AND date = $2::date",
        [id, date],
      );
      try {
        const refused = await edit(flexEdit(id, date));
        expect([refused.status, refused.body.code, refused.body.field]).toEqual([
          400,
          'FIELD_IS_REQUIRED',
          'experience_since',
        ]);
        const saved = await edit(flexEdit(id, date, { experience_since: '2019-09-01' }));
        expect(saved.status).toEqual(200);
        expect((await details(stack.db, id, date)).experience_since).toEqual('2019-09-01');
      } finally {
        await stack.db.query(
          'UPDATE one_day_contracts SET function_code = NULL, experience_since = NULL WHERE employee_id = $1 AND date = $2::date',
          [id, date],
        );
      }
    });

    it("refuses a Student contract's edit with EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE (part 1 §9: Student is only deletable)", async () => {
      const id = await oneDay(stack.db, 'Student', 3);
      const answer = await edit(flexEdit(id, addDays(TEST_TODAY, 3)));
      expect([answer.status, answer.body.code]).toEqual([409, 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE']);
    });

    it('refuses a viewer without wage access (part 1 §5: dimona-edit/push, wage access) and a missing day (404)', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      expect((await edit(flexEdit(id, addDays(TEST_TODAY, 10)), nowage)).status).toEqual(403);
      expect((await edit(flexEdit(id, TEST_TODAY))).status).toEqual(404);
    });

    it('the same invalid edit through GraphQL answers the same code as a userError, and a valid one its commandId', async () => {
      const id = await oneDay(stack.db, 'Extra', 10);
      const date = addDays(TEST_TODAY, 10);
      const input = {
        employeeId: gid(id),
        contractStartDate: date,
        startingHour: 540,
        endingHour: 1020,
        pauseMinutes: 0,
        extraShifts: [],
        contractType: 'EXTRA',
        parcom: '200',
      };
      const refused = await graphql(stack, EDIT, { input }, admin);
      expect(refused.data.editDayContract).toEqual({
        commandId: null,
        lateCodes: [],
        employee: { warnings: { pendingDimona: expect.any(Boolean) } },
        userErrors: [
          { code: 'PARCOM_AND_CONTRACT_TYPE_REQUIRED', message: expect.any(String), field: ['input', 'contractType'] },
        ],
      });
      const saved = await graphql(stack, EDIT, { input: { ...input, parcom: '302', endingHour: 1080 } }, admin);
      expect(saved.data.editDayContract).toEqual({
        commandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        lateCodes: [],
        employee: { warnings: { pendingDimona: true } },
        userErrors: [],
      });
    });
  });

  it('GraphQL editDayContract carries the details: a refused risk class is a userError on its input field; an accepted one is stored and read back', async () => {
    const id = await oneDay(stack.db, 'Extra', 10);
    const date = addDays(TEST_TODAY, 10);
    const input = {
      employeeId: gid(id),
      contractStartDate: date,
      startingHour: 540,
      endingHour: 1020,
      pauseMinutes: 0,
      extraShifts: [],
      contractType: 'EXTRA',
      parcom: '302',
    };
    const refused = await graphql(stack, EDIT, { input: { ...input, riskClass: '405' } }, admin);
    expect(refused.data.editDayContract.userErrors).toEqual([
      { code: 'FIELD_IS_REQUIRED', message: expect.any(String), field: ['input', 'riskClass'] },
    ]);
    const saved = await graphql(stack, EDIT, { input: { ...input, riskClass: '004', apprentice: true } }, admin);
    expect(saved.data.editDayContract.userErrors).toEqual([]);
    const read = await graphql(
      stack,
      `
        query ($id: ID!, $date: String!) {
          employee(id: $id) {
            dimona(startDate: $date) {
              details {
                riskClass
                apprentice
                employmentStatus
                durationType
                replacementContract
              }
              form {
                options {
                  durationType
                  rszCategory
                  divisionId
                }
              }
            }
          }
        }
      `,
      { id: gid(id), date },
      admin,
    );
    expect(read.data.employee.dimona).toEqual({
      details: {
        riskClass: '004',
        apprentice: true,
        employmentStatus: 'Workman',
        durationType: 'singleDay',
        replacementContract: false,
      },
      form: { options: { durationType: ['singleDay'], rszCategory: ['015', '058'], divisionId: [] } },
    });
  });

  describe('Employee.dimona: the form computed by domain', () => {
    const FORM = `query ($id: ID!, $date: String!, $edit: DimonaEditValuesInput) {
      employee(id: $id) { dimona(startDate: $date) {
        contractType startingHour endingHour parCom editBlock now { date minutes } integration { title }
        form(edit: $edit) { fields required options { contractType parcom } errors { code field } warnings { code hours deadline { date minutes } } maxExtraShifts }
      } }
    }`;

    it('shows the next-day warning and the next deadline of a later end past midnight, before saving (part 2 §4, §5)', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      const { data, errors } = await graphql(
        stack,
        FORM,
        { id: gid(id), date, edit: { startingHour: 1080, endingHour: 120, contractType: 'FLEX', parcom: '302' } },
        admin,
      );
      expect(errors).toBeUndefined();
      expect(data.employee.dimona).toMatchObject({
        contractType: 'FLEX',
        editBlock: null,
        now: { date: TEST_TODAY, minutes: 600 },
        integration: { title: 'SD Worx' },
      });
      expect(data.employee.dimona.form).toMatchObject({
        required: expect.arrayContaining(['startingHour', 'endingHour']),
        errors: [],
        maxExtraShifts: 2,
        options: { parcom: ['302', '200', '118.03', '124', '100', '145.01'] },
      });
      expect(data.employee.dimona.form.options.contractType).toEqual(expect.arrayContaining(['FLEX', 'EXTRA']));
      expect(data.employee.dimona.form.warnings).toEqual([
        { code: 'DIMONA_HOURS_TO_NEXT_DAY', hours: 2, deadline: null },
        // part 2 §4: a later ending within 8 hours of the original end (22:00) → 06:00 the next day.
        { code: 'DIMONA_NEXT_DEADLINE', hours: null, deadline: { date: addDays(date, 1), minutes: 360 } },
      ]);
    });

    it('part 2 §3: a DimonaStatus is a Node identified by its person and day; node(id:) answers it again', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      const first = await graphql(
        stack,
        `
          query ($id: ID!, $date: String!) {
            employee(id: $id) {
              dimona(startDate: $date) {
                id
                contractStartDate
              }
            }
          }
        `,
        { id: gid(id), date },
        admin,
      );
      const statusId = first.data.employee.dimona.id;
      expect(statusId).toEqual(toGlobalId('DimonaStatus', `${id}:${date}`));
      const again = await graphql(
        stack,
        `
          query ($id: ID!) {
            node(id: $id) {
              __typename
              ... on DimonaStatus {
                id
                contractStartDate
                contractType
              }
            }
          }
        `,
        { id: statusId },
        admin,
      );
      expect(again.data.node).toEqual({
        __typename: 'DimonaStatus',
        id: statusId,
        contractStartDate: date,
        contractType: 'FLEX',
      });
      // Another company's admin: the same id answers null, as a missing one.
      const nl = await signIn(stack, 'admin@demo.nl');
      expect(
        (
          await graphql(
            stack,
            `
              query ($id: ID!) {
                node(id: $id) {
                  id
                }
              }
            `,
            { id: statusId },
            nl,
          )
        ).data.node,
      ).toBeNull();
    });

    it('part 2 §2, §3, §5: the integration says whether it offers IVT and skips the risk class or the PC 124 numbers; the form asks the risk class of PC 200 (no employment status given: the preset Employee, part 2 §4)', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const date = addDays(TEST_TODAY, 10);
      const query = `query ($id: ID!, $date: String!, $edit: DimonaEditValuesInput) { employee(id: $id) { dimona(startDate: $date) {
        integration { offersIvt skipsRiskClass skipsPc124Numbers }
        form(edit: $edit) { fields required options { riskClass pensionType } errors { code field } } } } }`;
      const asked = await graphql(
        stack,
        query,
        { id: gid(id), date, edit: { parcom: '200', riskClass: null, employmentStatus: null } },
        admin,
      );
      expect(asked.errors).toBeUndefined();
      expect(asked.data.employee.dimona.integration).toEqual({
        offersIvt: false,
        skipsRiskClass: false,
        skipsPc124Numbers: false,
      });
      expect(asked.data.employee.dimona.form.required).toContain('riskClass');
      expect(asked.data.employee.dimona.form.options.riskClass).toEqual([
        '401',
        '402',
        '403',
        '404',
        '405',
        '406',
        '407',
        '408',
        '409',
        '410',
        '411',
        '412',
      ]);
      expect(asked.data.employee.dimona.form.errors).toContainEqual({ code: 'FIELD_IS_REQUIRED', field: 'riskClass' });
      await stack.db.query('UPDATE payroll_integrations SET dimona_skips_risk_class = 1 WHERE id = $1', [
        integrationId,
      ]);
      try {
        const skipped = await graphql(
          stack,
          query,
          { id: gid(id), date, edit: { parcom: '200', riskClass: null, employmentStatus: null } },
          admin,
        );
        expect(skipped.data.employee.dimona.integration.skipsRiskClass).toEqual(true);
        expect(skipped.data.employee.dimona.form.fields).not.toContain('riskClass');
        expect(skipped.data.employee.dimona.form.errors).toEqual([]);
      } finally {
        await stack.db.query('UPDATE payroll_integrations SET dimona_skips_risk_class = 0 WHERE id = $1', [
          integrationId,
        ]);
      }
    });

    it('answers the late warning with the missed deadline for a contract 3 days ago, and the edit block of a Student contract', async () => {
      const late = await oneDay(stack.db, 'Flex', -3);
      const date = addDays(TEST_TODAY, -3);
      const { data } = await graphql(stack, FORM, { id: gid(late), date, edit: { endingHour: 1400 } }, admin);
      expect(data.employee.dimona.form.warnings.map((w: { code: string }) => w.code)).toEqual([
        'LATE_DIMONA_TITLE',
        'DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT',
      ]);
      const student = await oneDay(stack.db, 'Student', 3);
      const blocked = await graphql(stack, FORM, { id: gid(student), date: addDays(TEST_TODAY, 3) }, admin);
      expect(blocked.data.employee.dimona.editBlock).toEqual('EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE');
    });

    it('is null on a day without a one-day contract, and FORBIDDEN without contract access', async () => {
      const id = await oneDay(stack.db, 'Flex', 10);
      const none = await graphql(stack, FORM, { id: gid(id), date: TEST_TODAY }, admin);
      expect(none.data.employee.dimona).toBeNull();
      const hidden = await graphql(stack, FORM, { id: gid(id), date: addDays(TEST_TODAY, 10) }, nowage);
      expect(hidden.data.employee.dimona).toBeNull();
      expect(hidden.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    });
  });

  describe('restricted Dimona accounts (part 2 §6 enable_dimona_restricted_account)', () => {
    it('block every declaration change with DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED and store nothing', async () => {
      const id = await oneDay(stack.db, 'Extra', 3);
      const date = addDays(TEST_TODAY, 3);
      await stack.db.query(
        "UPDATE companies SET features = array_append(features, 'enable_dimona_restricted_account') WHERE id = $1",
        [BELGIUM],
      );
      try {
        const before = await stored(stack.db, id, date);
        const edited = await edit(flexEdit(id, date, { ContractType: 'Extra', StartingHour: 540, EndingHour: 1020 }));
        expect([edited.status, edited.body.code]).toEqual([403, 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED']);
        const deleted = await rest(stack, 'POST', '/api/contracts/deleteOneDayContract', {
          token: admin,
          body: { employee_id: id, contract_start_date: dmy(date) },
        });
        expect([deleted.status, deleted.body.code]).toEqual([403, 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED']);
        expect(await stored(stack.db, id, date)).toEqual(before);
      } finally {
        await stack.db.query(
          "UPDATE companies SET features = array_remove(features, 'enable_dimona_restricted_account') WHERE id = $1",
          [BELGIUM],
        );
      }
    });
  });

  it('deleting a declared one-day contract cancels its declarations and sends the cancel (part 2 §4)', async () => {
    const id = await oneDay(stack.db, 'Extra', 3);
    const date = addDays(TEST_TODAY, 3);
    const deleted = await rest(stack, 'POST', '/api/contracts/deleteOneDayContract', {
      token: admin,
      body: { employee_id: id, contract_start_date: dmy(date) },
    });
    expect(deleted.status).toEqual(200);
    expect((await stored(stack.db, id, date)).declarations).toEqual(['cancelled', 'submitted']);
  });

  it('exposes the integration lists and features through the gateway (Integration, its id still PayrollIntegration:<id>)', async () => {
    const answer = await graphql(
      stack,
      `{ node(id: "${toGlobalId('PayrollIntegration', String(integrationId))}") { ... on Integration { __typename features parcoms flexiJointCommittees flexiJointCommitteesWithDates { parcom validFrom validTo } maxExtraShifts } } }`,
      {},
      admin,
    );
    expect(answer.data.node).toEqual({
      __typename: 'Integration',
      features: expect.arrayContaining(['dimona-edit/push']),
      parcoms: ['302', '200', '118.03', '124', '100', '145.01'],
      flexiJointCommittees: ['302'],
      flexiJointCommitteesWithDates: [{ parcom: '124', validFrom: '2024-01-01', validTo: null }],
      maxExtraShifts: 3,
    });
  });
});
