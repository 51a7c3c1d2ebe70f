import { screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ContactSectionTestQuery } from '../../../__generated__/ContactSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ContactSection } from '../components/ContactSection';
import { permissions } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<ContactSectionTestQuery>({
  Component: ({ employee }) => (employee ? <ContactSection employee={employee} /> : null),
  query: graphql`
    query ContactSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ContactSection_employee
      }
    }
  `,
});

const contact = {
  Employee: () => ({
    email: 'ann.peeters@demo.be',
    personalEmail: 'ann@example.org',
    phone: '+32 470 12 34 56',
    emergencyContactName: 'Jan Peeters',
    emergencyContactRelation: 'PARTNER',
    emergencyContactPhone: '+32 470 65 43 21',
  }),
  Address: () => ({ line1: 'Kerkstraat 12', line2: 'bus 3', zipcode: '9000', city: 'Gent', countryCode: 'BE' }),
  ProfilePermissions: () => permissions(),
};

function linesOf(label: string): string[] {
  const value = screen.getByText(label).nextElementSibling as HTMLElement;
  return Array.from(value.children).map((line) => line.textContent ?? '');
}

describe('ContactSection', () => {
  it('shows the home address: lines 1 and 2, zipcode and city, country', () => {
    renderWithRelay(contact);
    expect(linesOf('Home address')).toEqual(['Kerkstraat 12', 'bus 3', '9000 Gent', 'Belgium']);
  });

  it('shows emails, phone and the emergency contact with relation and phone', () => {
    renderWithRelay(contact);
    expect(screen.getByText('ann.peeters@demo.be').getAttribute('href')).toEqual('mailto:ann.peeters@demo.be');
    expect(screen.getByText('ann@example.org').getAttribute('href')).toEqual('mailto:ann@example.org');
    expect(screen.getByText('+32 470 12 34 56').getAttribute('href')).toEqual('tel:+32 470 12 34 56');
    expect(linesOf('Emergency contact')).toEqual(['Jan Peeters (Partner)', '+32 470 65 43 21']);
  });

  it('names the country in the viewer’s language and marks what is not filled in', () => {
    renderWithRelay(
      {
        Employee: () => ({
          email: null,
          personalEmail: null,
          phone: null,
          emergencyContactName: null,
          emergencyContactRelation: null,
          emergencyContactPhone: null,
        }),
        Address: () => ({
          line1: 'Dorpsstraat 1',
          line2: null,
          zipcode: '1012 AB',
          city: 'Amsterdam',
          countryCode: 'NL',
        }),
        ProfilePermissions: () => permissions(),
      },
      { language: 'fr' },
    );
    expect(linesOf('Adresse du domicile')).toEqual(['Dorpsstraat 1', '1012 AB Amsterdam', 'Pays-Bas']);
    expect(screen.getAllByText('Non renseigné').length).toEqual(4);
  });

  it('Without personalInformation shows the directory part only (work e-mail, phone), a null address included', () => {
    renderWithRelay({
      Employee: () => ({
        email: 'ann.peeters@demo.be',
        personalEmail: null,
        phone: '+32 470 12 34 56',
        emergencyContactName: null,
        address: null,
      }),
      ProfilePermissions: () => permissions([], ['header', 'contact', 'reportingTo']),
    });
    expect(screen.getByText('ann.peeters@demo.be')).toBeTruthy();
    expect(screen.getByText('+32 470 12 34 56')).toBeTruthy();
    for (const label of ['Personal email', 'Emergency contact', 'Home address'])
      expect(screen.queryByText(label)).toBeNull();
  });

  it('With personalInformation a hidden or empty address is not filled in', () => {
    renderWithRelay({ Employee: () => ({ address: null }), ProfilePermissions: () => permissions() });
    expect(screen.getByText('Home address').nextElementSibling?.textContent).toEqual('Not filled in');
  });
});
