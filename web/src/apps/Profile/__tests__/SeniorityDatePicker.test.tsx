import { fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders } from '../../../test/relayTestUtils';
import { SeniorityDatePicker } from '../components/SeniorityDatePicker';

function renderPicker(value: string | null, language: 'en' | 'nl' | 'fr' = 'en') {
  const onChange = jest.fn();
  renderWithProviders(<SeniorityDatePicker label="Seniority date" value={value} onChange={onChange} />, {
    environment: createMockEnvironment(),
    language,
  });
  return onChange;
}

describe('SeniorityDatePicker', () => {
  it('shows the date as DD/MM/YYYY', () => {
    renderPicker('2019-09-01');
    const group = screen.getByRole('group', { name: 'Seniority date' });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((section) => section.textContent),
    ).toEqual(['01', '09', '2019']);
  });

  it('opens a calendar whose weeks start on Monday, and answers the picked day as ISO', async () => {
    const onChange = renderPicker('2019-09-01', 'nl');
    fireEvent.click(screen.getByRole('button', { name: /Kies datum|Choose date/ }));
    const calendar = await screen.findByRole('grid');
    const weekdays = within(calendar)
      .getAllByRole('columnheader')
      .map((day) => day.getAttribute('aria-label'));
    expect(weekdays[0]).toEqual('maandag');
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '15' }));
    expect(onChange.mock.calls.at(-1)).toEqual(['2019-09-15']);
  });
});
