import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ActivityNoteFormTestQuery } from '../../../__generated__/ActivityNoteFormTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { ActivityFeed } from '../components/ActivityFeed';
import { activityEdge, EMPLOYEE_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';

// The form is part of the feed: a new note goes on top of the feed's connection.
const { renderWithRelay } = setupTestWrapper<ActivityNoteFormTestQuery>({
  Component: ({ employee }) => (employee ? <ActivityFeed employee={employee} /> : null),
  query: graphql`
    query ActivityNoteFormTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ActivityFeed_employee
      }
    }
  `,
});

const resolvers = (actions: Parameters<typeof permissions>[0] = ['addNote']) =>
  personResolvers(
    { permissions: permissions(actions) },
    {
      ActivityConnection: () => ({
        edges: [activityEdge(1, 'car_added')],
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
    },
  );

const textbox = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
const counter = () => screen.getByText(/^\d+ \/ 400$/);
const type = (text: string) => fireEvent.change(textbox(), { target: { value: text } });
const form = () => screen.getByRole('form', { name: 'Add note' });

describe('ActivityNoteForm', () => {
  it('counts n / 400, and 400 characters are still fine', () => {
    renderWithRelay(resolvers());
    expect(counter().textContent).toEqual('0 / 400');
    type('x'.repeat(400));
    expect([counter().textContent, counter().classList.contains('Mui-error')]).toEqual(['400 / 400', false]);
    expect(screen.queryByText('Your note has to be less than 400 characters')).toBeNull();
    expect((screen.getByRole('button', { name: 'Add note' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('turns the counter red at 401 characters, says why, and sends nothing', () => {
    const { environment } = renderWithRelay(resolvers());
    type('x'.repeat(401));
    expect([counter().textContent, counter().classList.contains('Mui-error')]).toEqual(['401 / 400', true]);
    expect(screen.getByText('Your note has to be less than 400 characters')).toBeTruthy();
    expect(textbox().getAttribute('aria-invalid')).toEqual('true');
    const button = screen.getByRole('button', { name: 'Add note' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(form());
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('says it in Dutch too', () => {
    renderWithRelay(resolvers(), { language: 'nl' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Notitie' }), { target: { value: '😀'.repeat(401) } });
    expect(screen.getByText('Je notitie moet korter zijn dan 400 tekens')).toBeTruthy();
    expect(counter().textContent).toEqual('401 / 400');
  });

  it('sends the note and puts it on top of the feed', async () => {
    const { environment } = renderWithRelay(resolvers());
    type('Called about the new laptop.');
    fireEvent.submit(form());
    const { name, variables } = lastOperation(environment);
    expect([name, variables]).toEqual([
      'useAddActivityNoteMutation',
      { input: { employeeId: EMPLOYEE_ID, note: 'Called about the new laptop.' } },
    ]);

    await resolveMostRecentOperation(environment, {
      AddActivityNotePayload: () => ({
        activityEdge: activityEdge(99, 'note_added', { note: 'Called about the new laptop.' }),
        userErrors: [],
      }),
    });
    const items = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'BCBart Claes added a note.16/05/2024Called about the new laptop.',
      'BCBart Claes added a car.02/05/2024',
    ]);
    expect(textbox().value).toEqual('');
  });

  it('keeps the note and shows the reason when the server refuses it', async () => {
    const { environment } = renderWithRelay(resolvers());
    type('A note');
    fireEvent.submit(form());
    await resolveMostRecentOperation(environment, {
      AddActivityNotePayload: () => ({
        activityEdge: null,
        userErrors: [{ code: 'NOTE_TOO_LONG', message: 'too long' }],
      }),
    });
    expect(screen.getByText('Your note has to be less than 400 characters')).toBeTruthy();
    expect(textbox().value).toEqual('A note');
  });

  it('is not offered without the addNote action', () => {
    renderWithRelay(resolvers([]));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
