// Undoing a delete within 30 days (domain retention): restoreDocument, restoreBudget and restoreReview each make one
// REST restore call with the REST id and answer the payload of their delete; the REST API's refusals (404 past the 30
// days, never deleted or another company's; 409 BUDGET_EXISTS) come back as userErrors with its code.
import { toGlobalId } from 'graphql-relay';
import type { BudgetModel, DocumentModel, ReviewModel } from '../models';
import { RestFailure } from '../restClient';
import { PERSON, personRoutes } from '../../test/daysOffFixtures';
import { runQuery } from '../../test/runQuery';

const file: DocumentModel = {
  id: 7,
  employee_id: PERSON,
  related_object: 'employee',
  related_object_id: PERSON,
  filename: 'contract.pdf',
  filesize_bytes: 4,
  document_type: 'other',
  date_uploaded: '2026-05-01 10:00:00',
  date_uploaded_formatted: '01/05/2026',
  real_name: null,
  content_type: 'application/pdf',
};
const budget: BudgetModel = {
  id: 4,
  employee_id: PERSON,
  budget_type: 'Opleidingsbudget',
  year: 2026,
  maximum: 500,
  usage: 120,
  currency: 'EUR',
  over_maximum: 0,
};
const review: ReviewModel = {
  id: 9,
  employee_id: PERSON,
  employee_name: 'Person 2',
  evaluation_type_id: 1,
  type_name: 'Yearly review',
  date_evaluation: '2026-05-01',
  questionnaires: [],
  include_manager: 0,
  include_extra_manager: 0,
  hidden_notes: null,
  summary: null,
  status: 'planned',
  finish_reason: null,
  date_finished: null,
  date_sent: null,
  notify_employees_id: [],
};

const RESTORE_DOCUMENT = `mutation ($input: RestoreDocumentInput!) { restoreDocument(input: $input) {
  document { id internalId filename } deletedDocumentId employee { internalId } userErrors { code message field } } }`;
const RESTORE_BUDGET = `mutation ($input: RestoreBudgetInput!) { restoreBudget(input: $input) {
  budget { id internalId budgetType usage } item { id } employee { internalId } userErrors { code message field } } }`;
const RESTORE_REVIEW = `mutation ($input: RestoreReviewInput!) { restoreReview(input: $input) {
  review { id internalId typeName } deletedReviewId employee { internalId } userErrors { code message field } } }`;

const gone = (message: string) => new RestFailure(404, { code: 'NOT_FOUND', message });

describe('restoreDocument', () => {
  const input = { documentId: toGlobalId('Document', '7') };

  it('posts the REST id to /api/files/restore and answers the document and its person read afresh', async () => {
    const bodies: unknown[] = [];
    const result = await runQuery(
      RESTORE_DOCUMENT,
      { input },
      { ...personRoutes(), '/api/files/restore': (body: unknown) => (bodies.push(body), { data: file }) },
    );
    expect(result.errors).toBeUndefined();
    expect([bodies, result.calls.filter((call) => call.startsWith('POST'))]).toEqual([
      [{ id: 7 }],
      ['POST /api/files/restore'],
    ]);
    expect((result.data as any).restoreDocument).toEqual({
      document: { id: input.documentId, internalId: 7, filename: 'contract.pdf' },
      deletedDocumentId: null,
      employee: { internalId: PERSON },
      userErrors: [],
    });
  });

  it('past the 30 days (REST 404) answers NOT_FOUND and no document', async () => {
    const result = await runQuery(
      RESTORE_DOCUMENT,
      { input },
      { '/api/files/restore': gone('This document does not exist.') },
    );
    expect((result.data as any).restoreDocument).toEqual({
      document: null,
      deletedDocumentId: null,
      employee: null,
      userErrors: [{ code: 'NOT_FOUND', message: 'This document does not exist.', field: null }],
    });
  });

  it('an id of another type makes no REST call and answers NOT_FOUND on documentId', async () => {
    const result = await runQuery(RESTORE_DOCUMENT, { input: { documentId: toGlobalId('Budget', '7') } }, {});
    expect([result.calls, (result.data as any).restoreDocument.userErrors]).toEqual([
      [],
      [{ code: 'NOT_FOUND', message: 'This document does not exist.', field: ['input', 'documentId'] }],
    ]);
  });
});

describe('restoreBudget', () => {
  const input = { budgetId: toGlobalId('Budget', '4') };

  it('posts the REST id to /api/budgets/restore and answers the budget with its usage and its person', async () => {
    const bodies: unknown[] = [];
    const result = await runQuery(
      RESTORE_BUDGET,
      { input },
      {
        ...personRoutes(),
        '/api/budgets/restore': (body: unknown) => (bodies.push(body), { data: budget }),
      },
    );
    expect(result.errors).toBeUndefined();
    expect([bodies, result.calls.filter((call) => call.startsWith('POST'))]).toEqual([
      [{ budget_id: 4 }],
      ['POST /api/budgets/restore'],
    ]);
    expect((result.data as any).restoreBudget).toEqual({
      budget: { id: input.budgetId, internalId: 4, budgetType: 'Opleidingsbudget', usage: 120 },
      item: null,
      employee: { internalId: PERSON },
      userErrors: [],
    });
  });

  it.each([
    ['past the 30 days (404)', gone('This budget does not exist.'), 'NOT_FOUND'],
    [
      'another budget of its type since (409)',
      new RestFailure(409, { code: 'BUDGET_EXISTS', message: 'There is a budget of this type.', field: 'budget_type' }),
      'BUDGET_EXISTS',
    ],
  ])('%s answers the REST code as a userError', async (_case, failure, code) => {
    const result = await runQuery(RESTORE_BUDGET, { input }, { '/api/budgets/restore': failure });
    const payload = (result.data as any).restoreBudget;
    expect([
      payload.budget,
      payload.employee,
      payload.userErrors.map((e: { code: string; field: string[] | null }) => [e.code, e.field]),
    ]).toEqual([null, null, [[code, code === 'BUDGET_EXISTS' ? ['input', 'budgetId'] : null]]]);
  });
});

describe('restoreReview', () => {
  const input = { reviewId: toGlobalId('Review', '9') };

  it('posts the REST id to /api/performance_evaluations/restore and answers the review and its person', async () => {
    const bodies: unknown[] = [];
    const result = await runQuery(
      RESTORE_REVIEW,
      { input },
      {
        ...personRoutes(),
        '/api/performance_evaluations/restore': (body: unknown) => (bodies.push(body), { data: review }),
      },
    );
    expect(result.errors).toBeUndefined();
    expect([bodies, result.calls.filter((call) => call.startsWith('POST'))]).toEqual([
      [{ performance_evaluation_id: 9 }],
      ['POST /api/performance_evaluations/restore'],
    ]);
    expect((result.data as any).restoreReview).toEqual({
      review: { id: input.reviewId, internalId: 9, typeName: 'Yearly review' },
      deletedReviewId: null,
      employee: { internalId: PERSON },
      userErrors: [],
    });
  });

  it("another company's or a never deleted review (REST 404) answers NOT_FOUND", async () => {
    const result = await runQuery(
      RESTORE_REVIEW,
      { input },
      { '/api/performance_evaluations/restore': gone('This performance review does not exist.') },
    );
    expect((result.data as any).restoreReview).toEqual({
      review: null,
      deletedReviewId: null,
      employee: null,
      userErrors: [{ code: 'NOT_FOUND', message: 'This performance review does not exist.', field: null }],
    });
  });
});
