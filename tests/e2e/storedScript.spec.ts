import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// The outside security test's critical finding, in the browser: a manager stored script in a contract's content (and
// an admin in a template's) through the app's own mutations; it ran when an admin opened "Edit content" and read the
// admin's token. Now the server keeps only the allowed HTML, the editor renders through DOMPurify, the page's CSP
// lets no inline script run, and the session is a cookie no script reads. Demo Belgium person 3 (rest/src/seed).
const PERSON = 3;
const MARK = '__storedScriptRan';
// The kept paragraph first: the unclosed <style> of the last payload makes everything after it style text.
const PAYLOADS = [
  `<p>Kept: {first_name} signs here.</p>`,
  `<p>a</p><noscript><!--</noscript><img src=x onerror="window.${MARK}=1">--></noscript>`,
  `<button formaction="java&#x0A;script:window.${MARK}=2">go</button>`,
  `<a href="javascript:window.${MARK}=3">link</a>`,
  `<img src=x onerror="window.${MARK}=4">`,
  `<svg><script>window.${MARK}=5</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.${MARK}=6">`,
].join('');

/** One GraphQL request from the page, with the page's own session cookie (as the app's mutations go). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await page.evaluate(
    async ([q, v]) =>
      (
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: q, variables: v }),
        })
      ).json(),
    [query, variables] as const,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

/** What of the payload reached the DOM: the marks any script set, and the elements that could run one. */
const dangerous = (page: Page) =>
  page.evaluate(
    (mark) => ({
      ran: (window as unknown as Record<string, unknown>)[mark] ?? null,
      handlers: [...document.querySelectorAll('*')].flatMap((e) =>
        [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName}[${a.name}]`),
      ),
      scriptUrls: [...document.querySelectorAll('[href],[formaction],[action],[src]')]
        .map(
          (e) =>
            e.getAttribute('href') ??
            e.getAttribute('formaction') ??
            e.getAttribute('action') ??
            e.getAttribute('src') ??
            '',
        )
        .filter((url) => /^\s*javascript:/i.test(url.replace(/[\u0000-\u001f]/g, ''))),
    }),
    MARK,
  );

test("script stored in a contract or a template never runs in an admin's page (security finding, critical)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  await signIn(page, 'admin@demo.be');
  const employeeId = Buffer.from(`Employee:${PERSON}`).toString('base64');
  const { addContractTemplate } = await graphql<{
    addContractTemplate: { contractTemplate: { id: string; internalId: number } };
  }>(
    page,
    'mutation ($input: AddContractTemplateInput!) { addContractTemplate(input: $input) { contractTemplate { id internalId } } }',
    { input: { name: `E2E stored script ${Date.now() % 100000}`, type: 'EMPLOYMENT' } },
  );
  const template = addContractTemplate.contractTemplate;
  const stored = await graphql<{ updateContractTemplate: { contractTemplate: { contentHtml: string } } }>(
    page,
    'mutation ($input: UpdateContractTemplateInput!) { updateContractTemplate(input: $input) { contractTemplate { contentHtml } } }',
    { input: { contractTemplateId: template.id, name: 'E2E stored script', contentHtml: PAYLOADS } },
  );
  const { addContractToEmployee } = await graphql<{
    addContractToEmployee: { contract: { id: string; internalId: number } };
  }>(
    page,
    'mutation ($input: AddContractToEmployeeInput!) { addContractToEmployee(input: $input) { contract { id internalId } } }',
    { input: { employeeId, contractName: 'E2E stored script', fileType: 'HTML', contractTemplateId: template.id } },
  );
  const contract = addContractToEmployee.contract;

  // The manager stores the payload in the draft contract through the app's own mutation.
  await signIn(page, 'manager@demo.be');
  const changed = await graphql<{ updateContract: { contract: { contentHtml: string } } }>(
    page,
    'mutation ($input: UpdateContractInput!) { updateContract(input: $input) { contract { contentHtml } } }',
    { input: { contractId: contract.id, contentHtml: PAYLOADS } },
  );
  // What the server kept: the text and the shortcode, nothing that could run.
  for (const html of [
    stored.updateContractTemplate.contractTemplate.contentHtml,
    changed.updateContract.contract.contentHtml,
  ]) {
    expect(html).toContain('{first_name} signs here.');
    expect(html).not.toMatch(/onerror|javascript:|formaction|<script|<noscript|<svg|<math|<button/i);
  }

  // The admin opens the contract's "Edit content" and the template's editor.
  await signIn(page, 'admin@demo.be');
  await page.goto(`${profileUrl(PERSON)}/contracts/${contract.internalId}`);
  await page.getByRole('button', { name: 'Edit content' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit content' }).getByRole('textbox');
  await expect(editor).toContainText('{first_name} signs here.');
  await page.waitForTimeout(500); // an image's error event comes after the load of the page
  expect(await dangerous(page)).toEqual({ ran: null, handlers: [], scriptUrls: [] });

  await page.goto(`/settings/contracts/templates/${template.internalId}`);
  await expect(page.getByRole('textbox', { name: 'Template content' })).toContainText('{first_name} signs here.');
  await page.waitForTimeout(500);
  expect(await dangerous(page)).toEqual({ ran: null, handlers: [], scriptUrls: [] });
  expect(violations).toEqual([]);

  // The CSP is the second wall: an inline handler that got into the page some other way is refused by the browser.
  const refused = await page.evaluate(
    (mark) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
          once: true,
        });
        const holder = document.createElement('div');
        holder.innerHTML = `<img src="data:," onerror="window.${mark}=7">`;
        document.body.append(holder);
      }),
    MARK,
  );
  expect([refused, (await dangerous(page)).ran]).toEqual(['script-src-attr', null]);
});
