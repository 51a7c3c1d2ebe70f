// Through the gateway: ContractTemplate, PublicContractTemplate, Contract (a Node, Employee.contracts), its
// signers and activity, the PDF through the gateway's origin, and the mutations with userErrors (part 2 §3, §4, §5, §7;
// part 1 §6: a light viewer gets contracts null with FORBIDDEN).
import { toGlobalId } from 'graphql-relay';
import { request } from 'undici';
import { engines } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const PERSON = 4;
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const CONTRACT = `id internalId contractName status renderedHtml signingMethod internalSignatureRequired viewerCanManage pdfUrl
  signers { role userInternalId name signed viewerMaySign } activity { eventType }`;

describe.each(engines())('contracts through the gateway on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let light: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, light] = await Promise.all(['admin@demo.be', 'light@demo.be'].map((email) => signIn(stack, email)));
  });
  afterAll(() => stack.close());

  const run = (query: string, variables: Record<string, unknown> = {}, token = admin) =>
    graphql(stack, query, variables, token);
  const mutate = async (
    name: string,
    inputType: string,
    input: Record<string, unknown>,
    selection = `contract { ${CONTRACT} }`,
  ) => {
    const answer = await run(
      `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${selection} userErrors { code field } } }`,
      { input },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data[name];
  };

  it('part 2 §7 addAssetPolicy, addCarPolicy: a draft contract naming the assets or the car; a wrong id is a userError, nothing stored', async () => {
    const [{ company_id: company }] = await stack.db.query<{ company_id: number }>(
      'SELECT company_id FROM employees WHERE id = $1',
      [PERSON],
    );
    const [asset] = await stack.db.query<{ id: number }>(
      `INSERT INTO assets (company_id, employee_id, asset_name) VALUES ($1, $2, 'Tablet') RETURNING id`,
      [company, PERSON],
    );
    const [car] = await stack.db.query<{ id: number }>(
      `INSERT INTO vehicles (company_id, employee_id, type, brand, model, plate) VALUES ($1, $2, 'car', 'Volvo', 'V60', '2-XYZ-987') RETURNING id`,
      [company, PERSON],
    );
    const template = await mutate(
      'addContractTemplate',
      'AddContractTemplateInput',
      { name: 'Property policy', type: 'OTHER' },
      'contractTemplate { id }',
    );
    const templateId = template.contractTemplate.id;
    await mutate(
      'updateContractTemplate',
      'UpdateContractTemplateInput',
      { contractTemplateId: templateId, name: 'Property policy', contentHtml: '<p>{full_name}: {assets}{car}</p>' },
      'contractTemplate { id }',
    );

    const assets = await mutate(
      'addAssetPolicy',
      'AddAssetPolicyInput',
      { employeeId: gid(PERSON), assetIds: [toGlobalId('Asset', String(asset.id))], contractTemplateId: templateId },
      `contract { ${CONTRACT} } employee { id }`,
    );
    expect([assets.userErrors, assets.contract.status, assets.contract.contractName, assets.employee.id]).toEqual([
      [],
      'DRAFT',
      'Property policy',
      gid(PERSON),
    ]);
    expect(assets.contract.renderedHtml).toContain(': Tablet{car}</p>');
    const cars = await mutate('addCarPolicy', 'AddCarPolicyInput', {
      vehicleId: toGlobalId('Vehicle', String(car.id)),
      contractTemplateId: templateId,
    });
    expect([cars.userErrors, cars.contract.renderedHtml.includes(': {assets}Volvo V60 (2-XYZ-987)</p>')]).toEqual([
      [],
      true,
    ]);

    const before = (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts'))[0].n;
    const wrongAsset = await mutate('addAssetPolicy', 'AddAssetPolicyInput', {
      employeeId: gid(PERSON),
      assetIds: [toGlobalId('Asset', '99999999')],
      contractTemplateId: templateId,
    });
    expect(wrongAsset.userErrors).toEqual([{ code: 'NOT_FOUND', field: ['input', 'assetIds'] }]);
    const notAVehicle = await mutate('addCarPolicy', 'AddCarPolicyInput', {
      vehicleId: gid(PERSON),
      contractTemplateId: templateId,
    });
    expect(notAVehicle.userErrors).toEqual([{ code: 'NOT_FOUND', field: ['input', 'vehicleId'] }]);
    const refused = await run(
      'mutation ($input: AddCarPolicyInput!) { addCarPolicy(input: $input) { userErrors { code } } }',
      { input: { vehicleId: toGlobalId('Vehicle', String(car.id)), contractTemplateId: templateId } },
      light,
    );
    expect(refused.data.addCarPolicy.userErrors).toEqual([{ code: 'FORBIDDEN' }]);
    expect((await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts'))[0].n).toEqual(before);
  });

  it('part 2 §4, §5, §7: template → contract → send → both signers → signed; the PDF through the gateway', async () => {
    const added = await mutate(
      'addContractTemplate',
      'AddContractTemplateInput',
      { name: 'Gateway template', type: 'FIXED_TERM' },
      'contractTemplate { id type }',
    );
    expect([added.userErrors, added.contractTemplate.type]).toEqual([[], 'FIXED_TERM']);
    const templateId = added.contractTemplate.id;
    const edited = await mutate(
      'updateContractTemplate',
      'UpdateContractTemplateInput',
      { contractTemplateId: templateId, name: 'Gateway template', contentHtml: '<p>{full_name} from {start_date}</p>' },
      'contractTemplate { shortcodesUsed }',
    );
    expect(edited.contractTemplate.shortcodesUsed).toEqual(['full_name', 'start_date']);
    const viewer = (await run('{ viewer { internalId } }')).data.viewer.internalId;
    const signers = await mutate(
      'setContractTemplateSignatureRequirements',
      'SetContractTemplateSignatureRequirementsInput',
      {
        contractTemplateId: templateId,
        internalSignatureRequired: true,
        internalSignerUserId: null,
        secondInternalSignerUserId: viewer,
      },
      'contractTemplate { internalSignatureRequired secondInternalSignerUserId }',
    );
    expect(signers.contractTemplate).toEqual({ internalSignatureRequired: true, secondInternalSignerUserId: viewer });
    const preview = await mutate(
      'previewContractTemplate',
      'PreviewContractTemplateInput',
      { contractTemplateId: templateId, employeeId: gid(PERSON) },
      'contentHtml',
    );
    const [person] = await stack.db.query<{ name: string }>(
      `SELECT first_name || ' ' || last_name AS name FROM employees WHERE id = $1`,
      [PERSON],
    );
    expect(preview.contentHtml).toContain(person.name);

    const contract = (
      await mutate('addContractToEmployee', 'AddContractToEmployeeInput', {
        employeeId: gid(PERSON),
        contractName: 'Via GraphQL',
        fileType: 'HTML',
        contractTemplateId: templateId,
      })
    ).contract;
    expect([
      contract.status,
      contract.internalSignatureRequired,
      contract.viewerCanManage,
      contract.renderedHtml.includes(person.name),
    ]).toEqual(['DRAFT', true, true, true]);
    expect(contract.signers.map((s: any) => [s.role, s.userInternalId, s.signed, s.viewerMaySign])).toEqual([
      ['FIRST', null, false, false],
      ['SECOND', viewer, false, false],
    ]);

    const sent = (
      await mutate('sendContractToEmployee', 'SendContractToEmployeeInput', {
        contractId: contract.id,
        optionalMessage: 'Hello',
      })
    ).contract;
    expect([sent.status, sent.signers.map((s: any) => s.viewerMaySign)]).toEqual(['SENT', [true, false]]);
    const early = await mutate('signContractInternally', 'SignContractInternallyInput', {
      contractId: contract.id,
      name: 'Anna Admin',
      base64Signature: SIGNATURE_PNG,
      isSecondSigner: true,
    });
    expect(early.userErrors).toEqual([{ code: 'FIRST_SIGNER_FIRST', field: null }]);
    await mutate('signContractInternally', 'SignContractInternallyInput', {
      contractId: contract.id,
      name: 'Anna Admin',
      base64Signature: SIGNATURE_PNG,
      isSecondSigner: false,
    });
    const signed = (
      await mutate('signContractInternally', 'SignContractInternallyInput', {
        contractId: contract.id,
        name: 'Anna Admin',
        base64Signature: SIGNATURE_PNG,
        isSecondSigner: true,
      })
    ).contract;
    expect([signed.status, signed.signers.map((s: any) => [s.role, s.name, s.signed])]).toEqual([
      'SIGNED',
      [
        ['FIRST', 'Anna Admin', true],
        ['SECOND', 'Anna Admin', true],
      ],
    ]);
    expect(signed.activity.map((a: any) => a.eventType)).toEqual([
      'contract_signed',
      'contract_signed',
      'contract_signed',
      'contract_sent',
      'contract_added',
    ]);

    const listed = await run(`query ($id: ID!) { employee(id: $id) { contracts { id status } } }`, { id: gid(PERSON) });
    expect(listed.data.employee.contracts).toContainEqual({ id: contract.id, status: 'SIGNED' });
    const node = await run(`query ($id: ID!) { node(id: $id) { ... on Contract { contractName } } }`, {
      id: contract.id,
    });
    expect(node.data.node).toEqual({ contractName: 'Via GraphQL' });

    const pdf = await request(`${stack.gatewayUrl}${signed.pdfUrl}`, { headers: { authorization: `Bearer ${admin}` } });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.body.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toEqual('%PDF-');
    const hidden = await request(`${stack.gatewayUrl}${signed.pdfUrl}`, {
      headers: { authorization: `Bearer ${light}` },
    });
    expect(hidden.statusCode).toEqual(403);
    await hidden.body.dump();
  });

  it('part 2 §7: the public library by keyword and type; a contract from it; bad ids answer NOT_FOUND', async () => {
    const library = await run(
      `{ publicContractTemplates(type: STUDENT) { internalId countryCode } all: publicContractTemplates { internalId } }`,
    );
    expect(library.data).toEqual({
      publicContractTemplates: [{ internalId: 3, countryCode: 'BE' }],
      all: [{ internalId: 1 }, { internalId: 2 }, { internalId: 3 }, { internalId: 4 }],
    });
    const added = await mutate('addContractToEmployee', 'AddContractToEmployeeInput', {
      employeeId: gid(PERSON),
      contractName: 'Student',
      fileType: 'HTML',
      publicLibraryContractTemplateId: 3,
    });
    expect(added.contract.status).toEqual('DRAFT');
    const missing = await mutate('deleteContract', 'ContractIdInput', { contractId: 'bm9wZQ==' });
    expect(missing.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);
  });

  it('part 1 §6: a light viewer gets contracts and templates null with FORBIDDEN', async () => {
    const answer = await run(
      `query ($id: ID!) { employee(id: $id) { contracts { id } } contractTemplates { id } }`,
      { id: gid(15) },
      light,
    );
    expect(answer.data).toEqual({ employee: { contracts: null }, contractTemplates: null });
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
      ['contractTemplates', 'FORBIDDEN'],
      ['employee.contracts', 'FORBIDDEN'],
    ]);
  });
});
