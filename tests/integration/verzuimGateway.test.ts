// Verzuim through the gateway on the real REST API: the profile's sick-leave list with its Poortwachter
// timeline, the calendar's sick days linked to their verzuim, the mutations of the main path (report, 50% partial
// recovery, end date, delete), a Belgian company seeing none (null + FORBIDDEN), and a list of people costing a
// constant number of REST calls.
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const gid = (id: number) => toGlobalId('Employee', String(id));
const PERSON = 83;

const VERZUIM = `query ($id: ID!) { node(id: $id) { ... on Employee { verzuim(year: 2026) {
  id internalId startDate endDate status recoveryPercentage ongoing future workAccident
  days { entryId date } poortwachter { step week date state next } nextVerzuim { internalId }
} } } }`;

describe.each(engines())('verzuim through the gateway on %s', (_engine, open) => {
  let stack: Stack;
  let nl: string;
  let be: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [nl, be] = await Promise.all([signIn(stack, 'admin@demo.nl'), signIn(stack, 'admin@demo.be')]);
  });
  afterAll(() => stack.close());

  it('the demo long sick leave: a 50% partial recovery continuing the report, with the timeline on the open item', async () => {
    const answer = await graphql(stack, VERZUIM, { id: gid(65) }, nl);
    expect(answer.errors).toBeUndefined();
    const [open, first] = answer.data.node.verzuim;
    expect([open.status, open.recoveryPercentage, open.ongoing, first.status, first.nextVerzuim]).toEqual([
      'PARTIALLY_RECOVERED',
      50,
      true,
      'REPORTED_SICK',
      { internalId: open.internalId },
    ]);
    expect(first.poortwachter).toEqual([]);
    expect(open.poortwachter.filter((m: { next: boolean }) => m.next)).toHaveLength(1);
    expect(open.poortwachter.map((m: { week: number }) => m.week).slice(0, 4)).toEqual([1, 6, 8, 14]);
  });

  it('report → calendar → 50% partial recovery → end date → delete, each answering the item and the person', async () => {
    const reported = await graphql(
      stack,
      `
        mutation ($input: ReportVerzuimInput!) {
          reportVerzuim(input: $input) {
            verzuim {
              id
              internalId
              status
              days {
                entryId
                date
              }
            }
            employee {
              internalId
            }
            userErrors {
              code
            }
          }
        }
      `,
      {
        input: {
          employeeId: gid(PERSON),
          startDate: '2026-06-01',
          notificationDate: '2026-06-01',
          notificationTime: '09:00',
        },
      },
      nl,
    );
    const { verzuim, employee, userErrors } = reported.data.reportVerzuim;
    expect([userErrors, employee, verzuim.status]).toEqual([[], { internalId: PERSON }, 'REPORTED_SICK']);
    const calendar = await graphql(
      stack,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Employee {
              calendar(year: 2026) {
                days {
                  date
                  items {
                    type
                    entryId
                    verzuimId
                    verzuim {
                      id
                    }
                  }
                }
              }
            }
          }
        }
      `,
      { id: gid(PERSON) },
      nl,
    );
    const sick = calendar.data.node.calendar.days
      .flatMap((d: { items: { verzuimId: number | null }[] }) => d.items)
      .filter((i: { verzuimId: number | null }) => i.verzuimId !== null);
    expect(sick.map((i: { entryId: number }) => i.entryId).sort()).toEqual(
      verzuim.days.map((d: { entryId: number }) => d.entryId).sort(),
    );
    expect(
      sick.every(
        (i: { type: string; verzuim: { id: string } }) => i.type === 'sick_day' && i.verzuim.id === verzuim.id,
      ),
    ).toEqual(true);

    const again = await graphql(
      stack,
      `
        mutation ($input: ReportVerzuimInput!) {
          reportVerzuim(input: $input) {
            verzuim {
              id
            }
            userErrors {
              code
              field
            }
          }
        }
      `,
      { input: { employeeId: gid(PERSON), startDate: '2026-07-01' } },
      nl,
    );
    expect(again.data.reportVerzuim).toEqual({
      verzuim: null,
      userErrors: [{ code: 'VERZUIM_ALREADY_OPEN', field: ['input', 'startDate'] }],
    });

    const recovered = await graphql(
      stack,
      `
        mutation ($input: ReportVerzuimPartialRecoveryInput!) {
          reportVerzuimPartialRecovery(input: $input) {
            verzuim {
              id
              status
              recoveryPercentage
            }
            userErrors {
              code
              field
            }
          }
        }
      `,
      { input: { verzuimId: verzuim.id, startDate: '2026-06-08', recoveryPercentage: 50 } },
      nl,
    );
    const partial = recovered.data.reportVerzuimPartialRecovery.verzuim;
    expect(partial).toMatchObject({ status: 'PARTIALLY_RECOVERED', recoveryPercentage: 50 });
    const tooMuch = await graphql(
      stack,
      `
        mutation ($input: ReportVerzuimPartialRecoveryInput!) {
          reportVerzuimPartialRecovery(input: $input) {
            userErrors {
              code
              field
            }
          }
        }
      `,
      { input: { verzuimId: partial.id, startDate: '2026-06-09', recoveryPercentage: 100 } },
      nl,
    );
    expect(tooMuch.data.reportVerzuimPartialRecovery.userErrors).toEqual([
      { code: 'VERZUIM_RECOVERY_PERCENTAGE', field: ['input', 'recoveryPercentage'] },
    ]);

    const ended = await graphql(
      stack,
      `
        mutation ($input: SetVerzuimEndDateInput!) {
          setVerzuimEndDate(input: $input) {
            verzuim {
              status
              endDate
              endDateDmy
              ongoing
              poortwachter {
                week
              }
            }
            userErrors {
              code
            }
          }
        }
      `,
      { input: { verzuimId: partial.id, endDate: '2026-06-12' } },
      nl,
    );
    expect(ended.data.setVerzuimEndDate).toEqual({
      verzuim: {
        status: 'REPORTED_HEALTHY',
        endDate: '2026-06-12',
        endDateDmy: '12/06/2026',
        ongoing: false,
        poortwachter: [],
      },
      userErrors: [],
    });

    const edited = await graphql(
      stack,
      `
        mutation ($input: EditVerzuimInput!) {
          editVerzuim(input: $input) {
            verzuim {
              workAccident
              trafficAccident
            }
            userErrors {
              code
            }
          }
        }
      `,
      { input: { verzuimId: verzuim.id, trafficAccident: true } },
      nl,
    );
    expect(edited.data.editVerzuim).toEqual({
      verzuim: { workAccident: false, trafficAccident: true },
      userErrors: [],
    });

    const refused = await graphql(
      stack,
      `
        mutation ($input: DeleteVerzuimInput!) {
          deleteVerzuim(input: $input) {
            deletedVerzuimId
            userErrors {
              code
            }
          }
        }
      `,
      { input: { verzuimId: verzuim.id } },
      nl,
    );
    expect(refused.data.deleteVerzuim).toEqual({
      deletedVerzuimId: null,
      userErrors: [{ code: 'VERZUIM_HAS_CONTINUATION' }],
    });
    for (const id of [partial.id, verzuim.id]) {
      const deleted = await graphql(
        stack,
        `
          mutation ($input: DeleteVerzuimInput!) {
            deleteVerzuim(input: $input) {
              deletedVerzuimId
              employee {
                internalId
              }
              userErrors {
                code
              }
            }
          }
        `,
        { input: { verzuimId: id } },
        nl,
      );
      expect(deleted.data.deleteVerzuim).toEqual({
        deletedVerzuimId: id,
        employee: { internalId: PERSON },
        userErrors: [],
      });
    }
    expect((await graphql(stack, VERZUIM, { id: gid(PERSON) }, nl)).data.node.verzuim).toEqual([]);
  });

  it('part 1 §6: a Belgian company sees no verzuim: null with FORBIDDEN on the path; a Dutch verzuim id is missing to it', async () => {
    const answer = await graphql(
      stack,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Employee {
              name
              verzuim(year: 2026) {
                id
              }
            }
          }
        }
      `,
      { id: gid(5) },
      be,
    );
    expect(answer.data.node.verzuim).toBeNull();
    expect(answer.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['node', 'verzuim'], 'FORBIDDEN']]);
    const dutch = (await graphql(stack, VERZUIM, { id: gid(65) }, nl)).data.node.verzuim[0];
    expect((await graphql(stack, 'query ($id: ID!) { node(id: $id) { id } }', { id: dutch.id }, be)).data).toEqual({
      node: null,
    });
  });

  it('a page of people with their verzuim costs a constant number of REST calls', async () => {
    const page = `query ($first: Int) { employees(first: $first) { edges { node { verzuim(year: 2026) { status poortwachter { week } } } } } }`;
    const small = await graphql(stack, page, { first: 3 }, nl);
    const large = await graphql(stack, page, { first: 30 }, nl);
    expect(large.errors).toBeUndefined();
    expect(
      large.data.employees.edges.filter((e: { node: { verzuim: unknown[] } }) => e.node.verzuim.length > 0).length,
    ).toBeGreaterThan(0);
    expect(large.extensions?.restCalls).toEqual(small.extensions?.restCalls);
  });
});
