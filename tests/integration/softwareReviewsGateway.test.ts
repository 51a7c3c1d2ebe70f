// Through the gateway: Employee.licenses(first) and Employee.reviews(first, after), the SoftwareProduct,
// License and Review nodes, Query.softwareProducts / companySuggestions / reviewTypes / reviewReports and every
// mutation of both areas, with the spec's permissions (part 2 §6: light sees no reviews, hiddenNotes hidden from the
// reviewed person, disable_software hides software) and the box counts (part 2 §9: 4 fetched, 3 per page).
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const forbidden = (answer: { errors?: { path?: (string | number)[]; extensions?: { code?: string } }[] }) =>
  (answer.errors ?? []).filter((e) => e.extensions?.code === 'FORBIDDEN').map((e) => e.path?.join('.'));

const BOXES = `query ($id: ID!) { employee(id: $id) {
  licenses(first: 4) { totalCount pageInfo { hasNextPage } edges { node { id internalId name url logo username active dateEnabled dateDeactivated mayChange product { name } } } }
  reviews(first: 3) { totalCount pageInfo { hasNextPage endCursor } edges { node { id typeName dateEvaluation status hiddenNotes mayChange } } }
} }`;

describe.each(engines())('software licenses and reviews through the gateway on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let light: string;
  let adminNl: string;
  let busy: number;
  let lightPerson: number;

  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, light, adminNl] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'light@demo.be', 'admin@demo.nl'].map((e) => signIn(stack, e)),
    );
    // A person with more than 4 licenses and more than 3 reviews.
    [{ employee_id: busy }] = await stack.db.query<{ employee_id: number }>(
      `SELECT l.employee_id FROM software_licenses l WHERE l.company_id = 1 GROUP BY l.employee_id HAVING count(*) > 4
          AND (SELECT count(*) FROM performance_evaluations r WHERE r.employee_id = l.employee_id) > 3 ORDER BY l.employee_id LIMIT 1`,
    );
    [{ employee_id: lightPerson }] = await stack.db.query<{ employee_id: number }>(
      "SELECT employee_id FROM users WHERE email = 'light@demo.be'",
    );
  });
  afterAll(() => stack.close());

  it('part 2 §2, §9: the boxes fetch 4 licenses (3 shown, more follow) and 3 reviews per page, the latest first', async () => {
    const answer = await graphql(stack, BOXES, { id: gid(busy) }, manager);
    expect(answer.errors).toBeUndefined();
    const { licenses, reviews } = answer.data.employee;
    expect([licenses.edges.length, licenses.pageInfo.hasNextPage]).toEqual([4, true]);
    expect(licenses.edges[0].node).toMatchObject({
      active: true,
      mayChange: true,
      product: { name: licenses.edges[0].node.name },
    });
    expect(licenses.edges[0].node.logo === null || licenses.edges[0].node.logo.startsWith('data:image/svg+xml')).toBe(
      true,
    );
    expect([reviews.edges.length, reviews.pageInfo.hasNextPage]).toEqual([3, true]);
    const next = await graphql(
      stack,
      `
        query ($id: ID!, $after: String) {
          employee(id: $id) {
            reviews(first: 3, after: $after) {
              totalCount
              edges {
                node {
                  dateEvaluation
                }
              }
            }
          }
        }
      `,
      { id: gid(busy), after: reviews.pageInfo.endCursor },
      manager,
    );
    expect(next.data.employee.reviews.edges.length).toEqual(reviews.totalCount - 3);
    const dates = [...reviews.edges, ...next.data.employee.reviews.edges].map(
      (e: { node: { dateEvaluation: string } }) => e.node.dateEvaluation,
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('part 2 §6: light access sees its own software but no reviews; a colleague’s software is hidden from it', async () => {
    const own = await graphql(stack, BOXES, { id: gid(lightPerson) }, light);
    expect(own.data.employee.licenses.edges.length).toBeGreaterThan(0);
    // Light access does not see the company catalogue: the product is null, the license's own name and URL remain.
    expect(own.data.employee.licenses.edges[0].node).toMatchObject({ product: null, mayChange: false });
    expect(own.data.employee.reviews).toBeNull();
    expect(forbidden(own)).toEqual(['employee.reviews']);
    const colleague = await graphql(stack, BOXES, { id: gid(busy) }, light);
    expect(colleague.data.employee).toEqual({ licenses: null, reviews: null });
    expect(forbidden(colleague).sort()).toEqual(['employee.licenses', 'employee.reviews']);
    const reports = await graphql(stack, '{ reviewReports { total } softwareProducts { name } }', {}, light);
    expect(reports.data).toEqual({ reviewReports: null, softwareProducts: null });
  });

  it('part 2 §3 (choice): hiddenNotes is null with FORBIDDEN for the reviewed person, seen by their reviewer', async () => {
    const [review] = await stack.db.query<{ id: number; employee_id: number }>(
      'SELECT id, employee_id FROM performance_evaluations WHERE company_id = 1 AND hidden_notes IS NOT NULL LIMIT 1',
    );
    const query = 'query ($id: ID!) { node(id: $id) { ... on Review { hiddenNotes summary mayChange } } }';
    const id = toGlobalId('Review', String(review.id));
    expect((await graphql(stack, query, { id }, manager)).data.node.hiddenNotes).toEqual(expect.any(String));
    const [{ employee_id: before }] = await stack.db.query<{ employee_id: number | null }>(
      "SELECT employee_id FROM users WHERE email = 'manager@demo.be'",
    );
    await stack.db.query("UPDATE users SET employee_id = $1 WHERE email = 'manager@demo.be'", [review.employee_id]);
    try {
      const self = await graphql(stack, query, { id }, manager);
      expect(self.data.node).toEqual({ hiddenNotes: null, summary: expect.anything(), mayChange: false });
      expect(forbidden(self)).toEqual(['node.hiddenNotes']);
    } finally {
      await stack.db.query("UPDATE users SET employee_id = $1 WHERE email = 'manager@demo.be'", [before]);
    }
  });

  it('part 2 §7: products, custom fields, logo suggestions, review types and reports', async () => {
    const answer = await graphql(
      stack,
      `
        {
          softwareProducts(keyword: "sla") {
            id
            name
            logo
            licensesCount
            customFields {
              name
              value
            }
          }
          companySuggestions(query: "fig") {
            name
            domain
            logo
          }
          reviewTypes {
            internalId
            name
          }
          reviewReports {
            employeeName
            total
            planned
            finished
            sent
            employee {
              name
            }
          }
        }
      `,
      {},
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.softwareProducts).toEqual([
      expect.objectContaining({
        name: 'Slack',
        customFields: [
          { name: 'Plan', value: 'Business+' },
          { name: 'Renewal', value: '01/03/2027' },
        ],
      }),
    ]);
    expect(answer.data.companySuggestions).toEqual([
      { name: 'Figma', domain: 'figma.com', logo: expect.stringMatching(/^data:image\/svg\+xml/) },
    ]);
    expect(answer.data.reviewTypes.map((t: { name: string }) => t.name)).toEqual([
      'Annual review',
      'Probation review',
      'Mid-year check-in',
    ]);
    expect(answer.data.reviewReports[0].employee.name).toEqual(answer.data.reviewReports[0].employeeName);
    const node = await graphql(
      stack,
      'query ($id: ID!) { node(id: $id) { ... on SoftwareProduct { name } } }',
      { id: answer.data.softwareProducts[0].id },
      admin,
    );
    expect(node.data.node).toEqual({ name: 'Slack' });
    expect(
      (
        await graphql(
          stack,
          'query ($id: ID!) { node(id: $id) { id } }',
          { id: answer.data.softwareProducts[0].id },
          adminNl,
        )
      ).data.node,
    ).toBeNull();
  });

  it('part 2 §4, §7: the software mutations add a product (returnExisting), add, rename, deactivate and reactivate a license', async () => {
    const added = await graphql(
      stack,
      'mutation { addSoftwareProduct(input: { name: "Zoom", url: "zoom.us" }) { product { id name logo } existing userErrors { code } } }',
      {},
      admin,
    );
    expect(added.data.addSoftwareProduct).toMatchObject({
      existing: false,
      userErrors: [],
      product: { name: 'Zoom', logo: expect.stringMatching(/^data:/) },
    });
    const again = await graphql(
      stack,
      'mutation { addSoftwareProduct(input: { name: "zoom", returnExisting: true }) { product { id } existing userErrors { code } } }',
      {},
      admin,
    );
    expect(again.data.addSoftwareProduct).toEqual({
      product: { id: added.data.addSoftwareProduct.product.id },
      existing: true,
      userErrors: [],
    });
    const dup = await graphql(
      stack,
      'mutation { addSoftwareProduct(input: { name: "Zoom" }) { product { id } userErrors { code field } } }',
      {},
      admin,
    );
    expect(dup.data.addSoftwareProduct).toEqual({
      product: null,
      userErrors: [{ code: 'PRODUCT_EXISTS', field: ['input', 'name'] }],
    });
    const productId = added.data.addSoftwareProduct.product.id;
    const LICENSE =
      'license { id username active dateDeactivated } employee { licenses(first: 4) { totalCount } } userErrors { code field }';
    const license = await graphql(
      stack,
      `mutation ($p: ID!, $e: ID!) { addLicense(input: { productId: $p, employeeId: $e, username: "anna" }) { ${LICENSE} } }`,
      { p: productId, e: gid(2) },
      manager,
    );
    expect(license.data.addLicense).toMatchObject({
      license: { username: 'anna', active: true, dateDeactivated: null },
      userErrors: [],
    });
    const licenseId = license.data.addLicense.license.id;
    const renamed = await graphql(
      stack,
      `mutation ($l: ID!) { updateLicense(input: { licenseId: $l, username: "anna.b" }) { ${LICENSE} } }`,
      { l: licenseId },
      manager,
    );
    expect(renamed.data.updateLicense.license.username).toEqual('anna.b');
    const off = await graphql(
      stack,
      `mutation ($l: ID!) { deactivateLicense(input: { licenseId: $l }) { ${LICENSE} } }`,
      { l: licenseId },
      manager,
    );
    expect(off.data.deactivateLicense.license).toMatchObject({ active: false, dateDeactivated: '2026-06-15' });
    const twice = await graphql(
      stack,
      `mutation ($l: ID!) { deactivateLicense(input: { licenseId: $l }) { ${LICENSE} } }`,
      { l: licenseId },
      manager,
    );
    expect(twice.data.deactivateLicense.userErrors).toEqual([{ code: 'LICENSE_ALREADY_DEACTIVATED', field: null }]);
    const on = await graphql(
      stack,
      `mutation ($l: ID!) { reactivateLicense(input: { licenseId: $l }) { ${LICENSE} } }`,
      { l: licenseId },
      manager,
    );
    expect(on.data.reactivateLicense.license.active).toBe(true);
    const refused = await graphql(
      stack,
      `mutation ($l: ID!) { deactivateLicense(input: { licenseId: $l }) { ${LICENSE} } }`,
      { l: licenseId },
      light,
    );
    expect(refused.data.deactivateLicense.userErrors).toEqual([{ code: 'FORBIDDEN', field: null }]);
    const renamedProduct = await graphql(
      stack,
      'mutation ($p: ID!) { updateSoftwareProduct(input: { productId: $p, name: "Zoom Workplace" }) { product { name } userErrors { code } } }',
      { p: productId },
      admin,
    );
    expect(renamedProduct.data.updateSoftwareProduct).toEqual({ product: { name: 'Zoom Workplace' }, userErrors: [] });
    const busyProduct = await graphql(
      stack,
      'mutation ($p: ID!) { deleteSoftwareProduct(input: { productId: $p }) { deletedProductId userErrors { code } } }',
      { p: productId },
      admin,
    );
    expect(busyProduct.data.deleteSoftwareProduct).toEqual({
      deletedProductId: null,
      userErrors: [{ code: 'PRODUCT_HAS_ACTIVE_LICENSES' }],
    });
  });

  it('part 2 §4: the review mutations plan, edit, finish, send, notify and delete a review', async () => {
    const [{ id: type }] = await stack.db.query<{ id: number }>(
      "SELECT id FROM performance_evaluation_types WHERE company_id = 1 AND name = 'Mid-year check-in'",
    );
    const REVIEW =
      'review { id status typeName hiddenNotes summary finishReason notifyEmployees { name } } userErrors { code field }';
    const added = await graphql(
      stack,
      `mutation ($e: ID!, $t: Int!) { addReview(input: { employeeId: $e, dateEvaluation: "20/09/2026", evaluationTypeId: $t, questionnaires: ["Goals"], includeManager: true }) { ${REVIEW} } }`,
      { e: gid(2), t: type },
      manager,
    );
    expect(added.data.addReview).toMatchObject({
      review: { status: 'PLANNED', typeName: 'Mid-year check-in' },
      userErrors: [],
    });
    const id = added.data.addReview.review.id;
    const edited = await graphql(
      stack,
      `mutation ($r: ID!) { updateReview(input: { reviewId: $r, hiddenNotes: "Private", summary: "Fine" }) { ${REVIEW} } }`,
      { r: id },
      manager,
    );
    expect(edited.data.updateReview.review).toMatchObject({ hiddenNotes: 'Private', summary: 'Fine' });
    const finished = await graphql(
      stack,
      `mutation ($r: ID!) { finishReview(input: { reviewId: $r, reason: "Agreed" }) { ${REVIEW} } }`,
      { r: id },
      manager,
    );
    expect(finished.data.finishReview.review).toMatchObject({ status: 'FINISHED', finishReason: 'Agreed' });
    const notified = await graphql(
      stack,
      `mutation ($r: ID!, $p: [ID!]!) { setReviewNotification(input: { reviewId: $r, notifyEmployeeIds: $p }) { ${REVIEW} } }`,
      { r: id, p: [gid(1)] },
      manager,
    );
    expect(notified.data.setReviewNotification.review.notifyEmployees).toHaveLength(1);
    const sent = await graphql(
      stack,
      `mutation ($r: ID!) { finishAndSendReview(input: { reviewId: $r }) { ${REVIEW} } }`,
      { r: id },
      manager,
    );
    expect(sent.data.finishAndSendReview.review.status).toEqual('SENT');
    const late = await graphql(
      stack,
      `mutation ($r: ID!) { updateReview(input: { reviewId: $r, summary: "Late" }) { ${REVIEW} } }`,
      { r: id },
      manager,
    );
    expect(late.data.updateReview.userErrors).toEqual([{ code: 'REVIEW_ALREADY_SENT', field: null }]);
    const refused = await graphql(
      stack,
      `
        mutation ($r: ID!) {
          deleteReview(input: { reviewId: $r }) {
            deletedReviewId
            userErrors {
              code
            }
          }
        }
      `,
      { r: id },
      light,
    );
    expect(refused.data.deleteReview).toEqual({ deletedReviewId: null, userErrors: [{ code: 'FORBIDDEN' }] });
    const deleted = await graphql(
      stack,
      `
        mutation ($r: ID!) {
          deleteReview(input: { reviewId: $r }) {
            deletedReviewId
            employee {
              name
            }
            userErrors {
              code
            }
          }
        }
      `,
      { r: id },
      manager,
    );
    expect(deleted.data.deleteReview).toMatchObject({ deletedReviewId: id, userErrors: [] });
    expect((await graphql(stack, 'query ($id: ID!) { node(id: $id) { id } }', { id }, admin)).data.node).toBeNull();
  });

  it('part 2 §6: disable_software hides software on the gateway too', async () => {
    await stack.db.query("UPDATE companies SET features = array_append(features, 'disable_software') WHERE id = 2");
    try {
      const [license] = await stack.db.query<{ id: number; employee_id: number }>(
        'SELECT id, employee_id FROM software_licenses WHERE company_id = 2 LIMIT 1',
      );
      const answer = await graphql(
        stack,
        `
          query ($id: ID!, $l: ID!) {
            employee(id: $id) {
              licenses(first: 4) {
                totalCount
              }
              permissions {
                sections
                actions
              }
            }
            node(id: $l) {
              id
            }
            softwareProducts {
              name
            }
          }
        `,
        { id: gid(license.employee_id), l: toGlobalId('License', String(license.id)) },
        adminNl,
      );
      expect(answer.data).toMatchObject({ employee: { licenses: null }, node: null, softwareProducts: null });
      expect(answer.data.employee.permissions.sections).not.toContain('software');
      expect(answer.data.employee.permissions.actions).not.toContain('addSoftware');
      expect(forbidden(answer).sort()).toEqual(['employee.licenses', 'softwareProducts']);
    } finally {
      await stack.db.query("UPDATE companies SET features = array_remove(features, 'disable_software') WHERE id = 2");
    }
  });
});
