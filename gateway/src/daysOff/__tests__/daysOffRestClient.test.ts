import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { RestFailure, createRestClient } from '../../core/restClient';

const LIMIT_MESSAGE = 'You have reached the maximum days off for this type.';

// A REST API that answers like rest/src/core/errors.ts: the code in the body, the message as the reason phrase, and the
// i18n_code header where the spec names one (part 1 §8).
function fakeApi(): Server {
  return createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/limit') {
      response.setHeader('i18n_code', 'limit_reached_for_type');
      response.writeHead(422, LIMIT_MESSAGE);
      response.end(JSON.stringify({ code: 'DAY_OFF_CREATE_LIMIT_ERR', message: LIMIT_MESSAGE }));
    } else if (request.url === '/empty') {
      response.writeHead(400, 'Bad Request');
      response.end();
    } else {
      response.writeHead(404, 'No route GET /missing');
      response.end(JSON.stringify({ code: 'NOT_FOUND', message: 'No route GET /missing' }));
    }
  });
}

describe('RestFailure keeps the signs of part 1 §8 (reason phrase and i18n_code header)', () => {
  let server: Server;
  let pool: Pool;
  beforeAll(async () => {
    server = fakeApi();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pool = new Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await pool.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const failureOf = (path: string) =>
    createRestClient(pool, 'token')
      // Paths of this fake API, not of the REST API's document.
      .post(path as '/api/auth/login', {})
      .then(
        () => null,
        (error: unknown) => error,
      );

  it('part 1 §8: an over-limit answer carries its reason phrase, its i18n_code header and its code', async () => {
    const failure = await failureOf('/limit');
    expect(failure).toBeInstanceOf(RestFailure);
    const { status, body, reasonPhrase, i18nCode, extensions } = failure as RestFailure;
    expect({ status, body, reasonPhrase, i18nCode, extensions }).toEqual({
      status: 422,
      body: { code: 'DAY_OFF_CREATE_LIMIT_ERR', message: LIMIT_MESSAGE },
      reasonPhrase: LIMIT_MESSAGE,
      i18nCode: 'limit_reached_for_type',
      extensions: { code: 'BAD_USER_INPUT', restCode: 'DAY_OFF_CREATE_LIMIT_ERR' },
    });
  });

  it('an answer without the header has no i18n code; one without a body still has its reason phrase', async () => {
    const missing = (await failureOf('/missing')) as RestFailure;
    expect([missing.status, missing.body.code, missing.reasonPhrase, missing.i18nCode]).toEqual([
      404,
      'NOT_FOUND',
      'No route GET /missing',
      null,
    ]);
    const empty = (await failureOf('/empty')) as RestFailure;
    expect([empty.status, empty.body, empty.reasonPhrase, empty.i18nCode]).toEqual([
      400,
      { code: 'HTTP_400', message: 'Request failed' },
      'Bad Request',
      null,
    ]);
  });

  it('a RestFailure built without signs (loaders, fakes) has none', () => {
    const failure = new RestFailure(403, { code: 'FORBIDDEN', message: 'No.' });
    expect([failure.reasonPhrase, failure.i18nCode, failure.message]).toEqual([null, null, 'No.']);
  });
});
