// The managers, custom fields and reminders pages (part 1 §2 /settings/managers/{id}, /edit/customFields,
// /reminders/employee/{id}; §3 Custom field; §5; §6 light group access hides the manager-edit link, the custom fields
// table and manage reminders) through the gateway and the REST API on a real database.
import { engines } from '../support/databases';
import { activityOf, gid, NETHERLANDS, people } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const ERRORS = 'userErrors { code message field }';
const PAGES = `query ($id: ID!) { employee(id: $id) { version managerLines { internalId managerId isExtra startDate endDate }
  customFieldValues { customFieldId cfName type value valueName } reminders { internalId remindOn text done } } }`;
const MANAGERS = `mutation ($input: UpdateManagersInput!) { updateManagers(input: $input) { employee { version currentReportsTo { personId } managerLines { managerId startDate endDate } } ${ERRORS} } }`;
const DELETE_LINE = `mutation ($input: DeleteManagerLineInput!) { deleteManagerLine(input: $input) { employee { managerLines { internalId } } ${ERRORS} } }`;
const CUSTOM = `mutation ($input: UpdateCustomFieldsInput!) { updateCustomFields(input: $input) { employee { version customFieldValues { cfName value valueName } } ${ERRORS} } }`;
const ADD_REMINDER = `mutation ($input: AddReminderInput!) { addReminder(input: $input) { employee { reminders { internalId remindOn text done } } ${ERRORS} } }`;
const DONE = `mutation ($input: SetReminderDoneInput!) { setReminderDone(input: $input) { employee { reminders { internalId done } } ${ERRORS} } }`;
const ADD_ASSET = `mutation ($input: AddAssetInput!) { addAsset(input: $input) { asset { id internalId assetName price imageUrl } employee { assets { assetName } } ${ERRORS} } }`;
const UPDATE_ASSET = `mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) { asset { assetName price imageUrl } ${ERRORS} } }`;
const DELETE_REMINDER = `mutation ($input: DeleteReminderInput!) { deleteReminder(input: $input) { employee { reminders { internalId } } ${ERRORS} } }`;

describe.each(engines())('managers, custom fields and reminders on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let dutchAdmin: string;
  let light: string;
  let ids: number[];
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, dutchAdmin, light] = await Promise.all(
      ['admin@demo.be', 'admin@demo.nl', 'light@demo.be'].map((email) => signIn(stack, email)),
    );
    ids = await people(stack.db, ['started']);
  });
  afterAll(() => stack.close());

  const pages = async (id: number, token = admin) => graphql(stack, PAGES, { id: gid(id) }, token);

  it('part 1 §6: light group access sees none of the three pages: null + FORBIDDEN in GraphQL, 403 or left out in REST', async () => {
    const id = ids[1];
    const answer = await pages(id, light);
    expect(answer.data.employee).toEqual(
      expect.objectContaining({ managerLines: null, customFieldValues: null, reminders: null }),
    );
    expect(answer.errors?.map((e) => [e.path?.at(-1), e.extensions?.code]).sort()).toEqual([
      ['customFieldValues', 'FORBIDDEN'],
      ['managerLines', 'FORBIDDEN'],
      ['reminders', 'FORBIDDEN'],
    ]);
    const version = (await pages(id)).data.employee.version;
    const calls = await Promise.all([
      rest(stack, 'POST', '/api/employees/updateManagers', {
        token: light,
        body: { id, version, reports_to_id: null, reports_to_extra_id: null, start_date: '2026-12-01' },
      }),
      rest(stack, 'POST', '/api/employees/updateCustomFields', { token: light, body: { id, version, values: [] } }),
      rest(stack, 'POST', '/api/reminders/add', {
        token: light,
        body: { employee_id: id, remind_on: '2026-12-01', text: 'x' },
      }),
      rest(stack, 'GET', '/api/custom_fields', { token: light }),
    ]);
    expect(calls.map((c) => [c.status, c.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    for (const path of ['/api/employees/managers/batch', '/api/custom_fields/values/batch', '/api/reminders/batch']) {
      expect((await rest(stack, 'GET', `${path}?ids=${id}`, { token: light })).body).toEqual({ data: [] });
    }
    expect(await stack.db.query('SELECT id FROM reminders WHERE employee_id = $1 AND text = $2', [id, 'x'])).toEqual(
      [],
    );
  });

  it('part 1 §2 /settings/managers/{id}: managers from a chosen day end the running line the day before; activity; a stale form conflicts', async () => {
    // Someone nobody reports to, so no new manager closes a cycle (REPORTS_TO_CYCLE), and a manager they do not have yet.
    const [id] = await people(stack.db, ['started', 'notManager']);
    const { version, managerLines: before } = (await pages(id)).data.employee;
    const current = before
      .filter((l: { endDate: string | null }) => l.endDate === null)
      .map((l: { managerId: number }) => l.managerId);
    const managerId = ids.find((candidate) => candidate !== id && !current.includes(candidate)) as number;
    const changed = await graphql(
      stack,
      MANAGERS,
      {
        input: {
          employeeId: gid(id),
          version,
          reportsToId: gid(managerId),
          reportsToExtraId: null,
          startDate: '2026-12-01',
        },
      },
      admin,
    );
    expect(changed.data.updateManagers.userErrors).toEqual([]);
    const lines = changed.data.updateManagers.employee.managerLines;
    expect(lines[0]).toEqual({ managerId, startDate: '2026-12-01', endDate: null });
    const running = before.find((l: { isExtra: boolean; endDate: string | null }) => !l.isExtra && l.endDate === null);
    if (running)
      expect(lines).toContainEqual({
        managerId: running.managerId,
        startDate: running.startDate,
        endDate: '2026-11-30',
      });
    expect(changed.data.updateManagers.employee.version).toBe(version + 1);
    const [item] = (await activityOf(stack.db, id)).sort((a, b) => b.id - a.id);
    expect(item.event_type).toBe('reports_to_updated');
    const stale = await graphql(
      stack,
      MANAGERS,
      { input: { employeeId: gid(id), version, reportsToId: null, reportsToExtraId: null, startDate: '2026-12-02' } },
      admin,
    );
    expect(stale.data.updateManagers.userErrors.map((e: { code: string }) => e.code)).toEqual(['EDIT_CONFLICT']);
    const self = await graphql(
      stack,
      MANAGERS,
      {
        input: {
          employeeId: gid(id),
          version: version + 1,
          reportsToId: gid(id),
          reportsToExtraId: null,
          startDate: '2026-12-02',
        },
      },
      admin,
    );
    expect(self.data.updateManagers.userErrors).toEqual([
      { code: 'REPORTS_TO_SELF', message: expect.any(String), field: ['input', 'reportsToId'] },
    ]);
    const badDay = await rest(stack, 'POST', '/api/employees/updateManagers', {
      token: admin,
      body: { id, version: version + 1, reports_to_id: null, reports_to_extra_id: null, start_date: '2026-02-30' },
    });
    expect(badDay.status).toBe(400);
    // Removing the new line leaves the history without it.
    const newLine = (await pages(id)).data.employee.managerLines.find(
      (l: { startDate: string }) => l.startDate === '2026-12-01',
    );
    const removed = await graphql(
      stack,
      DELETE_LINE,
      { input: { employeeId: gid(id), version: version + 1, lineId: newLine.internalId } },
      admin,
    );
    expect(removed.data.deleteManagerLine.userErrors).toEqual([]);
    expect(
      removed.data.deleteManagerLine.employee.managerLines.map((l: { internalId: number }) => l.internalId),
    ).not.toContain(newLine.internalId);
  });

  it('part 1 §2 /edit/customFields: every company field with the value; validated per type (part 1 §5); activity custom_fields_updated; audit names the fields', async () => {
    const id = ids[3];
    const { version, customFieldValues } = (await pages(id)).data.employee;
    // part 1 §5: by priority then lower-case name.
    expect(customFieldValues.map((f: { cfName: string }) => f.cfName)).toEqual([
      'LinkedIn',
      'Meal voucher value',
      'Shoe size',
      'Notes from onboarding',
    ]);
    const field = (name: string) =>
      customFieldValues.find((f: { cfName: string }) => f.cfName === name).customFieldId as number;
    const money = await graphql(
      stack,
      CUSTOM,
      {
        input: {
          employeeId: gid(id),
          version,
          values: [{ customFieldId: field('Meal voucher value'), value: 'eight' }],
        },
      },
      admin,
    );
    expect(money.data.updateCustomFields.userErrors).toEqual([
      { code: 'INVALID_AMOUNT', message: expect.any(String), field: ['input', 'values', '0', 'value'] },
    ]);
    const link = await graphql(
      stack,
      CUSTOM,
      {
        input: {
          employeeId: gid(id),
          version,
          values: [{ customFieldId: field('LinkedIn'), value: 'javascript:alert(1)' }],
        },
      },
      admin,
    );
    expect(link.data.updateCustomFields.userErrors.map((e: { code: string }) => e.code)).toEqual(['INVALID_URL']);
    const saved = await graphql(
      stack,
      CUSTOM,
      {
        input: {
          employeeId: gid(id),
          version,
          values: [
            { customFieldId: field('Meal voucher value'), value: '8.00' },
            { customFieldId: field('LinkedIn'), value: 'https://www.linkedin.com/in/demo', valueName: 'Profile' },
            { customFieldId: field('Notes from onboarding'), value: '' },
          ],
        },
      },
      admin,
    );
    expect(saved.data.updateCustomFields.userErrors).toEqual([]);
    expect(saved.data.updateCustomFields.employee.version).toBe(version + 1);
    expect(saved.data.updateCustomFields.employee.customFieldValues).toEqual(
      expect.arrayContaining([
        { cfName: 'Meal voucher value', value: '8.00', valueName: null },
        { cfName: 'LinkedIn', value: 'https://www.linkedin.com/in/demo', valueName: 'Profile' },
        { cfName: 'Notes from onboarding', value: null, valueName: null },
      ]),
    );
    const [item] = (await activityOf(stack.db, id)).sort((a, b) => b.id - a.id);
    expect(item.event_type).toBe('custom_fields_updated');
    const [audit] = await stack.db.query<{ fields: string[] }>(
      "SELECT fields FROM audit_log WHERE employee_id = $1 AND action = 'change' ORDER BY id DESC LIMIT 1",
      [id],
    );
    expect(audit.fields.every((f) => f.startsWith('custom_field:'))).toBe(true);
    const stale = await rest(stack, 'POST', '/api/employees/updateCustomFields', {
      token: admin,
      body: { id, version, values: [{ custom_field_id: field('Shoe size'), value: '40' }] },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'EDIT_CONFLICT']);
    // Another company's field answers like a missing one.
    const [dutchField] = await stack.db.query<{ id: number }>(
      'SELECT id FROM custom_fields WHERE company_id = $1 LIMIT 1',
      [NETHERLANDS],
    );
    const foreign = await rest(stack, 'POST', '/api/employees/updateCustomFields', {
      token: admin,
      body: { id, version: version + 1, values: [{ custom_field_id: dutchField.id, value: '1' }] },
    });
    expect(foreign.status).toBe(404);
  });

  it('part 1 §2 /reminders/employee/{id}: add with a date and text, list open first, mark done, delete; bad input stores nothing', async () => {
    const id = ids[4];
    const bad = await graphql(
      stack,
      ADD_REMINDER,
      { input: { employeeId: gid(id), remindOn: '31/12/2026', text: 'Call back' } },
      admin,
    );
    expect(bad.data.addReminder.userErrors).toEqual([
      { code: 'INVALID_DATE', message: expect.any(String), field: ['input', 'remindOn'] },
    ]);
    const empty = await graphql(
      stack,
      ADD_REMINDER,
      { input: { employeeId: gid(id), remindOn: '2026-12-31', text: ' ' } },
      admin,
    );
    expect(empty.data.addReminder.userErrors.map((e: { code: string }) => e.code)).toEqual(['FIELD_IS_REQUIRED']);
    const before = (await pages(id)).data.employee.reminders.length;
    const added = await graphql(
      stack,
      ADD_REMINDER,
      { input: { employeeId: gid(id), remindOn: '2026-12-31', text: 'Call back about the bike' } },
      admin,
    );
    expect(added.data.addReminder.userErrors).toEqual([]);
    const list = added.data.addReminder.employee.reminders;
    expect(list).toHaveLength(before + 1);
    const mine = list.find((r: { text: string }) => r.text === 'Call back about the bike');
    expect(mine).toEqual({
      internalId: expect.any(Number),
      remindOn: '2026-12-31',
      text: 'Call back about the bike',
      done: false,
    });
    const done = await graphql(
      stack,
      DONE,
      { input: { employeeId: gid(id), reminderId: mine.internalId, done: true } },
      admin,
    );
    expect(done.data.setReminderDone.employee.reminders.at(-1)).toEqual({ internalId: mine.internalId, done: true });
    // Another company's admin does not find it.
    const foreign = await rest(stack, 'POST', '/api/reminders/delete', {
      token: dutchAdmin,
      body: { id: mine.internalId },
    });
    expect(foreign.status).toBe(404);
    const deleted = await graphql(
      stack,
      DELETE_REMINDER,
      { input: { employeeId: gid(id), reminderId: mine.internalId } },
      admin,
    );
    expect(
      deleted.data.deleteReminder.employee.reminders.map((r: { internalId: number }) => r.internalId),
    ).not.toContain(mine.internalId);
  });

  it('part 1 §2 /people/{id}/add/assets and /assets/{id}: add and edit an asset; validated (part 1 §5); activity asset_added, asset_updated; light may not', async () => {
    const id = ids[5];
    const bad = await graphql(stack, ADD_ASSET, { input: { employeeId: gid(id), assetName: ' ', price: 10 } }, admin);
    expect(bad.data.addAsset.userErrors).toEqual([
      { code: 'FIELD_IS_REQUIRED', message: expect.any(String), field: ['input', 'assetName'] },
    ]);
    const negative = await graphql(
      stack,
      ADD_ASSET,
      { input: { employeeId: gid(id), assetName: 'Laptop', price: -5 } },
      admin,
    );
    expect(negative.data.addAsset.userErrors.map((e: { code: string }) => e.code)).toEqual(['INVALID_AMOUNT']);
    const added = await graphql(
      stack,
      ADD_ASSET,
      {
        input: { employeeId: gid(id), assetName: 'Laptop', price: 1250.5, imageUrl: 'https://img.example/laptop.png' },
      },
      admin,
    );
    expect(added.data.addAsset.userErrors).toEqual([]);
    const asset = added.data.addAsset.asset;
    expect([asset.assetName, asset.price, asset.imageUrl]).toEqual([
      'Laptop',
      1250.5,
      'https://img.example/laptop.png',
    ]);
    expect(added.data.addAsset.employee.assets).toContainEqual({ assetName: 'Laptop' });
    const edited = await graphql(
      stack,
      UPDATE_ASSET,
      { input: { assetId: asset.id, assetName: 'Laptop 14"', price: null, imageUrl: null } },
      admin,
    );
    expect(edited.data.updateAsset).toEqual({
      asset: { assetName: 'Laptop 14"', price: null, imageUrl: null },
      userErrors: [],
    });
    const events = (await activityOf(stack.db, id))
      .sort((a, b) => b.id - a.id)
      .slice(0, 2)
      .map((a) => a.event_type);
    expect(events).toEqual(['asset_updated', 'asset_added']);
    const byLight = await rest(stack, 'POST', '/api/assets/update', {
      token: light,
      body: { id: asset.internalId, asset_name: 'Mine' },
    });
    expect([403, 404]).toContain(byLight.status);
    const foreign = await rest(stack, 'POST', '/api/assets/update', {
      token: dutchAdmin,
      body: { id: asset.internalId, asset_name: 'Theirs' },
    });
    expect(foreign.status).toBe(404);
  });
});
