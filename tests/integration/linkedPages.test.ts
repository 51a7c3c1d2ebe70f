// The pages the profile links to (part 1 §2): a document's file uploaded, stored and downloaded with its type
// and size, refused with the spec's codes and nothing stored; the person calendar month; each with its permission rule.
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { gid, person } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const MAX = 10_485_760;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function upload(url: string, filename: string, bytes: Buffer, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, i18n: response.headers.get('i18n_code'), body: text ? JSON.parse(text) : null };
}

async function download(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const header = (name: string) => response.headers.get(name);
  return {
    status: response.status,
    type: header('content-type'),
    length: header('content-length'),
    disposition: header('content-disposition'),
    nosniff: header('x-content-type-options'),
    bytes,
  };
}

describe.each(engines())('the linked pages on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let light: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
    light = await signIn(stack, 'light@demo.be');
  });
  afterAll(() => stack.close());

  const filesOf = async (id: number) =>
    (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE employee_id = $1', [id]))[0].n;

  it.each([
    ['an executable: FILETYPE_NOT_ALLOWED', 'setup.exe', PDF, 400, 'FILETYPE_NOT_ALLOWED'],
    [
      'an HTML page: FILETYPE_NOT_ALLOWED',
      'page.html',
      Buffer.from('<script>alert(1)</script>'),
      400,
      'FILETYPE_NOT_ALLOWED',
    ],
    [
      '10485761 bytes: FILE_TOO_BIG',
      'scan.pdf',
      Buffer.concat([PDF, Buffer.alloc(MAX + 1 - PDF.length)]),
      413,
      'FILE_TOO_BIG',
    ],
    ['an empty file: FILE_IS_EMPTY', 'empty.pdf', Buffer.alloc(0), 400, 'FILE_IS_EMPTY'],
  ])(
    'Upload refuses %s on the REST API and through the gateway, and stores nothing',
    async (_label, filename, bytes, status, code) => {
      const id = await person(stack.db, ['started']);
      const before = await filesOf(id);
      for (const [base, target] of [
        [stack.restUrl, String(id)],
        [stack.gatewayUrl, gid(id)],
      ]) {
        const answer = await upload(
          `${base}/api/files/upload/employee/${encodeURIComponent(target)}`,
          filename,
          bytes,
          admin,
        );
        expect([base, answer.status, answer.body.code, answer.i18n]).toEqual([base, status, code, code]);
      }
      expect(await filesOf(id)).toBe(before);
    },
  );

  it('A document uploaded through the gateway is stored with its type and size and downloads as it was sent', async () => {
    const id = await person(stack.db, ['started']);
    const uploaded = await upload(
      `${stack.gatewayUrl}/api/files/upload/employee/${encodeURIComponent(gid(id))}?document_type=diploma`,
      'Diploma é.pdf',
      PDF,
      admin,
    );
    expect(uploaded).toEqual({ status: 200, i18n: null, body: { id: expect.any(Number), employee_id: id } });
    const answer = await graphql(
      stack,
      'query ($id: ID!) { node(id: $id) { ... on Document { internalId filename filesizeBytes documentType contentType downloadUrl url employee { internalId } } } }',
      { id: toGlobalId('Document', String(uploaded.body.id)) },
      admin,
    );
    expect(answer).toEqual({
      data: {
        node: {
          internalId: uploaded.body.id,
          filename: 'Diploma é.pdf',
          filesizeBytes: PDF.length,
          documentType: 'diploma',
          contentType: 'application/pdf',
          downloadUrl: `/api/files/${uploaded.body.id}/download`,
          url: `/employee/${id}/documents/${uploaded.body.id}`,
          employee: { internalId: id },
        },
      },
      extensions: expect.anything(),
    });
    const file = await download(`${stack.gatewayUrl}${answer.data.node.downloadUrl}`, admin);
    expect({ ...file, bytes: file.bytes.toString() }).toEqual({
      status: 200,
      type: 'application/pdf',
      length: String(PDF.length),
      disposition: `attachment; filename="Diploma _.pdf"; filename*=UTF-8''Diploma%20%C3%A9.pdf`,
      nosniff: 'nosniff',
      bytes: PDF.toString(),
    });
  });

  it('a file name keeps no bidirectional or other control character: stored, listed, renamed and downloaded clean', async () => {
    const id = await person(stack.db, ['started']);
    // U+202E shows invoice‮cod.pdf as "invoicefdp.doc"; the isolates, marks and a tab hide in the name too.
    const uploaded = await upload(
      `${stack.gatewayUrl}/api/files/upload/employee/${encodeURIComponent(gid(id))}`,
      'invoice\u202Ecod\u2066\u200F\t.pdf',
      PDF,
      admin,
    );
    expect(uploaded.status).toBe(200);
    const [stored] = await stack.db.query<{ filename: string }>('SELECT filename FROM files WHERE id = $1', [
      uploaded.body.id,
    ]);
    expect(stored.filename).toBe('invoicecod.pdf');
    const file = await download(`${stack.gatewayUrl}/api/files/${uploaded.body.id}/download`, admin);
    expect(file.disposition).toBe(`attachment; filename="invoicecod.pdf"; filename*=UTF-8''invoicecod.pdf`);

    // A row some other way wrote with a control in its name is listed and downloaded without it.
    await stack.db.query('UPDATE files SET filename = $2 WHERE id = $1', [uploaded.body.id, 'old\u202Efdp.exe.pdf']);
    const list = await fetch(`${stack.restUrl}/api/files/list?relatedObject=employee&relatedObjectId=${id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(
      ((await list.json()).data as { id: number; filename: string }[]).find((f) => f.id === uploaded.body.id)?.filename,
    ).toBe('oldfdp.exe.pdf');
    expect((await download(`${stack.restUrl}/api/files/${uploaded.body.id}/download`, admin)).disposition).toBe(
      `attachment; filename="oldfdp.exe.pdf"; filename*=UTF-8''oldfdp.exe.pdf`,
    );

    const renamed = await fetch(`${stack.restUrl}/api/files/rename`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: uploaded.body.id, filename: 'Diploma\u202Ecod' }),
    });
    expect([renamed.status, (await renamed.json()).data.filename]).toEqual([200, 'Diplomacod.pdf']);
  });

  it("The demo's documents have their files, as big as the list says", async () => {
    const id = await person(stack.db, ['started', 'documents']);
    const list = await fetch(`${stack.restUrl}/api/files/list?relatedObject=employee&relatedObjectId=${id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const [first] = (await list.json()).data as { id: number; filesize_bytes: number; content_type: string }[];
    expect(first.content_type).toBe('application/pdf');
    const file = await download(`${stack.restUrl}/api/files/${first.id}/download`, admin);
    expect([file.status, file.bytes.length, file.bytes.subarray(0, 5).toString()]).toEqual([
      200,
      first.filesize_bytes,
      '%PDF-',
    ]);
  });

  it("Permissions: a light viewer neither uploads nor downloads a colleague's document; another company's is not found", async () => {
    const id = await person(stack.db, ['started', 'documents'], { skip: [14, 15] });
    const [own] = await stack.db.query<{ id: number }>(
      'SELECT id FROM files WHERE employee_id = $1 ORDER BY id LIMIT 1',
      [id],
    );
    const refused = await upload(`${stack.restUrl}/api/files/upload/employee/${id}`, 'a.pdf', PDF, light);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await download(`${stack.gatewayUrl}/api/files/${own.id}/download`, light)).status).toBe(403);
    const [theirs] = await stack.db.query<{ id: number }>(
      'SELECT id FROM files WHERE company_id <> 1 ORDER BY id LIMIT 1',
    );
    expect((await download(`${stack.restUrl}/api/files/${theirs.id}/download`, admin)).status).toBe(404);
    expect((await download(`${stack.restUrl}/api/files/999999/download`, admin)).status).toBe(404);
  });

  it('part 1 §2 /calendar/person/{id}/{year}/{month}: the month of days, gated like the calendar, a month outside 1–12 refused', async () => {
    const id = await person(stack.db, ['started'], { skip: [14, 15] });
    const query =
      'query ($id: ID!, $month: Int!) { employee(id: $id) { calendarMonth(year: 2026, month: $month) { year month days { date } } } }';
    const may = await graphql(stack, query, { id: gid(id), month: 2 }, admin);
    const days = may.data.employee.calendarMonth.days.map((d: { date: string }) => d.date);
    expect([may.data.employee.calendarMonth.month, days.length, days[0], days[27]]).toEqual([
      2,
      28,
      '2026-02-01',
      '2026-02-28',
    ]);
    const bad = await graphql(stack, query, { id: gid(id), month: 13 }, admin);
    expect([bad.data.employee.calendarMonth, bad.errors?.[0].extensions?.code]).toEqual([null, 'BAD_USER_INPUT']);
    const hidden = await graphql(stack, query, { id: gid(id), month: 2 }, light);
    expect([hidden.data?.employee?.calendarMonth ?? null, hidden.errors?.[0].extensions?.code]).toEqual([
      null,
      'FORBIDDEN',
    ]);
  });

  it('part 1 §2 /people/{id}/trainings and /trainings/{trainingId}/employees/{id}: every training, one participation, gated like the box', async () => {
    const id = await person(stack.db, ['started', 'trainings'], { skip: [14, 15] });
    const query =
      'query ($id: ID!, $training: Int!) { employee(id: $id) { trainingHistory { trainingId name startDate } trainingParticipation(trainingId: $training) { trainingId status } } }';
    const rows = await stack.db.query<{ training_id: number }>(
      'SELECT training_id FROM training_participations WHERE employee_id = $1',
      [id],
    );
    const answer = await graphql(stack, query, { id: gid(id), training: rows[0].training_id }, admin);
    expect(answer.data.employee.trainingHistory.length).toBe(rows.length);
    expect(answer.data.employee.trainingHistory[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.data.employee.trainingParticipation.trainingId).toBe(rows[0].training_id);
    const none = await graphql(stack, query, { id: gid(id), training: 999999 }, admin);
    expect(none.data.employee.trainingParticipation).toBeNull();
    const hidden = await graphql(stack, query, { id: gid(id), training: rows[0].training_id }, light);
    expect([
      hidden.data?.employee?.trainingHistory ?? null,
      hidden.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code),
    ]).toEqual([null, ['FORBIDDEN', 'FORBIDDEN']]);
  });

  it('part 1 §2 /fleet/new, /fleet/{id}, /assets/{id}: a vehicle added writes car_added and answers its page; a light viewer may not add one', async () => {
    const id = await person(stack.db, ['started'], { skip: [14, 15] });
    const mutation =
      'mutation ($input: AddVehicleInput!) { addVehicle(input: $input) { vehicle { internalId type brand url employee { internalId } } userErrors { code field } } }';
    const input = { employeeId: gid(id), type: 'BICYCLE', brand: 'Gazelle', model: 'Ultimate', plate: null };
    const added = await graphql(stack, mutation, { input }, admin);
    const vehicle = added.data.addVehicle.vehicle;
    expect([
      vehicle.type,
      vehicle.brand,
      vehicle.url,
      vehicle.employee.internalId,
      added.data.addVehicle.userErrors,
    ]).toEqual(['BICYCLE', 'Gazelle', `/fleet/${vehicle.internalId}`, id, []]);
    const [activity] = await stack.db.query<{ event_type: string }>(
      'SELECT event_type FROM activity_items WHERE employee_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(activity.event_type).toBe('car_added');
    const refused = await graphql(stack, mutation, { input }, light);
    expect(refused.data.addVehicle.userErrors.map((e: { code: string }) => e.code)).toEqual(['FORBIDDEN']);
    const blank = await graphql(stack, mutation, { input: { ...input, brand: ' ' } }, admin);
    expect(blank.data.addVehicle.userErrors.length).toBe(1);
    const [asset] = await stack.db.query<{ id: number; employee_id: number }>(
      'SELECT id, employee_id FROM assets WHERE company_id = 1 AND employee_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const node = await graphql(
      stack,
      'query ($id: ID!) { node(id: $id) { ... on Asset { url employee { internalId } } } }',
      { id: toGlobalId('Asset', String(asset.id)) },
      admin,
    );
    expect(node.data.node).toEqual({ url: `/assets/${asset.id}`, employee: { internalId: asset.employee_id } });
  });
});
