// Avatar: only jpg/jpeg/png (any case) up to 5242880 bytes (part 1 §5, §9), else FILETYPE_NOT_ALLOWED or
// FILE_TOO_BIG; a good one is stored by the REST API and served back at a URL an <img> loads without a token, on the
// REST API and through the gateway's origin.
import { engines } from '../support/databases';
import { activityOf, gid, people, person } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const MAX = 5_242_880;

const padded = (start: Buffer, size: number) => Buffer.concat([start, Buffer.alloc(size - start.length)]);

async function upload(url: string, filename: string, bytes: Buffer, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  // fetch, not undici.request: the test reads the reason phrase (statusText) the web shows (part 1 §8).
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    i18n: response.headers.get('i18n_code'),
    body: text ? JSON.parse(text) : null,
  };
}

describe.each(engines())('avatar on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  const avatarRows = async (id: number) =>
    (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM avatars WHERE employee_id = $1', [id]))[0].n;

  it.each([
    ['a gif', 'face.gif', PNG, 400, 'FILETYPE_NOT_ALLOWED'],
    ['no extension', 'face', PNG, 400, 'FILETYPE_NOT_ALLOWED'],
    [
      'an HTML page named .png',
      'face.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      400,
      'FILETYPE_NOT_ALLOWED',
    ],
    ['5242881 bytes', 'face.PNG', padded(PNG, MAX + 1), 413, 'FILE_TOO_BIG'],
  ])(
    'refuses %s on the REST API and through the gateway, and stores nothing',
    async (_label, filename, bytes, status, code) => {
      const id = await person(stack.db, ['started']);
      const before = await activityOf(stack.db, id);
      for (const base of [stack.restUrl, stack.gatewayUrl]) {
        const answer = await upload(
          `${base}/api/employees/${base === stack.restUrl ? id : gid(id)}/avatar`,
          filename,
          bytes,
          admin,
        );
        expect([base === stack.restUrl ? 'rest' : 'gateway', answer.status, answer.body.code, answer.i18n]).toEqual([
          base === stack.restUrl ? 'rest' : 'gateway',
          status,
          code,
          code,
        ]);
        expect(answer.statusText).toBe(answer.body.message);
      }
      expect(await avatarRows(id)).toBe(0);
      expect(await activityOf(stack.db, id)).toEqual(before);
    },
  );

  it('stores a good one, serves it without a token, replaces it on the next upload, and writes avatar_updated', async () => {
    const id = await person(stack.db, ['started']);
    const first = await upload(`${stack.restUrl}/api/employees/${id}/avatar`, 'Face.PNG', PNG, admin);
    expect(first).toEqual({
      status: 200,
      statusText: 'OK',
      i18n: null,
      body: { avatar: expect.stringMatching(/^\/api\/avatars\/[A-Za-z0-9_-]{32}\.png$/) },
    });
    const served = await fetch(`${stack.restUrl}${first.body.avatar}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await activityOf(stack.db, id))[0].event_type).toBe('avatar_updated');
    const profile = await graphql(stack, 'query ($id: ID!) { employee(id: $id) { avatar } }', { id: gid(id) }, admin);
    expect(profile.data.employee.avatar).toBe(first.body.avatar);
    // Exactly 5242880 bytes is allowed (part 1 §9 max), a jpeg in any case, through the gateway with the global id.
    const second = await upload(
      `${stack.gatewayUrl}/api/employees/${gid(id)}/avatar`,
      'portrait.JpEg',
      padded(JPEG_START, MAX),
      admin,
    );
    expect(second.status).toBe(200);
    expect(second.body.avatar).toMatch(/\.jpg$/);
    const throughGateway = await fetch(`${stack.gatewayUrl}${second.body.avatar}`);
    expect([
      throughGateway.status,
      throughGateway.headers.get('content-type'),
      (await throughGateway.arrayBuffer()).byteLength,
    ]).toEqual([200, 'image/jpeg', MAX]);
    expect((await fetch(`${stack.restUrl}${first.body.avatar}`)).status).toBe(404);
    expect(await avatarRows(id)).toBe(1);
  });

  it('refuses without a token, and for an archived person (not editable, part 1 §6)', async () => {
    const id = await person(stack.db, ['started']);
    expect((await upload(`${stack.restUrl}/api/employees/${id}/avatar`, 'face.png', PNG)).status).toBe(401);
    expect((await upload(`${stack.gatewayUrl}/api/employees/${gid(id)}/avatar`, 'face.png', PNG)).status).toBe(401);
    const [archived] = await people(stack.db, [], { archived: true });
    const answer = await upload(`${stack.restUrl}/api/employees/${archived}/avatar`, 'face.png', PNG, admin);
    expect([answer.status, answer.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('answers 404 for an avatar that does not exist, on both origins', async () => {
    for (const base of [stack.restUrl, stack.gatewayUrl]) {
      const response = await fetch(`${base}/api/avatars/${'a'.repeat(32)}.png`);
      // Read to the end, as a browser does: a gzip answer left unread keeps its connection busy and the gateway's
      // close() waiting on it.
      expect([response.status, (await response.json()).code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
