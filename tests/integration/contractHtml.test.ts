// Contract and template HTML across the tiers (a security finding: stored script in the contract editors; part 2 §3
// content_html, §7 contracts/edit, contract_template/edit, preview, word-to-html). A manager's or an admin's content is
// stored as the allowlist keeps it (domain/richText), so reading it back through REST and through the gateway's GraphQL
// gives clean HTML; what the server will not clean answers a code and changes nothing; rows stored before the policy
// are cleaned by the data migration.
import { toGlobalId } from 'graphql-relay';
import { up as cleanStoredHtml } from '../../rest/migrations/030_contract_html_allowlist';
import { engines } from '../support/databases';
import { wordDocumentWithLink } from '../support/docx';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const PERSON = 3;

// Each payload with the HTML kept of it.
const PAYLOADS: [string, string][] = [
  [
    '<p>a</p><noscript><!--</noscript><img src=x onerror="fetch(\'/x?\'+localStorage.token)">--></noscript>',
    '<p>a</p>',
  ],
  ['<p>b</p><button formaction="java&#x0A;script:alert(1)">Go</button>', '<p>b</p>Go'],
  ['<p><a href="javascript:alert(1)">c</a></p>', '<p><a>c</a></p>'],
  ['<p><a href="JaVaScRiPt&colon;alert(1)">d</a></p>', '<p><a>d</a></p>'],
  ['<p>e</p><svg><script>alert(1)</script></svg>', '<p>e</p>'],
  ['<p>f</p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<p>f</p>'],
  ['<p>g<img src=x onerror=alert(1)></p>', '<p>g<img></p>'],
  ['<p>h</p><iframe srcdoc="<script>alert(1)</script>"></iframe>', '<p>h</p>'],
  ['<form action="https://evil.example"><p>i</p><input name="password"></form>', '<p>i</p>'],
  ['<p style="color:red" onclick="alert(1)">j {first_name}</p>', '<p>j {first_name}</p>'],
];

/** Whether any tag of the HTML carries an event handler or a javascript: URL. */
const runnable = (html: string) =>
  (html.match(/<[^>]*>/g) ?? []).some((tag) => /\son\w*\s*=/i.test(tag) || /javascript:/i.test(tag.replace(/\s/g, '')));

describe.each(engines())('contract HTML is kept clean on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager] = await Promise.all(['admin@demo.be', 'manager@demo.be'].map((email) => signIn(stack, email)));
  });
  afterAll(() => stack.close());

  const get = (path: string, token = admin) => rest(stack, 'GET', path, { token });
  const post = (path: string, body: unknown, token = admin) => rest(stack, 'POST', path, { token, body });
  const node = async (type: 'Contract' | 'ContractTemplate', id: number, fields: string, token = admin) => {
    const answer = await graphql(
      stack,
      `query ($id: ID!) { node(id: $id) { ... on ${type} { ${fields} } } }`,
      { id: toGlobalId(type, String(id)) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.node;
  };
  const draft = async () => {
    const added = await post('/api/contracts/addToEmployee', {
      employee_id: PERSON,
      file_type: 'html',
      contract_name: 'Clean HTML',
      public_library_contract_template_id: 1,
    });
    expect(added.status).toEqual(200);
    return added.body.contract_id as number;
  };
  const template = async () =>
    (await post('/api/contract_template/add', { name: 'Clean HTML', type: 'other' })).body.template_id as number;

  it('a manager’s content through contracts/edit reads back clean through REST and GraphQL', async () => {
    const id = await draft();
    for (const [dirty, clean] of PAYLOADS) {
      expect((await post('/api/contracts/edit', { contract_id: id, content_html: dirty }, manager)).status).toEqual(
        200,
      );
      const detail = (await get(`/api/contract/${id}/detail`, manager)).body;
      expect([detail.content_html, runnable(detail.rendered_html)]).toEqual([clean, false]);
      const contract = await node('Contract', id, 'contentHtml renderedHtml', manager);
      expect([contract.contentHtml, runnable(contract.renderedHtml)]).toEqual([clean, false]);
    }
  });

  it('the app’s updateContract mutation (useContractMutationsChangeMutation) stores clean HTML', async () => {
    const id = await draft();
    const [dirty, clean] = PAYLOADS[0];
    const answer = await graphql(
      stack,
      'mutation ($input: UpdateContractInput!) { updateContract(input: $input) { contract { contentHtml } userErrors { code } } }',
      { input: { contractId: toGlobalId('Contract', String(id)), contentHtml: dirty } },
      manager,
    );
    expect(answer.data.updateContract).toEqual({ contract: { contentHtml: clean }, userErrors: [] });
  });

  it('an admin’s template through contract_template/edit reads back clean, and so do the contracts made from it and its preview', async () => {
    const id = await template();
    for (const [dirty, clean] of PAYLOADS) {
      expect(
        (await post('/api/contract_template/edit', { template_id: id, name: 'Clean HTML', content_html: dirty }))
          .status,
      ).toEqual(200);
      expect((await get(`/api/contract_template/${id}/detail`)).body.content_html).toEqual(clean);
      expect(
        (await get('/api/contract_template/list')).body.data.find((t: { template_id: number }) => t.template_id === id)
          .content_html,
      ).toEqual(clean);
      expect((await node('ContractTemplate', id, 'contentHtml')).contentHtml).toEqual(clean);
      const preview = await post('/api/contract_template/preview', {
        template_id: id,
        content_html: dirty,
        employee_id: PERSON,
      });
      expect(runnable(preview.body.content_html)).toBe(false);
    }
    const added = await post('/api/contracts/addToEmployee', {
      employee_id: PERSON,
      file_type: 'html',
      contract_name: 'From the template',
      contract_template_id: id,
    });
    expect((await get(`/api/contract/${added.body.contract_id}/detail`)).body.content_html).toEqual(
      PAYLOADS[PAYLOADS.length - 1][1],
    );
  });

  it('HTML the server will not clean answers HTML_TOO_COMPLEX and changes nothing; a NUL answers INVALID_CHARACTERS', async () => {
    const id = await draft();
    const before = (await get(`/api/contract/${id}/detail`)).body.content_html;
    const deep = await post(
      '/api/contracts/edit',
      { contract_id: id, content_html: `<p>${'<div>'.repeat(90_000)}</p>` },
      manager,
    );
    expect([deep.status, deep.body.code, deep.body.field]).toEqual([400, 'HTML_TOO_COMPLEX', 'content_html']);
    const wide = await post(
      '/api/contracts/edit',
      { contract_id: id, content_html: `<p>${'<span>a</span>'.repeat(10_000)}</p>` },
      manager,
    );
    expect([wide.status, wide.body.code]).toEqual([400, 'HTML_TOO_COMPLEX']);
    const viaGraphql = await graphql(
      stack,
      'mutation ($input: UpdateContractInput!) { updateContract(input: $input) { userErrors { code field } } }',
      { input: { contractId: toGlobalId('Contract', String(id)), contentHtml: '<b>'.repeat(100_000) } },
      manager,
    );
    expect(viaGraphql.data.updateContract.userErrors).toEqual([
      { code: 'HTML_TOO_COMPLEX', field: ['input', 'contentHtml'] },
    ]);
    const nul = await post('/api/contracts/edit', { contract_id: id, content_html: '<p>a\u0000b</p>' }, manager);
    expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_CHARACTERS']);
    const templateId = await template();
    const onTemplate = await post('/api/contract_template/edit', {
      template_id: templateId,
      name: 'Deep',
      content_html: '<b>'.repeat(100_000),
    });
    expect([onTemplate.status, onTemplate.body.code]).toEqual([400, 'HTML_TOO_COMPLEX']);
    expect((await get(`/api/contract/${id}/detail`)).body.content_html).toEqual(before);
    expect((await get(`/api/contract_template/${templateId}/detail`)).body.name).toEqual('Clean HTML');
  });

  it('part 2 §7 word-to-html: a .docx hyperlink to javascript: loses its href; one to https keeps it', async () => {
    const convert = async (target: string) => {
      const docx = wordDocumentWithLink('See the ', 'terms', target);
      const answer = await post('/api/contract_templates/conversion/word-to-html', {
        base64_word_file: docx.toString('base64'),
        extension: 'docx',
      });
      expect(answer.status).toEqual(200);
      return answer.body.content_html;
    };
    expect(await convert('javascript:alert(document.cookie)')).toEqual('<p>See the <a>terms</a></p>');
    expect(await convert('https://example.be/terms')).toEqual(
      '<p>See the <a href="https://example.be/terms">terms</a></p>',
    );
    const answer = await graphql(
      stack,
      'mutation ($input: ConvertWordToHtmlInput!) { convertWordToHtml(input: $input) { contentHtml userErrors { code } } }',
      {
        input: { base64WordFile: wordDocumentWithLink('See the ', 'terms', 'JAVASCRIPT:alert(1)').toString('base64') },
      },
      admin,
    );
    expect(answer.data.convertWordToHtml).toEqual({ contentHtml: '<p>See the <a>terms</a></p>', userErrors: [] });
  });

  it('rows stored before the policy are cleaned by the data migration, sent contracts too, and a second pass changes nothing', async () => {
    const [dirty, clean] = PAYLOADS[0];
    const templateId = await template();
    const contractId = await draft();
    await stack.db.query('UPDATE contract_templates SET content_html = $2 WHERE id = $1', [templateId, dirty]);
    await stack.db.query(`UPDATE contracts SET content_html = $2, status = 'sent', date_sent = now() WHERE id = $1`, [
      contractId,
      dirty,
    ]);
    await cleanStoredHtml(stack.db);
    expect((await get(`/api/contract_template/${templateId}/detail`)).body.content_html).toEqual(clean);
    const contract = await node('Contract', contractId, 'contentHtml renderedHtml');
    expect(contract).toEqual({ contentHtml: clean, renderedHtml: clean });
    const everything = async () =>
      stack.db.query(
        'SELECT id, content_html FROM contracts UNION ALL SELECT id, content_html FROM contract_templates UNION ALL SELECT id, content_html FROM public_contract_templates',
      );
    const once = await everything();
    await cleanStoredHtml(stack.db);
    expect(await everything()).toEqual(once);
  });
});
