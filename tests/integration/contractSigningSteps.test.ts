// Through the gateway, the contract page's signing steps: a contract's shortcodes with custom values (part 2 §3
// Custom shortcode, §7 shortcodes list and setCustomShortcodeValue), the signing method set and reset, the external
// provider's processing and retry steps (part 2 §4), the steps each status offers (domain contractSigningActions), the
// contracts waiting for the viewer's signature (part 2 §7 pendingInternal) and a light viewer without any (part 1 §6).
import { engines } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const PERSON = 6;
const CONTRACT = `id status renderedHtml signingMethod viewerSigningActions providerState providerAttempts
  shortcodes { shortcode value custom usedInContent }`;

describe.each(engines())('the signing steps of a contract through the gateway on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let light: string;
  let templateId: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, light] = await Promise.all(['admin@demo.be', 'light@demo.be'].map((email) => signIn(stack, email)));
    const added = await mutate(
      'addContractTemplate',
      'AddContractTemplateInput',
      { name: 'Signing steps', type: 'EMPLOYMENT' },
      'contractTemplate { id }',
    );
    templateId = added.contractTemplate.id;
    await mutate(
      'updateContractTemplate',
      'UpdateContractTemplateInput',
      { contractTemplateId: templateId, name: 'Signing steps', contentHtml: '<p>{first_name}: bonus {bonus}</p>' },
      'contractTemplate { id }',
    );
  });
  afterAll(() => stack.close());

  const run = (query: string, variables: Record<string, unknown> = {}, token = admin) =>
    graphql(stack, query, variables, token);
  async function mutate(
    name: string,
    inputType: string,
    input: Record<string, unknown>,
    selection = `contract { ${CONTRACT} }`,
  ) {
    const answer = await run(
      `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${selection} userErrors { code field } } }`,
      { input },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data[name];
  }
  const addContract = async (name: string) =>
    (
      await mutate('addContractToEmployee', 'AddContractToEmployeeInput', {
        employeeId: gid(PERSON),
        contractName: name,
        fileType: 'HTML',
        contractTemplateId: templateId,
      })
    ).contract;

  it('part 2 §3 Custom shortcode: the shortcodes with their values; a custom value fills the rendered contract; only a draft takes one', async () => {
    const contract = await addContract('Shortcodes');
    const [person] = await stack.db.query<{ first_name: string }>('SELECT first_name FROM employees WHERE id = $1', [
      PERSON,
    ]);
    const pick = (c: { shortcodes: { shortcode: string }[] }, codes: string[]) =>
      c.shortcodes.filter((s) => codes.includes(s.shortcode));
    expect(pick(contract, ['first_name', 'bonus'])).toEqual([
      { shortcode: 'first_name', value: person.first_name, custom: false, usedInContent: true },
      { shortcode: 'bonus', value: null, custom: false, usedInContent: true },
    ]);
    expect(contract.renderedHtml).toEqual(`<p>${person.first_name}: bonus {bonus}</p>`);
    expect(contract.viewerSigningActions).toEqual(['SET_SHORTCODE_VALUE', 'SET_SIGNING_METHOD']);

    const set = await mutate('setContractShortcodeValue', 'SetContractShortcodeValueInput', {
      contractId: contract.id,
      shortcode: 'bonus',
      value: '13th month',
    });
    expect([set.userErrors, set.contract.renderedHtml, pick(set.contract, ['bonus'])]).toEqual([
      [],
      `<p>${person.first_name}: bonus 13th month</p>`,
      [{ shortcode: 'bonus', value: '13th month', custom: true, usedInContent: true }],
    ]);
    const bad = await mutate('setContractShortcodeValue', 'SetContractShortcodeValueInput', {
      contractId: contract.id,
      shortcode: 'Not A Code',
      value: 'x',
    });
    expect(bad.userErrors).toEqual([{ code: 'INVALID_SHORTCODE', field: ['input', 'shortcode'] }]);

    await mutate('sendContractToEmployee', 'SendContractToEmployeeInput', { contractId: contract.id });
    const late = await mutate('setContractShortcodeValue', 'SetContractShortcodeValueInput', {
      contractId: contract.id,
      shortcode: 'bonus',
      value: 'more',
    });
    expect(late.userErrors).toEqual([{ code: 'CONTRACT_NOT_EDITABLE', field: null }]);
  });

  it('part 2 §4: the signing method is set on a draft and reset from sent back to draft', async () => {
    const contract = await addContract('Signing method');
    const set = await mutate('setContractSigningMethod', 'SetContractSigningMethodInput', {
      contractId: contract.id,
      signers: ['INTERNAL', 'EMPLOYEE'],
    });
    expect([set.contract.signingMethod, set.contract.viewerSigningActions]).toEqual([
      ['INTERNAL', 'EMPLOYEE'],
      ['SET_SHORTCODE_VALUE', 'SET_SIGNING_METHOD', 'RESET_SIGNING_METHOD'],
    ]);
    const sent = (await mutate('sendContractToEmployee', 'SendContractToEmployeeInput', { contractId: contract.id }))
      .contract;
    expect([sent.status, sent.providerState, sent.viewerSigningActions]).toEqual([
      'SENT',
      'PENDING',
      ['RESET_SIGNING_METHOD', 'PROCESS_SIGNATURE'],
    ]);
    const refused = await mutate('setContractSigningMethod', 'SetContractSigningMethodInput', {
      contractId: contract.id,
      signers: ['INTERNAL'],
    });
    expect(refused.userErrors).toEqual([{ code: 'CONTRACT_NOT_EDITABLE', field: null }]);

    const reset = (await mutate('resetContractSigningMethod', 'ContractIdInput', { contractId: contract.id })).contract;
    expect([reset.status, reset.signingMethod, reset.providerState, reset.viewerSigningActions]).toEqual([
      'DRAFT',
      [],
      null,
      ['SET_SHORTCODE_VALUE', 'SET_SIGNING_METHOD'],
    ]);
  });

  it("part 2 §4: the provider's processing step, and a retry of a failed step only; a signed contract keeps its method", async () => {
    const contract = await addContract('Provider');
    await mutate('setContractSigningMethod', 'SetContractSigningMethodInput', {
      contractId: contract.id,
      signers: ['EMPLOYEE'],
    });
    await mutate('sendContractToEmployee', 'SendContractToEmployeeInput', { contractId: contract.id });
    const early = await mutate('processContractSignature', 'ProcessContractSignatureInput', {
      contractId: contract.id,
      retry: true,
    });
    expect(early.userErrors).toEqual([{ code: 'NOTHING_TO_RETRY', field: null }]);
    // The local provider never fails (rest/src/contracts/signingProvider.ts): a failed step is set as a real provider would leave it.
    await stack.db.query(`UPDATE contracts SET provider_state = 'failed' WHERE contract_name = 'Provider'`);
    const failed = (
      await run(`query ($id: ID!) { node(id: $id) { ... on Contract { ${CONTRACT} } } }`, { id: contract.id })
    ).data.node;
    expect([failed.providerState, failed.viewerSigningActions]).toEqual([
      'FAILED',
      ['RESET_SIGNING_METHOD', 'RETRY_SIGNATURE'],
    ]);

    const retried = (
      await mutate('processContractSignature', 'ProcessContractSignatureInput', {
        contractId: contract.id,
        retry: true,
      })
    ).contract;
    expect([retried.status, retried.providerState, retried.providerAttempts, retried.viewerSigningActions]).toEqual([
      'SIGNED',
      'SIGNED',
      1,
      [],
    ]);
    const again = await mutate('processContractSignature', 'ProcessContractSignatureInput', {
      contractId: contract.id,
    });
    expect(again.userErrors).toEqual([{ code: 'NOTHING_TO_PROCESS', field: null }]);
    const reset = await mutate('resetContractSigningMethod', 'ContractIdInput', { contractId: contract.id });
    expect(reset.userErrors).toEqual([{ code: 'CONTRACT_ALREADY_SIGNED', field: null }]);
  });

  it('part 2 §4 over REST: a deleted contract is neither processed nor reset (409, nothing changed)', async () => {
    const contract = await addContract('Deleted while sent');
    await mutate('setContractSigningMethod', 'SetContractSigningMethodInput', {
      contractId: contract.id,
      signers: ['EMPLOYEE'],
    });
    await mutate('sendContractToEmployee', 'SendContractToEmployeeInput', { contractId: contract.id });
    await mutate('deleteContract', 'ContractIdInput', { contractId: contract.id });
    const [{ id }] = await stack.db.query<{ id: number }>(
      `SELECT id FROM contracts WHERE contract_name = 'Deleted while sent'`,
    );
    const state = async () =>
      (
        await stack.db.query('SELECT status, provider_state, provider_attempts, signers FROM contracts WHERE id = $1', [
          id,
        ])
      )[0];
    const before = await state();
    for (const path of [`/api/contracts/${id}/processSignicatContracts`, `/api/contracts/${id}/resetSigningMethod`]) {
      const answer = await rest(stack, 'POST', path, { token: admin, body: {} });
      expect([answer.status, answer.body.code]).toEqual([409, 'CONTRACT_DELETED']);
    }
    expect(await state()).toEqual(before);
  });

  it('part 2 §7 pendingInternal: the sent contracts waiting for the viewer; a light viewer gets null with FORBIDDEN (part 1 §6)', async () => {
    const contract = await addContract('Pending for me');
    await mutate('setContractSigningMethod', 'SetContractSigningMethodInput', {
      contractId: contract.id,
      signers: ['INTERNAL'],
    });
    await mutate('sendContractToEmployee', 'SendContractToEmployeeInput', { contractId: contract.id });
    const pending = await run('{ pendingInternalContracts { id contractName employee { id } } }');
    expect(pending.data.pendingInternalContracts).toContainEqual({
      id: contract.id,
      contractName: 'Pending for me',
      employee: { id: gid(PERSON) },
    });
    const hidden = await run('{ pendingInternalContracts { id } viewer { navigation } }', {}, light);
    expect(hidden.data.pendingInternalContracts).toBeNull();
    expect(hidden.data.viewer.navigation).not.toContain('CONTRACT_SIGNATURES');
    expect(hidden.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['pendingInternalContracts', 'FORBIDDEN'],
    ]);
    expect((await run('{ viewer { navigation } }')).data.viewer.navigation).toEqual(
      expect.arrayContaining(['CONTRACT_SIGNATURES', 'CONTRACT_TEMPLATES']),
    );
  });

  it('part 2 §7 contract_template/delete and reassign: for who manages templates (admins), with userErrors', async () => {
    const viewer = async (token: string) =>
      (await run('{ viewer { internalId mayManageContractTemplates } }', {}, token)).data.viewer;
    const manager = await signIn(stack, 'manager@demo.be');
    const [me, other] = [await viewer(admin), await viewer(manager)];
    expect([
      me.mayManageContractTemplates,
      other.mayManageContractTemplates,
      (await viewer(light)).mayManageContractTemplates,
    ]).toEqual([true, false, false]);

    const doomed = (
      await mutate(
        'addContractTemplate',
        'AddContractTemplateInput',
        { name: 'To delete', type: 'OTHER' },
        'contractTemplate { id }',
      )
    ).contractTemplate.id;
    const refused = await run(
      'mutation ($input: ContractTemplateIdInput!) { deleteContractTemplate(input: $input) { deletedContractTemplateId userErrors { code } } }',
      { input: { contractTemplateId: doomed } },
      manager,
    );
    expect(refused.data.deleteContractTemplate).toEqual({
      deletedContractTemplateId: null,
      userErrors: [{ code: 'FORBIDDEN' }],
    });
    const deleted = await mutate(
      'deleteContractTemplate',
      'ContractTemplateIdInput',
      { contractTemplateId: doomed },
      'deletedContractTemplateId',
    );
    expect([deleted.deletedContractTemplateId, deleted.userErrors]).toEqual([doomed, []]);
    expect((await run('{ contractTemplates { id } }')).data.contractTemplates).not.toContainEqual({ id: doomed });
    const again = await mutate(
      'deleteContractTemplate',
      'ContractTemplateIdInput',
      { contractTemplateId: doomed },
      'deletedContractTemplateId',
    );
    expect(again.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);

    const owned = async (table: string, userId: number) =>
      Number(
        (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]))[0]
          .n,
      );
    const templates = await owned('contract_templates', me.internalId);
    const ownership = async (userId: number) =>
      (await run('query ($id: Int!) { contractOwnership(userId: $id) { contracts templates } }', { id: userId })).data
        .contractOwnership;
    // contracts/count counts the contracts the caller may see, deleted ones left out (as contract/list).
    const [live] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contracts WHERE user_id = $1 AND deleted = 0',
      [me.internalId],
    );
    expect(await ownership(me.internalId)).toEqual({ contracts: Number(live.n), templates });
    const moved = await mutate(
      'reassignContracts',
      'ReassignContractsInput',
      { fromUserId: me.internalId, toUserId: other.internalId, templates: true },
      'count',
    );
    expect([
      moved.count,
      await owned('contract_templates', me.internalId),
      await owned('contract_templates', other.internalId),
    ]).toEqual([templates, 0, templates]);
    expect((await ownership(me.internalId)).templates).toEqual(0);
    const back = await mutate(
      'reassignContracts',
      'ReassignContractsInput',
      { fromUserId: other.internalId, toUserId: me.internalId, templates: true },
      'count',
    );
    expect(back.count).toEqual(templates);
    const unknown = await mutate(
      'reassignContracts',
      'ReassignContractsInput',
      { fromUserId: me.internalId, toUserId: 999999 },
      'count',
    );
    expect(unknown).toEqual({ count: null, userErrors: [{ code: 'NOT_FOUND', field: ['input', 'toUserId'] }] });
  });

  it("a person's contracts with their shortcodes cost a constant number of REST calls; another company's ids are left out", async () => {
    const list = `query ($id: ID!) { employee(id: $id) { contracts { id shortcodes { shortcode } } } }`;
    const before = await run(list, { id: gid(PERSON) });
    await addContract('One more');
    await addContract('And another');
    const after = await run(list, { id: gid(PERSON) });
    expect(after.data.employee.contracts.length).toEqual(before.data.employee.contracts.length + 2);
    expect(after.extensions?.restCalls).toEqual(before.extensions?.restCalls);
    const [{ id }] = await stack.db.query<{ id: number }>(`SELECT id FROM contracts WHERE contract_name = 'One more'`);
    const nl = await signIn(stack, 'admin@demo.nl');
    expect((await rest(stack, 'GET', `/api/contracts/shortcodes/batch?ids=${id}`, { token: nl })).body).toEqual({
      data: [],
    });
    expect(
      (await rest(stack, 'GET', `/api/contracts/shortcodes/batch?ids=${id}`, { token: admin })).body.data.map(
        (r: { contract_id: number }) => r.contract_id,
      ),
    ).toEqual([id]);
  });
});
