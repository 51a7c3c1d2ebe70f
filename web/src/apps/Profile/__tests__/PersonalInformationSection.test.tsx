import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { PersonalInformationSectionTestQuery } from '../../../__generated__/PersonalInformationSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { PersonalInformationSection } from '../components/PersonalInformationSection';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<PersonalInformationSectionTestQuery>({
  Component: ({ employee }) => (employee ? <PersonalInformationSection employee={employee} /> : null),
  query: graphql`
    query PersonalInformationSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...PersonalInformationSection_employee
      }
    }
  `,
});

const personal = {
  country: 'BE',
  dob: '1990-07-14',
  gender: 'FEMALE',
  civilState: 'LEGALLY_COHABITING',
  placeOfBirth: 'Gent',
  countryOfBirth: 'BE',
  nationalityCountryCode: 'NL',
  socialSecurityNr: '90.07.14-123.45',
  rijksRegisterNummer: '90071412345',
  bankAccountIban: 'BE68 5390 0754 7034',
  bankAccountBic: 'GKCCBEBB',
  educationLevel: 'UNIVERSITY_EDUCATION',
  lastNameComposition: 'COMBO_BIRTH_NAME_PARTNER_NAME',
  partnersWage: 'below_treshold',
  dependents: {
    dependentChildren: 2,
    dependentDisabledChildren: 1,
    dependentAdultsBelow65: 0,
    dependentDisabledAdultsBelow65: 0,
    dependentAdultsAbove65: 1,
    dependentDisabledAdultsAbove65: 0,
    dependentAdultsNeedingCareAbove65: 0,
  },
};

function values(): Record<string, string> {
  const region = screen.getByRole('region');
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('PersonalInformationSection', () => {
  it('shows the personal data with the enumerations of part 1 §3 translated', () => {
    renderWithRelay(personResolvers(personal));
    expect(values()).toEqual({
      'Date of birth': '14/07/1990',
      Gender: 'Female',
      'Civil state': 'Legally cohabiting',
      'Place of birth': 'Gent',
      'Country of birth': 'Belgium',
      Nationality: 'Netherlands',
      'National register number': '90071412345',
      IBAN: 'BE68 5390 0754 7034',
      BIC: 'GKCCBEBB',
      'Education level': 'University education',
      'Last name used': 'Birth name, then partner’s name',
      'Partner dependent': 'Yes',
      Children: '2',
      'Children with a disability': '1',
      'Adults under 65': '0',
      'Adults under 65 with a disability': '0',
      'Adults 65 or over': '1',
      'Adults 65 or over with a disability': '0',
      'Adults 65 or over needing care': '0',
    });
  });

  it('translates into Dutch and French; a partner above the threshold is not dependent', () => {
    const nl = renderWithRelay(personResolvers({ ...personal, partnersWage: 'above_treshold', civilState: 'WIDOW' }), {
      language: 'nl',
    });
    expect([values()['Burgerlijke staat'], values()['Partner ten laste'], values()['Geslacht']]).toEqual([
      'Weduwe/weduwnaar',
      'Nee',
      'Vrouw',
    ]);
    nl.unmount();
    renderWithRelay(personResolvers({ ...personal, educationLevel: 'SECONDARY_EDUCATION' }), { language: 'fr' });
    expect([values()['Niveau d’études'], values()['Partenaire à charge'], values()['Pays de naissance']]).toEqual([
      'Enseignement secondaire',
      'Oui',
      'Belgique',
    ]);
  });

  it('Part 1 §3: a Dutch person shows the BSN, not the Belgian national register number, partner or dependents', () => {
    renderWithRelay(personResolvers({ ...personal, country: 'NL', socialSecurityNr: '111222333' }));
    const shown = values();
    expect([
      shown['BSN (citizen service number)'],
      'National register number' in shown,
      'Partner dependent' in shown,
      'Children' in shown,
    ]).toEqual(['111222333', false, false, false]);
  });

  it('marks what is not filled in', () => {
    renderWithRelay(
      personResolvers({ ...personal, gender: null, educationLevel: null, partnersWage: null, dob: null }),
    );
    expect([
      values()['Gender'],
      values()['Education level'],
      values()['Partner dependent'],
      values()['Date of birth'],
    ]).toEqual(['Not filled in', 'Not filled in', 'Not filled in', 'Not filled in']);
  });

  it('is left out when personalInformation is not in the permissions', () => {
    renderWithRelay(personResolvers({ ...personal, permissions: permissions([], ['contact', 'documents']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
