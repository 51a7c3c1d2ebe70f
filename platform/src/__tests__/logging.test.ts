import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, requestLogging } from '../logging';

/** A Fastify app with the servers' logging, writing its JSON lines into `lines`. */
function appWithLog(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ ...requestLogging(), logger: loggerOptions({ stream }) });
  app.get('/api/employees/:id', async () => ({ ok: true }));
  app.get('/fails', async (request) => {
    // What pg and PGlite throw for a value of the wrong type: the message and detail quote the input.
    const error = Object.assign(new Error('invalid input syntax for type integer: "Jansen"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(an@example.be)',
    });
    request.log.warn({ err: error }, 'database refused the input');
    throw new Error('unexpected');
  });
  return app;
}

// light-my-request (app.inject) loads an ES-only module the unit tests do not compile: a real port instead.
const get = async (base: string, path: string, headers: Record<string, string> = {}) =>
  (await fetch(base + path, { headers })).text();

describe('REST API log lines', () => {
  it('say the route template, status, duration and the incoming request id, not the query or the token', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWithLog(lines);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await get(base, '/api/employees/12?search=Jansen', {
      authorization: 'Bearer secret-token',
      'x-request-id': 'abc.1',
    });
    await get(base, '/nothing?search=Jansen');
    await app.close();
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'abc.1',
        method: 'GET',
        route: '/api/employees/:id',
        status: 200,
        durationMs: expect.any(Number),
        msg: 'request',
      }),
      expect.objectContaining({ level: 30, method: 'GET', path: '/nothing', status: 404, msg: 'request' }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Jansen|secret-token/);
  });

  it('log a database error by its SQLSTATE, without the input its message and detail quote', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWithLog(lines);
    await get(await app.listen({ port: 0, host: '127.0.0.1' }), '/fails');
    await app.close();
    expect(lines.find((line) => line.msg === 'database refused the input')).toEqual(
      expect.objectContaining({
        err: expect.objectContaining({ type: 'Error', code: '22P02', message: 'database error 22P02' }),
      }),
    );
    expect(JSON.stringify(lines)).not.toMatch(/Jansen|an@example/);
  });
});
