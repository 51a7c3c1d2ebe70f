import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { CustomFieldsSectionTestQuery } from '../../../__generated__/CustomFieldsSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { CustomFieldsSection, LONG_TEXT_LENGTH } from '../components/CustomFieldsSection';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<CustomFieldsSectionTestQuery>({
  Component: ({ employee }) => (employee ? <CustomFieldsSection employee={employee} /> : null),
  query: graphql`
    query CustomFieldsSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...CustomFieldsSection_employee
      }
    }
  `,
});

const LONG_TEXT = 'Allergic to peanuts. '.repeat(10).trim();
// As the server sends them: already sorted by priority, then lowercase trimmed name.
const customFields = [
  { cfName: 'T-shirt size', type: 'TEXTFIELD', value: 'M', valueName: null },
  { cfName: 'Website', type: 'HYPERLINK', value: 'https://example.org/ann', valueName: 'Portfolio' },
  { cfName: 'Bonus target', type: 'MONEY', value: '1234.5', valueName: null },
  { cfName: 'Medical notes', type: 'TEXTFIELD', value: LONG_TEXT, valueName: null },
  { cfName: 'Locker', type: 'TEXTFIELD', value: null, valueName: null },
];

function values(): string[][] {
  return within(screen.getByRole('region', { name: /Custom fields|Extra velden|Champs personnalisés/ }))
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('CustomFieldsSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the fields in the order the server sends, money in euro for the viewer’s language', () => {
    renderWithRelay(personResolvers({ customFields }));
    expect(values()).toEqual([
      ['T-shirt size', 'M'],
      ['Website', 'Portfolio'],
      ['Bonus target', '€1,234.50'],
      ['Medical notes', `${LONG_TEXT.slice(0, LONG_TEXT_LENGTH).trimEnd()}… Read more`],
      ['Locker', 'Not filled in'],
    ]);
  });

  it('formats money the Dutch and the French way', () => {
    const nl = renderWithRelay(personResolvers({ customFields: [customFields[2]] }), { language: 'nl' });
    // Intl separates with (narrow) no-break spaces.
    expect(values()[0][1].replace(/\s/g, ' ')).toEqual('€ 1.234,50');
    nl.unmount();
    renderWithRelay(personResolvers({ customFields: [customFields[2]] }), { language: 'fr' });
    expect(values()[0][1].replace(/\s/g, ' ')).toEqual('1 234,50 €');
  });

  it('opens a long text in the viewer modal', async () => {
    renderWithRelay(personResolvers({ customFields }));
    fireEvent.click(screen.getByRole('button', { name: 'Read more: Medical notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medical notes' });
    expect(within(dialog).getByText(LONG_TEXT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a hyperlink only after the external-link confirmation, in a new window without opener', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderWithRelay(personResolvers({ customFields }));
    fireEvent.click(screen.getByRole('button', { name: 'Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open an external link?' });
    expect(within(dialog).getByText('https://example.org/ann')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open link' }));
    expect(open.mock.calls).toEqual([['https://example.org/ann', '_blank', 'noopener,noreferrer']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open the link when the confirmation is cancelled', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderWithRelay(personResolvers({ customFields }));
    fireEvent.click(screen.getByRole('button', { name: 'Portfolio' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('is left out when customFields is not in the permissions (light group access)', () => {
    renderWithRelay(personResolvers({ customFields, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
