import {
  DAYS_OFF_EVENT_TYPES,
  DOCUMENT_EVENT_TYPES,
  LEAVE_REQUEST_EVENT_TYPES,
  PERF_EVAL_PREFIX,
  PERSON_EDIT_EVENT_TYPES,
  PROFILE_EVENT_TYPES,
  SPEC_EVENT_TYPES,
  WORKFLOW_EVENT_TYPES,
} from '@people/domain/activity';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ActivityFeedTestQuery } from '../../../__generated__/ActivityFeedTestQuery.graphql';
import { createTranslator } from '../../../i18n/I18nProvider';
import { historyPath } from '../../../paths';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { ActivityFeed, COLLAPSED_ACTIVITY_ITEMS } from '../components/ActivityFeed';
import { activitySentence } from '../components/ActivityItem';
import {
  activityEdge,
  EMPLOYEE_ID,
  lastOperation,
  permissions,
  personResolvers,
  type ActivityInfo,
} from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<ActivityFeedTestQuery>({
  Component: ({ employee }) => (employee ? <ActivityFeed employee={employee} /> : null),
  query: graphql`
    query ActivityFeedTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ActivityFeed_employee
      }
    }
  `,
});

function feed(edges: unknown[], hasNextPage = false, extra: Record<string, unknown> = {}) {
  return personResolvers(
    { permissions: permissions(['historyLink']), ...extra },
    {
      ActivityConnection: () => ({ edges, pageInfo: { hasNextPage, endCursor: hasNextPage ? 'cursor-50' : null } }),
    },
  );
}

function items(): string[] {
  return within(screen.getByRole('list', { name: 'Activity' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('activitySentence', () => {
  const item = (eventType: string, eventInfo: ActivityInfo = {}) => ({
    eventType,
    realName: 'Bart Claes',
    eventInfo: { oldType: null, newType: null, terminationReason: null, personName: null, note: null, ...eventInfo },
  });

  it.each([
    [
      'en',
      item('role_updated', { oldType: 'Developer', newType: 'Lead developer' }),
      'Bart Claes changed the role from Developer to Lead developer.',
    ],
    [
      'nl',
      item('car_assigned', { personName: 'Ann Peeters' }),
      'Bart Claes heeft een auto toegewezen aan Ann Peeters.',
    ],
    ['fr', item('verzuim_ended'), 'Bart Claes a clôturé un arrêt maladie.'],
    [
      'en',
      item('participant_status_changed', { oldType: 'reserved', newType: 'followed' }),
      'Bart Claes changed the training status from Reserved to Followed.',
    ],
    [
      'fr',
      item('participant_result_changed', { oldType: 'to_be_completed', newType: 'passed' }),
      'Bart Claes a changé le résultat de la formation de À compléter en Réussie.',
    ],
    ['nl', item('perf_eval_completed'), 'Bart Claes heeft een functioneringsgesprek bijgewerkt.'],
    [
      'nl',
      item('selfservice_invited', { newType: 'ann.peeters@demo.be' }),
      'Bart Claes heeft deze persoon uitgenodigd voor selfservice op ann.peeters@demo.be.',
    ],
    [
      'en',
      item('days_off_added', { newType: 'Wettelijk verlof', note: '06/07/2026 – 08/07/2026' }),
      'Bart Claes planned days off (Wettelijk verlof).',
    ],
    [
      'en',
      item('document_renamed', { oldType: 'scan.pdf', newType: 'Diploma.pdf' }),
      'Bart Claes renamed the document scan.pdf to Diploma.pdf.',
    ],
    ['fr', item('document_deleted', { oldType: 'scan.pdf' }), 'Bart Claes a supprimé le document scan.pdf.'],
    ['en', item('something_new'), 'Bart Claes: something_new'],
    ['en', { ...item('note_added'), realName: null }, 'Someone added a note.'],
  ] as const)('in %s: %j', (language, activity, sentence) => {
    expect(activitySentence(createTranslator(language), activity)).toEqual(sentence);
  });

  it('has its own sentence in English, Dutch and French for every event type of domain/activity', () => {
    const types = [
      ...SPEC_EVENT_TYPES,
      ...PROFILE_EVENT_TYPES,
      ...DAYS_OFF_EVENT_TYPES,
      ...LEAVE_REQUEST_EVENT_TYPES,
      ...WORKFLOW_EVENT_TYPES,
      ...PERSON_EDIT_EVENT_TYPES,
      ...DOCUMENT_EVENT_TYPES,
      `${PERF_EVAL_PREFIX}started`,
    ];
    for (const language of ['en', 'nl', 'fr'] as const) {
      const t = createTranslator(language);
      const sentences = types.map((type) => activitySentence(t, item(type)));
      const untranslated = types.filter(
        (type, index) => sentences[index].includes(type) || sentences[index].includes('{'),
      );
      expect([language, untranslated, new Set(sentences).size]).toEqual([language, [], types.length]);
    }
  });
});

describe('ActivityFeed', () => {
  it('shows the newest items collapsed, with the note text, and expands to all loaded', () => {
    const edges = Array.from({ length: 7 }, (_, i) => activityEdge(i + 1, 'note_added', { note: `Note ${i + 1}` }));
    renderWithRelay(feed(edges));
    expect(items()).toHaveLength(COLLAPSED_ACTIVITY_ITEMS);
    expect(items()[0]).toEqual('BCBart Claes added a note.02/05/2024Note 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show all activity' }));
    expect(items()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(items()).toHaveLength(COLLAPSED_ACTIVITY_ITEMS);
  });

  it('shows a termination reason under its sentence', () => {
    renderWithRelay(feed([activityEdge(1, 'payroll_contract_terminated', { terminationReason: 'End of project' })]), {
      language: 'nl',
    });
    expect(within(screen.getByRole('list', { name: 'Activiteit' })).getByRole('listitem').textContent).toEqual(
      'BCBart Claes heeft het looncontract beëindigd.02/05/2024Reden: End of project',
    );
  });

  it('loads pages of 50 after the last cursor until there is no next page', async () => {
    const firstPage = Array.from({ length: 50 }, (_, i) => activityEdge(i + 1));
    const { environment } = renderWithRelay(feed(firstPage, true));
    fireEvent.click(screen.getByRole('button', { name: 'Show all activity' }));
    expect(items()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(lastOperation(environment)).toEqual({
      name: 'ActivityFeedPaginationQuery',
      variables: { count: 50, cursor: 'cursor-50', id: EMPLOYEE_ID },
    });
    await resolveMostRecentOperation(
      environment,
      feed([activityEdge(51, 'verzuim_added'), activityEdge(52, 'budget_added')], false),
    );
    expect(items()).toHaveLength(52);
    expect(items()[51]).toEqual('BCBart Claes added a budget.25/05/2024');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('links admins to the audit log of the person', () => {
    const first = renderWithRelay(feed([activityEdge(1)]));
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toEqual(historyPath(1));
    first.unmount();
    renderWithRelay(feed([activityEdge(1)], false, { permissions: permissions([]) }));
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('is left out when activityFeed is not in the permissions, or the feed is null', () => {
    const first = renderWithRelay(
      feed([activityEdge(1)], false, { permissions: permissions(['historyLink'], ['contact']) }),
    );
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();
    renderWithRelay(personResolvers({ activity: null }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
