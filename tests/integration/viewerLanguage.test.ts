// "Languages": the language switch is remembered for the user (part 1 §3 user flag `language`: en, nl, fr),
// through the gateway's setViewerLanguage and REST POST /api/auth/viewer/language; a sign-in later gets it back, other
// users keep theirs, a language outside the three is refused and nothing is stored.
import { engines } from '../support/databases';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const SET =
  'mutation ($input: SetViewerLanguageInput!) { setViewerLanguage(input: $input) { viewer { language } userErrors { code } } }';
const LANGUAGE = '{ viewer { language } }';

describe.each(engines())('the viewer language on %s', (_engine, open) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(await open());
  });
  afterAll(() => stack.close());

  it('a Dutch admin switches to French: stored for that user, back in a new session; another user keeps English', async () => {
    const dutch = await signIn(stack, 'admin@demo.nl');
    expect((await graphql(stack, LANGUAGE, {}, dutch)).data.viewer.language).toEqual('NL');
    const set = await graphql(stack, SET, { input: { language: 'FR' } }, dutch);
    expect(set.data.setViewerLanguage).toEqual({ viewer: { language: 'FR' }, userErrors: [] });
    expect((await graphql(stack, LANGUAGE, {}, await signIn(stack, 'admin@demo.nl'))).data.viewer.language).toEqual(
      'FR',
    );
    expect((await graphql(stack, LANGUAGE, {}, await signIn(stack, 'admin@demo.be'))).data.viewer.language).toEqual(
      'EN',
    );
    await graphql(stack, SET, { input: { language: 'NL' } }, dutch);
    expect((await graphql(stack, LANGUAGE, {}, dutch)).data.viewer.language).toEqual('NL');
  });

  it('a language outside en, nl and fr is refused (REST 400, GraphQL enum) and nothing is stored', async () => {
    const token = await signIn(stack, 'manager@demo.be');
    const answer = await rest(stack, 'POST', '/api/auth/viewer/language', { token, body: { language: 'de' } });
    expect(answer.status).toEqual(400);
    const refused = await graphql(stack, SET, { input: { language: 'DE' } }, token);
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect((await graphql(stack, LANGUAGE, {}, token)).data.viewer.language).toEqual('EN');
    expect((await rest(stack, 'POST', '/api/auth/viewer/language', { body: { language: 'fr' } })).status).toEqual(401);
  });
});
