// Editing a person (part 1 §2 edit routes, §3 fields and enumerations, §5 rules, §6 permissions) through the
// gateway and the REST API on a real database: each edit stores, bumps the version and writes its activity item and
// audit row; a stale version answers EDIT_CONFLICT and stores nothing; country-aware fields; self-service; add a person.
import { engines } from '../support/databases';
import { activityOf as activityByDate, gid, MISSING, NETHERLANDS, person, people } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const PAYLOAD = 'employee { id version } userErrors { code message field }';
const ADDRESS = `mutation ($input: UpdateAddressInput!) { updateAddress(input: $input) { employee { id version address { line1 zipcode city countryCode } } userErrors { code message field } } }`;
const CONTACT = `mutation ($input: UpdateContactDetailsInput!) { updateContactDetails(input: $input) { ${PAYLOAD} } }`;
const PERSONAL = `mutation ($input: UpdatePersonalDetailsInput!) { updatePersonalDetails(input: $input) { ${PAYLOAD} } }`;
const TEAM = `mutation ($input: SetTeamInput!) { setTeam(input: $input) { employee { id version team { name } } userErrors { code message field } } }`;
const REPORTS = `mutation ($input: UpdateReportsToInput!) { updateReportsTo(input: $input) { employee { id version currentReportsTo { personId } } userErrors { code message field } } }`;
const ROLE = `mutation ($input: AddRoleInput!) { addRole(input: $input) { employee { id currentRole { title } roleHistory { internalId title endDate } } userErrors { code field } } }`;
const ADD = `mutation ($input: AddEmployeeInput!) { addEmployee(input: $input) { employee { internalId name team { name } version } userErrors { code field } } }`;
const VERSION = `query ($id: ID!) { employee(id: $id) { version country team { name } } teams { id name } }`;

describe.each(engines())('editing a person on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let dutchAdmin: string;
  let employee: string;
  let light: string;
  let manager: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, dutchAdmin, employee, light, manager] = await Promise.all(
      ['admin@demo.be', 'admin@demo.nl', 'employee@demo.be', 'light@demo.be', 'manager@demo.be'].map((email) =>
        signIn(stack, email),
      ),
    );
  });
  afterAll(() => stack.close());

  // Newest first by id: the demo feed holds items dated after today.
  const activityOf = async (db: Stack['db'], id: number) => (await activityByDate(db, id)).sort((a, b) => b.id - a.id);
  const versionOf = async (id: number, token = admin) =>
    (await graphql(stack, VERSION, { id: gid(id) }, token)).data.employee.version as number;
  const auditOf = (id: number) =>
    stack.db.query<{ fields: string[] }>(
      "SELECT fields FROM audit_log WHERE employee_id = $1 AND action = 'change' ORDER BY id DESC",
      [id],
    );

  it('an admin edits the address: stored, version bumped, activity personal_details_updated, audit row with the changed fields', async () => {
    const id = await person(stack.db, ['started']);
    const version = await versionOf(id);
    const answer = await graphql(
      stack,
      ADDRESS,
      {
        input: { employeeId: gid(id), version, line1: 'Meir 1', zipcode: '2000', city: 'Antwerpen', countryCode: 'be' },
      },
      admin,
    );
    expect(answer.data.updateAddress).toEqual({
      employee: {
        id: gid(id),
        version: version + 1,
        address: { line1: 'Meir 1', zipcode: '2000', city: 'Antwerpen', countryCode: 'BE' },
      },
      userErrors: [],
    });
    const [item] = await activityOf(stack.db, id);
    expect([item.event_type, item.event_info_json.new_type]).toEqual(['personal_details_updated', 'address']);
    expect((await auditOf(id))[0].fields).toEqual(expect.arrayContaining(['address_line_1', 'address_city']));
  });

  it('a second edit with the stale version answers EDIT_CONFLICT and stores nothing (optimistic locking)', async () => {
    const id = await person(stack.db, ['started']);
    const version = await versionOf(id);
    await graphql(
      stack,
      ADDRESS,
      { input: { employeeId: gid(id), version, city: 'Gent', zipcode: '9000', countryCode: 'BE' } },
      admin,
    );
    const before = await activityOf(stack.db, id);
    const stale = await graphql(
      stack,
      ADDRESS,
      { input: { employeeId: gid(id), version, city: 'Brugge', zipcode: '8000', countryCode: 'BE' } },
      admin,
    );
    expect(stale.data.updateAddress.userErrors).toEqual([
      { code: 'EDIT_CONFLICT', message: expect.stringContaining('Someone else changed'), field: null },
    ]);
    expect(stale.data.updateAddress.employee.version).toBe(version + 1);
    expect(await activityOf(stack.db, id)).toEqual(before);
    const direct = await rest(stack, 'POST', '/api/employees/updateTeam', {
      token: admin,
      body: { id, version, team_id: null },
    });
    expect([direct.status, direct.body.code, direct.headers['i18n_code']]).toEqual([
      409,
      'EDIT_CONFLICT',
      'EDIT_CONFLICT',
    ]);
  });

  it('refuses bad input with the field: an invalid postal code, e-mail, IBAN; nothing stored', async () => {
    const id = await person(stack.db, ['started']);
    const version = await versionOf(id);
    const zip = await graphql(
      stack,
      ADDRESS,
      { input: { employeeId: gid(id), version, zipcode: '20000', countryCode: 'BE' } },
      admin,
    );
    expect(zip.data.updateAddress.userErrors).toEqual([
      { code: 'INVALID_ZIPCODE', message: 'This is not a valid postal code', field: ['input', 'zipcode'] },
    ]);
    const mail = await graphql(stack, CONTACT, { input: { employeeId: gid(id), version, email: 'nobody@' } }, admin);
    expect(mail.data.updateContactDetails.userErrors.map((e: { code: string }) => e.code)).toEqual(['INVALID_EMAIL']);
    const iban = await graphql(
      stack,
      PERSONAL,
      { input: { employeeId: gid(id), version, firstName: 'A', lastName: 'B', bankAccountIban: 'BE00 0000' } },
      admin,
    );
    expect(iban.data.updatePersonalDetails.userErrors).toEqual([
      { code: 'INVALID_IBAN', message: expect.any(String), field: ['input', 'bankAccountIban'] },
    ]);
    expect(await versionOf(id)).toBe(version);
  });

  it('Belgian-only fields are refused for a Dutch person and the BSN for a Belgian one (part 1 §3)', async () => {
    const dutch = await person(stack.db, ['started'], { company: NETHERLANDS });
    const v = await versionOf(dutch, dutchAdmin);
    const { data } = await graphql(stack, VERSION, { id: gid(dutch) }, dutchAdmin);
    expect(data.employee.country).toBe('NL');
    const rrn = await graphql(
      stack,
      PERSONAL,
      {
        input: {
          employeeId: gid(dutch),
          version: v,
          firstName: 'Anouk',
          lastName: 'Visser',
          rijksRegisterNummer: '85.07.30-033.28',
        },
      },
      dutchAdmin,
    );
    expect(
      rrn.data.updatePersonalDetails.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field]),
    ).toEqual([['FIELD_NOT_FOR_COUNTRY', ['input', 'rijksRegisterNummer']]]);
    const bsn = await graphql(
      stack,
      PERSONAL,
      {
        input: {
          employeeId: gid(dutch),
          version: v,
          firstName: 'Anouk',
          lastName: 'Visser',
          socialSecurityNr: '111222333',
        },
      },
      dutchAdmin,
    );
    expect(bsn.data.updatePersonalDetails.userErrors).toEqual([]);
    const belgian = await person(stack.db, ['started']);
    const bv = await versionOf(belgian);
    const bel = await graphql(
      stack,
      PERSONAL,
      {
        input: {
          employeeId: gid(belgian),
          version: bv,
          firstName: 'Jan',
          lastName: 'Peeters',
          socialSecurityNr: '111222333',
        },
      },
      admin,
    );
    expect(bel.data.updatePersonalDetails.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'FIELD_NOT_FOR_COUNTRY',
    ]);
  });

  it('a person edits their own contact through self-service (selfservice_personal_details_updated); a light user not a colleague', async () => {
    const [self] = await stack.db.query<{ employee_id: number }>(
      "SELECT employee_id FROM users WHERE email = 'employee@demo.be'",
    );
    const version = await versionOf(self.employee_id, employee);
    const own = await graphql(
      stack,
      CONTACT,
      {
        input: {
          employeeId: gid(self.employee_id),
          version,
          personalEmail: 'me@example.com',
          phone: '+32 470 12 34 56',
        },
      },
      employee,
    );
    expect(own.data.updateContactDetails.userErrors).toEqual([]);
    expect((await activityOf(stack.db, self.employee_id))[0].event_type).toBe('selfservice_personal_details_updated');
    const colleague = await person(stack.db, ['started'], { skip: [self.employee_id] });
    const other = await rest(stack, 'POST', '/api/employees/updateContact', {
      token: light,
      body: { id: colleague, version: 1, phone: '0470123456' },
    });
    expect(other.status === 403 || other.status === 404).toBe(true);
  });

  it('sets the team (team_updated) and the manager (reports_to_updated); a reporting cycle is refused', async () => {
    const [id, other] = await people(stack.db, ['started', 'notManager']);
    const { data } = await graphql(stack, VERSION, { id: gid(id) }, admin);
    const team = data.teams.find((t: { name: string }) => t.name !== data.employee.team?.name);
    const set = await graphql(
      stack,
      TEAM,
      { input: { employeeId: gid(id), version: data.employee.version, teamId: team.id } },
      admin,
    );
    expect(set.data.setTeam.userErrors).toEqual([]);
    const teamItem = (await activityOf(stack.db, id))[0];
    expect([teamItem.event_type, teamItem.event_info_json.new_type]).toEqual(['team_updated', team.name]);
    const reports = await graphql(
      stack,
      REPORTS,
      { input: { employeeId: gid(id), version: set.data.setTeam.employee.version, reportsToId: gid(other) } },
      admin,
    );
    expect(reports.data.updateReportsTo).toEqual({
      employee: { id: gid(id), version: data.employee.version + 2, currentReportsTo: { personId: other } },
      userErrors: [],
    });
    expect((await activityOf(stack.db, id))[0].event_type).toBe('reports_to_updated');
    const cycle = await graphql(
      stack,
      REPORTS,
      { input: { employeeId: gid(other), version: await versionOf(other), reportsToId: gid(id) } },
      admin,
    );
    expect(cycle.data.updateReportsTo.userErrors.map((e: { code: string }) => e.code)).toEqual(['REPORTS_TO_CYCLE']);
    const self = await graphql(
      stack,
      REPORTS,
      { input: { employeeId: gid(id), version: await versionOf(id), reportsToId: gid(id) } },
      admin,
    );
    expect(self.data.updateReportsTo.userErrors.map((e: { code: string }) => e.code)).toEqual(['REPORTS_TO_SELF']);
  });

  it('gives a new role from a date (role_updated); the role before ends the day before', async () => {
    const id = await person(stack.db, ['started']);
    const answer = await graphql(
      stack,
      ROLE,
      { input: { employeeId: gid(id), version: await versionOf(id), title: 'Team lead', startDate: '2026-01-01' } },
      admin,
    );
    if (answer.data.addRole.userErrors.length > 0) {
      // The demo person's latest role may start later: the rule (part 1 §3 role_history) refuses an earlier start.
      expect(answer.data.addRole.userErrors[0].code).toBe('ROLE_START_BEFORE_CURRENT');
      return;
    }
    expect(answer.data.addRole.employee.currentRole).toEqual({ title: 'Team lead' });
    expect((await activityOf(stack.db, id))[0]).toMatchObject({
      event_type: 'role_updated',
      event_info_json: { new_type: 'Team lead' },
    });
  });

  it('another company’s person answers NOT_FOUND like a missing one', async () => {
    const dutch = await person(stack.db, ['started'], { company: NETHERLANDS });
    for (const id of [dutch, MISSING]) {
      const answer = await graphql(
        stack,
        CONTACT,
        { input: { employeeId: gid(id), version: 1, phone: '0470123456' } },
        admin,
      );
      expect(answer.data.updateContactDetails.userErrors.map((e: { code: string }) => e.code)).toEqual(['NOT_FOUND']);
    }
  });

  it('an admin adds a person (employee_added); a manager may not; a blank last name is FIELD_IS_REQUIRED', async () => {
    const { data } = await graphql(stack, VERSION, { id: gid(await person(stack.db, ['started'])) }, admin);
    const added = await graphql(
      stack,
      ADD,
      {
        input: {
          firstName: 'Nieuwe',
          lastName: 'Collega',
          email: 'nieuwe@demo.be',
          teamId: data.teams[0].id,
          joinDate: '2026-12-01',
          title: 'Analyst',
        },
      },
      admin,
    );
    expect(added.data.addEmployee.userErrors).toEqual([]);
    expect(added.data.addEmployee.employee).toMatchObject({
      name: 'Nieuwe Collega',
      team: { name: data.teams[0].name },
      version: 1,
    });
    expect((await activityOf(stack.db, added.data.addEmployee.employee.internalId))[0].event_type).toBe(
      'employee_added',
    );
    const blank = await graphql(stack, ADD, { input: { firstName: 'Nieuwe', lastName: ' ' } }, admin);
    expect(blank.data.addEmployee.userErrors).toEqual([{ code: 'FIELD_IS_REQUIRED', field: ['input', 'lastName'] }]);
    const refused = await graphql(stack, ADD, { input: { firstName: 'Nieuwe', lastName: 'Collega' } }, manager);
    expect(refused.data.addEmployee.userErrors.map((e: { code: string }) => e.code)).toEqual(['FORBIDDEN']);
  });
});
