import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { TrainingsSectionTestQuery } from '../../../__generated__/TrainingsSectionTestQuery.graphql';
import { trainingParticipantPath, trainingsPath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { TrainingsSection } from '../components/TrainingsSection';
import { EMPLOYEE_INTERNAL_ID, permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<TrainingsSectionTestQuery>({
  Component: ({ employee }) => (employee ? <TrainingsSection employee={employee} /> : null),
  query: graphql`
    query TrainingsSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...TrainingsSection_employee
      }
    }
  `,
});

const training = (internalId: number, name: string, status: string, result: string | null) => ({
  internalId,
  trainingId: internalId,
  name,
  status,
  result,
});
const four = [
  training(1, 'First aid', 'FOLLOWED', 'PASSED'),
  training(2, 'Forklift', 'RESERVED', null),
  training(3, 'Excel', 'NOT_PURSUED', 'INTERRUPTED'),
  training(4, 'Fire safety', 'FOLLOWED', 'TO_BE_COMPLETED'),
];

function rows(): string[] {
  return within(screen.getByRole('list', { name: 'Trainings' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

describe('TrainingsSection', () => {
  it('shows 3 of the 4 fetched, and the fourth only says there are more', () => {
    renderWithRelay(personResolvers({ trainings: four }));
    expect(rows()).toEqual(['First aidPassedFollowed', 'ForkliftReserved', 'ExcelInterruptedNot pursued']);
    expect(screen.getByRole('link', { name: 'Show all trainings' }).getAttribute('href')).toEqual(
      trainingsPath(EMPLOYEE_INTERNAL_ID),
    );
  });

  it('offers no show-all link when 3 or fewer came back; translates status and result; each opens its participant page', () => {
    renderWithRelay(personResolvers({ trainings: four.slice(0, 3) }), { language: 'nl' });
    expect(within(screen.getByRole('list', { name: 'Opleidingen' })).getAllByRole('listitem')[0].textContent).toEqual(
      'First aidGeslaagdGevolgd',
    );
    expect(screen.queryByRole('link', { name: 'Toon alle opleidingen' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      four.slice(0, 3).map((training) => trainingParticipantPath(training.trainingId, EMPLOYEE_INTERNAL_ID)),
    );
  });

  it('is left out when trainings are not enabled for the company', () => {
    renderWithRelay(personResolvers({ trainings: four, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
