// Changes on the pages the profile links to (part 1 §2): a training participation's status and result
// (part 1 §3 Training participation; activity participant_status_changed, participant_result_changed); a document
// renamed or deleted with its file (/{relatedObject}/{relatedObjectId}/documents/{documentId}; document_renamed,
// document_deleted); a car's and an asset's documents (relatedObject car and asset, domain DOCUMENT_RULES). Each with its
// permission rule, the codes on bad input and nothing stored.
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { gid, people } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const UPDATE_PARTICIPATION = `mutation ($input: UpdateTrainingParticipationInput!, $training: Int!) {
  updateTrainingParticipation(input: $input) {
    trainingParticipation { trainingId status result }
    employee { trainingParticipation(trainingId: $training) { status result } }
    userErrors { code field }
  }
}`;
const RENAME = `mutation ($input: RenameDocumentInput!) { renameDocument(input: $input) { document { filename mayChange } employee { documents { filename } } userErrors { code field } } }`;
const DELETE = `mutation ($input: DeleteDocumentInput!) { deleteDocument(input: $input) { deletedDocumentId employee { documents { internalId } } userErrors { code field } } }`;

describe.each(engines())('changes on the linked pages on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let dutchAdmin: string;
  let light: string;
  // People with trainings: the first has its participation changed, the others are refused changes.
  let trained: number[];
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, dutchAdmin, light] = await Promise.all(
      ['admin@demo.be', 'admin@demo.nl', 'light@demo.be'].map((email) => signIn(stack, email)),
    );
    trained = await people(stack.db, ['started', 'trainings'], { skip: [14, 15] });
  });
  afterAll(() => stack.close());

  // The person's activity items written after `since` (the demo data has training items of its own).
  const lastItem = async () =>
    (await stack.db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM activity_items'))[0].id;
  const activity = async (id: number, since: number) =>
    stack.db.query<{ event_type: string; event_info_json: Record<string, unknown> }>(
      'SELECT event_type, event_info_json FROM activity_items WHERE employee_id = $1 AND id > $2 ORDER BY id',
      [id, since],
    );
  const participationOf = async (id: number) =>
    (
      await stack.db.query<{ training_id: number; status: string; result: string | null }>(
        'SELECT training_id, status, result FROM training_participations WHERE employee_id = $1 ORDER BY id LIMIT 1',
        [id],
      )
    )[0];

  describe('part 1 §3 Training participation: status and result', () => {
    it('an admin changes both through the gateway: each change writes its activity item with the old and the new value', async () => {
      const id = trained[0];
      const before = await participationOf(id);
      await stack.db.query(
        "UPDATE training_participations SET status = 'reserved', result = NULL WHERE employee_id = $1 AND training_id = $2",
        [id, before.training_id],
      );
      const since = await lastItem();
      const input = { employeeId: gid(id), trainingId: before.training_id, status: 'FOLLOWED', result: 'PASSED' };
      const answer = await graphql(stack, UPDATE_PARTICIPATION, { input, training: before.training_id }, admin);
      expect(answer.data.updateTrainingParticipation).toEqual({
        trainingParticipation: { trainingId: before.training_id, status: 'FOLLOWED', result: 'PASSED' },
        employee: { trainingParticipation: { status: 'FOLLOWED', result: 'PASSED' } },
        userErrors: [],
      });
      expect(await activity(id, since)).toEqual([
        {
          event_type: 'participant_status_changed',
          event_info_json: { old_type: 'reserved', new_type: 'followed', training_id: before.training_id },
        },
        {
          event_type: 'participant_result_changed',
          event_info_json: { old_type: null, new_type: 'passed', training_id: before.training_id },
        },
      ]);
      // The same values again change nothing, so no item.
      await graphql(stack, UPDATE_PARTICIPATION, { input, training: before.training_id }, admin);
      expect((await activity(id, since)).length).toBe(2);
      const feed = await graphql(
        stack,
        'query ($id: ID!) { employee(id: $id) { activity(first: 5) { edges { node { eventType eventInfo { oldType newType } } } } } }',
        { id: gid(id) },
        admin,
      );
      expect(feed.data.employee.activity.edges.slice(0, 2).map((e: { node: unknown }) => e.node)).toEqual([
        { eventType: 'participant_result_changed', eventInfo: { oldType: null, newType: 'passed' } },
        { eventType: 'participant_status_changed', eventInfo: { oldType: 'reserved', newType: 'followed' } },
      ]);
    });

    it.each([
      ['an unknown status', { status: 'finished', result: null }, 'status'],
      ['an unknown result', { status: 'followed', result: 'failed' }, 'result'],
      ['a status in capitals', { status: 'FOLLOWED', result: null }, 'status'],
    ])(
      'part 1 §3: %s is INVALID_ENUM_VALUE on its field (400), and nothing is stored',
      async (_label, values, field) => {
        const id = trained[1];
        const before = await participationOf(id);
        const since = await lastItem();
        const answer = await rest(stack, 'POST', '/api/trainings/participations/update', {
          token: admin,
          body: { employee_id: id, training_id: before.training_id, ...values },
        });
        expect([answer.status, answer.body.code, answer.body.field, answer.headers.i18n_code]).toEqual([
          400,
          'INVALID_ENUM_VALUE',
          field,
          'INVALID_ENUM_VALUE',
        ]);
        expect([await participationOf(id), await activity(id, since)]).toEqual([before, []]);
      },
    );

    it('Permissions: light access may not change it (403, FORBIDDEN), another company and a training not followed answer 404', async () => {
      const id = trained[1];
      const before = await participationOf(id);
      const since = await lastItem();
      const change = { employee_id: id, training_id: before.training_id, status: 'not_fitting', result: 'no_result' };
      const byLight = await rest(stack, 'POST', '/api/trainings/participations/update', { token: light, body: change });
      expect([byLight.status, byLight.body.code]).toEqual([403, 'FORBIDDEN']);
      const input = { employeeId: gid(id), trainingId: before.training_id, status: 'NOT_FITTING', result: 'NO_RESULT' };
      const viaGateway = await graphql(stack, UPDATE_PARTICIPATION, { input, training: before.training_id }, light);
      expect(viaGateway.data.updateTrainingParticipation.userErrors).toEqual([{ code: 'FORBIDDEN', field: null }]);
      const foreign = await rest(stack, 'POST', '/api/trainings/participations/update', {
        token: dutchAdmin,
        body: change,
      });
      expect(foreign.status).toBe(404);
      const notFollowed = await rest(stack, 'POST', '/api/trainings/participations/update', {
        token: admin,
        body: { ...change, training_id: 999999 },
      });
      expect([notFollowed.status, notFollowed.body.code]).toEqual([404, 'NOT_FOUND']);
      expect([await participationOf(id), await activity(id, since)]).toEqual([before, []]);
    });
  });

  describe('Renaming and deleting a document', () => {
    const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
    const stored = async (employeeId: number, filename = 'scan.pdf') =>
      (
        await stack.db.query<{ id: number }>(
          `INSERT INTO files (company_id, employee_id, filename, filesize_bytes, document_type, content, content_type) VALUES (1, $1, $2, $3, 'diploma', $4, 'application/pdf') RETURNING id`,
          [employeeId, filename, PDF.length, PDF],
        )
      )[0].id;
    const fileRow = async (id: number) =>
      (await stack.db.query<{ filename: string }>('SELECT filename FROM files WHERE id = $1', [id]))[0] ?? null;
    const document = (id: number) => toGlobalId('Document', String(id));

    it('an admin renames one through the gateway (the extension kept) and the feed says from what to what', async () => {
      const id = trained[2];
      const fileId = await stored(id);
      const since = await lastItem();
      const answer = await graphql(
        stack,
        RENAME,
        { input: { documentId: document(fileId), filename: ' Diploma 2024 ' } },
        admin,
      );
      expect(answer.data.renameDocument.document).toEqual({ filename: 'Diploma 2024.pdf', mayChange: true });
      expect([answer.data.renameDocument.userErrors, answer.data.renameDocument.employee.documents]).toEqual([
        [],
        expect.arrayContaining([{ filename: 'Diploma 2024.pdf' }]),
      ]);
      expect(await activity(id, since)).toEqual([
        { event_type: 'document_renamed', event_info_json: { old_type: 'scan.pdf', new_type: 'Diploma 2024.pdf' } },
      ]);
    });

    it.each([
      ['a blank name', 'FIELD_IS_REQUIRED', '  '],
      ['a path', 'INVALID_CHARACTERS', '../../etc/passwd'],
      ['another type', 'FILE_EXTENSION_CHANGED', 'scan.docx'],
      ['256 characters', 'TEXT_TOO_LONG', `${'a'.repeat(252)}.pdf`],
    ])('Rename: %s is %s (400) and nothing changes', async (_label, code, filename) => {
      const id = trained[2];
      const fileId = await stored(id);
      const since = await lastItem();
      const answer = await rest(stack, 'POST', '/api/files/rename', { token: admin, body: { id: fileId, filename } });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, code, 'filename']);
      expect([await fileRow(fileId), await activity(id, since)]).toEqual([{ filename: 'scan.pdf' }, []]);
    });

    it('an admin deletes one through the gateway: it is gone from every read (download 404) but kept restorable, the feed says which', async () => {
      const id = trained[2];
      const fileId = await stored(id, 'old contract.pdf');
      const since = await lastItem();
      const answer = await graphql(stack, DELETE, { input: { documentId: document(fileId) } }, admin);
      expect([answer.data.deleteDocument.deletedDocumentId, answer.data.deleteDocument.userErrors]).toEqual([
        document(fileId),
        [],
      ]);
      expect(answer.data.deleteDocument.employee.documents).not.toContainEqual({ internalId: fileId });
      // Kept for 30 days so the delete can be undone (domain retention), then purged.
      const [kept] = await stack.db.query<{ deleted: boolean }>(
        'SELECT deleted_at IS NOT NULL AS deleted FROM files WHERE id = $1',
        [fileId],
      );
      expect(kept).toEqual({ deleted: true });
      expect((await rest(stack, 'GET', `/api/files/${fileId}/download`, { token: admin })).status).toBe(404);
      expect(await activity(id, since)).toEqual([
        { event_type: 'document_deleted', event_info_json: { old_type: 'old contract.pdf' } },
      ]);
      const again = await graphql(stack, DELETE, { input: { documentId: document(fileId) } }, admin);
      expect(again.data.deleteDocument.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);
    });

    it('Permissions: light access neither renames nor deletes (403), another company answers 404, nothing changes', async () => {
      const id = trained[2];
      const fileId = await stored(id);
      const since = await lastItem();
      for (const [path, body] of [
        ['/api/files/rename', { id: fileId, filename: 'Mine.pdf' }],
        ['/api/files/delete', { id: fileId }],
      ] as const) {
        const byLight = await rest(stack, 'POST', path, { token: light, body });
        const foreign = await rest(stack, 'POST', path, { token: dutchAdmin, body });
        expect([path, byLight.status, byLight.body.code, foreign.status]).toEqual([path, 403, 'FORBIDDEN', 404]);
      }
      const viaGateway = await graphql(
        stack,
        RENAME,
        { input: { documentId: document(fileId), filename: 'Mine' } },
        light,
      );
      expect(viaGateway.data.renameDocument.userErrors).toEqual([{ code: 'FORBIDDEN', field: null }]);
      const node = await graphql(
        stack,
        'query ($id: ID!) { node(id: $id) { ... on Document { mayChange } } }',
        { id: document(fileId) },
        light,
      );
      expect(node.data.node).toBeNull();
      expect([await fileRow(fileId), await activity(id, since)]).toEqual([{ filename: 'scan.pdf' }, []]);
    });
  });

  describe("A car's and an asset's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/documents)", () => {
    const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
    async function upload(
      base: string,
      relatedObject: string,
      relatedObjectId: string,
      token: string,
      filename = 'papers.pdf',
    ) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PDF)]), filename);
      const response = await fetch(`${base}/api/files/upload/${relatedObject}/${encodeURIComponent(relatedObjectId)}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.json() };
    }
    const assigned = async (table: 'vehicles' | 'assets', employeeId: number) =>
      (
        await stack.db.query<{ id: number }>(
          `INSERT INTO ${table} (company_id, employee_id, ${table === 'vehicles' ? "type, brand, model) VALUES (1, $1, 'car', 'Skoda', 'Octavia')" : "asset_name) VALUES (1, $1, 'Laptop')"} RETURNING id`,
          [employeeId],
        )
      )[0].id;
    const downloadStatus = async (fileId: number, token: string) =>
      (await fetch(`${stack.restUrl}/api/files/${fileId}/download`, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    const DOCUMENTS = `query ($id: ID!) { node(id: $id) { ... on Vehicle { documents { filename relatedObject relatedObjectId url mayChange employee { internalId } } } ... on Asset { documents { filename relatedObject relatedObjectId url mayChange } } } }`;

    it("the demo's first car and first asset of each company carry one document with its file, so their documents pages show one (seed)", async () => {
      const rows = await stack.db.query<{
        company_id: number;
        vehicle_id: number | null;
        asset_id: number | null;
        content_type: string;
        sized: boolean;
      }>(
        `SELECT company_id, vehicle_id, asset_id, content_type, filesize_bytes = octet_length(content) AS sized FROM files
          WHERE vehicle_id IS NOT NULL OR asset_id IS NOT NULL ORDER BY id`,
      );
      expect(
        rows.map(({ company_id, vehicle_id, asset_id }) => [
          company_id,
          vehicle_id === null ? 'asset' : 'car',
          vehicle_id ?? asset_id,
        ]),
      ).toEqual([
        [1, 'car', 1],
        [1, 'asset', 1],
        [2, 'car', 23],
        [2, 'asset', 92],
      ]);
      expect(rows.every((r) => r.content_type === 'application/pdf' && r.sized)).toBe(true);
      for (const [relatedObject, id] of [
        ['car', 1],
        ['asset', 1],
      ] as const) {
        const list = await rest(stack, 'GET', `/api/files/list?relatedObject=${relatedObject}&relatedObjectId=${id}`, {
          token: admin,
        });
        expect([list.status, list.body.data.length]).toEqual([200, 1]);
        expect(await downloadStatus(list.body.data[0].id, admin)).toBe(200);
      }
    });

    it("a car's papers: uploaded through the gateway by the car's global id, listed with the car, downloadable, gated by the fleet", async () => {
      const driver = trained[3];
      const carId = await assigned('vehicles', driver);
      const car = toGlobalId('Vehicle', String(carId));
      const uploaded = await upload(stack.gatewayUrl, 'car', car, admin, 'registration.pdf');
      expect(uploaded).toEqual({ status: 200, body: { id: expect.any(Number), employee_id: driver } });
      const answer = await graphql(stack, DOCUMENTS, { id: car }, admin);
      expect(answer.data.node.documents).toEqual([
        {
          filename: 'registration.pdf',
          relatedObject: 'CAR',
          relatedObjectId: carId,
          url: `/car/${carId}/documents/${uploaded.body.id}`,
          mayChange: true,
          employee: { internalId: driver },
        },
      ]);
      expect(await downloadStatus(uploaded.body.id, admin)).toBe(200);
      // The person's own documents are not the car's.
      const own = await rest(stack, 'GET', `/api/files/list?relatedObject=employee&relatedObjectId=${driver}`, {
        token: admin,
      });
      expect(own.body.data.map((d: { id: number }) => d.id)).not.toContain(uploaded.body.id);
      // Light access does not see a colleague's fleet: neither the list, the file nor an upload.
      const list = `/api/files/list?relatedObject=car&relatedObjectId=${carId}`;
      expect((await rest(stack, 'GET', list, { token: light })).status).toBe(403);
      expect(await downloadStatus(uploaded.body.id, light)).toBe(403);
      expect((await upload(stack.restUrl, 'car', String(carId), light)).status).toBe(403);
      // Another company's car, a missing one and one in stock are not found.
      expect((await rest(stack, 'GET', list, { token: dutchAdmin })).status).toBe(404);
      expect(
        (await rest(stack, 'GET', '/api/files/list?relatedObject=car&relatedObjectId=999999', { token: admin })).status,
      ).toBe(404);
      await stack.db.query('UPDATE vehicles SET employee_id = NULL WHERE id = $1', [carId]);
      expect((await rest(stack, 'GET', list, { token: admin })).status).toBe(404);
      expect(await downloadStatus(uploaded.body.id, admin)).toBe(404);
    });

    it("an asset's document: renamed through the gateway, the holder's feed says which asset's; a relatedObject outside the spec's is refused", async () => {
      const holder = trained[3];
      const assetId = await assigned('assets', holder);
      const uploaded = await upload(stack.restUrl, 'asset', String(assetId), admin, 'invoice.pdf');
      expect(uploaded.status).toBe(200);
      const since = await lastItem();
      const renamed = await graphql(
        stack,
        RENAME,
        { input: { documentId: toGlobalId('Document', String(uploaded.body.id)), filename: 'Laptop invoice' } },
        admin,
      );
      expect([renamed.data.renameDocument.document, renamed.data.renameDocument.userErrors]).toEqual([
        { filename: 'Laptop invoice.pdf', mayChange: true },
        [],
      ]);
      expect(await activity(holder, since)).toEqual([
        {
          event_type: 'document_renamed',
          event_info_json: {
            old_type: 'invoice.pdf',
            new_type: 'Laptop invoice.pdf',
            related_object: 'asset',
            related_object_id: assetId,
          },
        },
      ]);
      const answer = await graphql(stack, DOCUMENTS, { id: toGlobalId('Asset', String(assetId)) }, admin);
      expect(answer.data.node.documents).toEqual([
        {
          filename: 'Laptop invoice.pdf',
          relatedObject: 'ASSET',
          relatedObjectId: assetId,
          url: `/asset/${assetId}/documents/${uploaded.body.id}`,
          mayChange: true,
        },
      ]);
      const training = await rest(stack, 'GET', `/api/files/list?relatedObject=training&relatedObjectId=1`, {
        token: admin,
      });
      expect(training.status).toBe(400);
      expect((await upload(stack.gatewayUrl, 'training', '1', admin)).status).toBe(404);
    });
  });
});
