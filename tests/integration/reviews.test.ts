// Performance reviews through the REST API (part 2 §2 reviews box, §3 Performance review, §4 Performance
// reviews, §6 non-light access + enable_performance_evaluations + access_performance_reviews, §7 Performance
// evaluations — every call, §9 "3 per page"; part 1 §3 perf_eval_* activity events). PEOPLE_TODAY is 2026-06-15.
import ExcelJS from 'exceljs';
import { REVIEWS_PER_PAGE } from '@people/domain/reviews';
import { engines, TEST_TODAY } from '../support/databases';
import { activityTypes, call, signIn, startRest, type RestStack } from '../support/daysOff';

describe.each(engines())('performance reviews over REST on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  let light: string;
  let nowage: string;
  let adminNl: string;
  let annual: number;
  const get = (path: string, token: string) => call(stack, 'GET', path, { token });
  const post = (path: string, json: unknown, token: string) => call(stack, 'POST', path, { token, json });

  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager, light, nowage, adminNl] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'light@demo.be', 'nowage@demo.be', 'admin@demo.nl'].map((e) =>
        signIn(stack, e),
      ),
    );
    [{ id: annual }] = await stack.db.query<{ id: number }>(
      "SELECT id FROM performance_evaluation_types WHERE company_id = 1 AND name = 'Annual review'",
    );
  });
  afterAll(() => stack.close());

  it('part 2 §6: reviews need non-light access and access_performance_reviews (light, nowage refused); the demo has every state', async () => {
    const list = await get('/api/performance_evaluations/list?per_page=100', admin);
    expect(list.status).toEqual(200);
    expect(new Set(list.body.data.map((r: { status: string }) => r.status))).toEqual(
      new Set(['planned', 'finished', 'sent']),
    );
    for (const token of [light, nowage]) {
      expect((await get('/api/performance_evaluations/list', token)).status).toEqual(403);
      expect(
        (await get('/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson?employee_id=2', token))
          .status,
      ).toEqual(403);
    }
    const grouped = await get('/api/performance_evaluations/listGrouped', admin);
    expect(grouped.body.data.reduce((n: number, g: { evaluations: unknown[] }) => n + g.evaluations.length, 0)).toEqual(
      list.body.total,
    );
    expect(
      (await get('/api/performance_evaluations/types', admin)).body.data.map((t: { name: string }) => t.name),
    ).toEqual(['Annual review', 'Probation review', 'Mid-year check-in']);
  });

  it('part 2 §7, §9: the person page lists page 0 with per_page 3, the latest first', async () => {
    const [busy] = await stack.db.query<{ employee_id: number; n: number }>(
      'SELECT employee_id, count(*)::int AS n FROM performance_evaluations WHERE company_id = 1 GROUP BY employee_id HAVING count(*) > 3 ORDER BY employee_id LIMIT 1',
    );
    const path = `/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson?employee_id=${busy.employee_id}&page=0&per_page=${REVIEWS_PER_PAGE}`;
    const first = await get(path, manager);
    expect([first.body.data.length, first.body.total]).toEqual([3, busy.n]);
    const dates = first.body.data.map((r: { date_evaluation: string }) => r.date_evaluation);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await get(path.replace('page=0', 'page=1'), manager);
    expect(second.body.data.length).toEqual(busy.n - 3);
    expect(
      (await get('/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson?employee_id=61', admin)).status,
    ).toEqual(404);
  });

  it('part 2 §4: add, edit hidden notes and summary, finish with a reason, finish and send, set notification, delete — each writes its perf_eval_* item', async () => {
    const added = await post(
      '/api/performance_evaluations/add',
      {
        employee_id: 3,
        date_evaluation: '01/09/2026',
        questionnaires: ['Goals'],
        include_manager: 1,
        include_extra_manager: 0,
        evaluation_type_id: annual,
      },
      manager,
    );
    expect(added.status).toEqual(200);
    expect(added.body.data).toMatchObject({
      employee_id: 3,
      type_name: 'Annual review',
      date_evaluation: '2026-09-01',
      questionnaires: ['Goals'],
      include_manager: 1,
      status: 'planned',
    });
    const id = added.body.data.id;
    const edited = await post(
      '/api/performance_evaluations/edit',
      { performance_evaluation_id: id, hidden_notes: 'Asked for a raise', summary: 'Good year' },
      manager,
    );
    expect(edited.body.data).toMatchObject({ hidden_notes: 'Asked for a raise', summary: 'Good year' });
    expect(
      (await post('/api/performance_evaluations/finish', { performance_evaluation_id: id }, manager)).body,
    ).toMatchObject({ code: 'FIELD_IS_REQUIRED', field: 'reason' });
    const finished = await post(
      '/api/performance_evaluations/finish',
      { performance_evaluation_id: id, reason: 'Discussed' },
      manager,
    );
    expect(finished.body.data).toMatchObject({
      status: 'finished',
      finish_reason: 'Discussed',
      date_finished: TEST_TODAY,
    });
    expect(
      (await post('/api/performance_evaluations/finish', { performance_evaluation_id: id, reason: 'Again' }, manager))
        .body.code,
    ).toEqual('REVIEW_ALREADY_FINISHED');
    const sent = await post(
      '/api/performance_evaluations/finishAndSendToEmployee',
      { performance_evaluation_id: id },
      manager,
    );
    expect(sent.body.data).toMatchObject({ status: 'sent', date_sent: TEST_TODAY, date_finished: TEST_TODAY });
    expect(
      (await post('/api/performance_evaluations/edit', { performance_evaluation_id: id, summary: 'Late' }, manager))
        .body.code,
    ).toEqual('REVIEW_ALREADY_SENT');
    const notified = await post(
      '/api/performance_evaluations/setNotification',
      { performance_evaluation_id: id, notify_employees_id: '1,2' },
      manager,
    );
    expect(notified.body.data.notify_employees_id).toEqual([1, 2]);
    expect(
      (
        await post(
          '/api/performance_evaluations/setNotification',
          { performance_evaluation_id: id, notify_employees_id: '61' },
          manager,
        )
      ).body,
    ).toMatchObject({ code: 'NOT_FOUND', field: 'notify_employees_id' });
    expect((await get(`/api/performance_evaluations/${id}/detail`, admin)).body.data.status).toEqual('sent');
    expect(
      (await post('/api/performance_evaluations/delete', { performance_evaluation_id: id }, manager)).body,
    ).toEqual({ id, employee_id: 3 });
    expect((await get(`/api/performance_evaluations/${id}/detail`, admin)).status).toEqual(404);
    const types = (await activityTypes(stack.db, 3)).map((a) => a.event_type).filter((t) => t.startsWith('perf_eval_'));
    expect(types.slice(0, 6).sort()).toEqual([
      'perf_eval_added',
      'perf_eval_deleted',
      'perf_eval_finished',
      'perf_eval_notification_set',
      'perf_eval_sent_to_employee',
      'perf_eval_updated',
    ]);
  });

  it('part 2 §3 (choice): hidden notes are not shown to the reviewed person, who does not manage their own review', async () => {
    const [review] = await stack.db.query<{ id: number }>(
      'SELECT id FROM performance_evaluations WHERE employee_id = 2 AND hidden_notes IS NOT NULL LIMIT 1',
    );
    expect(
      (await get(`/api/performance_evaluations/${review.id}/detail`, manager)).body.data.hidden_notes,
    ).not.toBeNull();
    const [{ employee_id: before }] = await stack.db.query<{ employee_id: number | null }>(
      "SELECT employee_id FROM users WHERE email = 'manager@demo.be'",
    );
    await stack.db.query("UPDATE users SET employee_id = 2 WHERE email = 'manager@demo.be'");
    try {
      expect(
        (await get(`/api/performance_evaluations/${review.id}/detail`, manager)).body.data.hidden_notes,
      ).toBeNull();
      expect(
        (
          await post(
            '/api/performance_evaluations/edit',
            { performance_evaluation_id: review.id, summary: 'Mine' },
            manager,
          )
        ).status,
      ).toEqual(403);
    } finally {
      await stack.db.query("UPDATE users SET employee_id = $1 WHERE email = 'manager@demo.be'", [before]);
    }
  });

  it("part 2 §6: changes are refused for light access and read-only mode; another company's reviews answer as missing", async () => {
    const [review] = await stack.db.query<{ id: number }>(
      "SELECT id FROM performance_evaluations WHERE company_id = 1 AND status = 'planned' LIMIT 1",
    );
    expect(
      (await post('/api/performance_evaluations/finish', { performance_evaluation_id: review.id, reason: 'x' }, light))
        .status,
    ).toEqual(403);
    const readonly = await signIn(stack, 'readonly@demo.be');
    expect(
      (
        await post(
          '/api/performance_evaluations/finish',
          { performance_evaluation_id: review.id, reason: 'x' },
          readonly,
        )
      ).body.code,
    ).toEqual('READ_ONLY');
    expect(
      (
        await post(
          '/api/performance_evaluations/add',
          { employee_id: 2, date_evaluation: '2026-09-01', evaluation_type_id: annual },
          light,
        )
      ).status,
    ).toEqual(403);
    expect((await get(`/api/performance_evaluations/${review.id}/detail`, adminNl)).status).toEqual(404);
    expect(
      (await post('/api/performance_evaluations/delete', { performance_evaluation_id: review.id }, adminNl)).status,
    ).toEqual(404);
    expect((await get(`/api/performance_evaluations/batch?ids=${review.id}`, adminNl)).body.data).toEqual([]);
    const [nlType] = await stack.db.query<{ id: number }>(
      'SELECT id FROM performance_evaluation_types WHERE company_id = 2 LIMIT 1',
    );
    expect(
      (
        await post(
          '/api/performance_evaluations/add',
          { employee_id: 2, date_evaluation: '2026-09-01', evaluation_type_id: nlType.id },
          admin,
        )
      ).body,
    ).toMatchObject({ code: 'NOT_FOUND', field: 'evaluation_type_id' });
    expect(
      (
        await post(
          '/api/performance_evaluations/add',
          { employee_id: 2, date_evaluation: '31/02/2026', evaluation_type_id: annual },
          admin,
        )
      ).body.code,
    ).toEqual('INVALID_DATE');
  });

  it('part 2 §7 review reports count the states per person; the /excel variant is a real .xlsx workbook read back with exceljs', async () => {
    const reports = await get('/api/stats/performance_evaluations/getReviewReports', admin);
    const [{ n }] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM performance_evaluations WHERE company_id = 1 AND deleted_at IS NULL',
    );
    expect(reports.body.data.reduce((sum: number, r: { total: number }) => sum + r.total, 0)).toEqual(n);
    for (const r of reports.body.data) expect(r.planned + r.finished + r.sent).toEqual(r.total);
    const response = await fetch(`${stack.url}/api/stats/performance_evaluations/getReviewReports/excel`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.headers.get('content-type')).toEqual(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Review reports')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Person',
      'Reviews',
      'Planned',
      'Finished',
      'Sent',
      'Latest review',
    ]);
    expect(sheet.actualRowCount).toEqual(reports.body.data.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toEqual(reports.body.data[0].employee_name);
    expect(sheet.getRow(2).getCell(2).value).toEqual(reports.body.data[0].total);
    expect((await get('/api/stats/performance_evaluations/getReviewReports/excel', manager)).status).toEqual(403);
  });
});
