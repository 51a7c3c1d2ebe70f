import {
  changedFields,
  isValidBsn,
  isValidIban,
  isValidRijksregisternummer,
  isValidZipcode,
  validateAddressEdit,
  validateContactEdit,
  validateNewPerson,
  validatePersonalEdit,
  validateReportsTo,
  validateRole,
} from '../personEdit';
import { BELGIAN_ONLY_FIELDS, DUTCH_ONLY_FIELDS, fieldAppliesTo, personCountry } from '../personFields';
import { mayDo, type ViewerFlags } from '../permissions';
import { plainViewer } from '../test/viewers';

const TODAY = '2026-11-24';
const codes = (errors: { code: string; field?: string }[]) => errors.map((e) => `${e.code}:${e.field}`);

describe('country-aware fields (part 1 §1 Belgian and Dutch, part 1 §3 Employee)', () => {
  it.each([
    ['part 1 §3 rijks_register_nummer is Belgian only', 'rijks_register_nummer', true, false],
    ['part 1 §3 partners_wage (partner dependent) is Belgian only', 'partners_wage', true, false],
    ['part 1 §3 Dependent counts are Belgian only', 'dependent_children', true, false],
    ['part 1 §3 social_security_nr is asked as the Dutch BSN', 'social_security_nr', false, true],
    ['part 1 §3 the IBAN is asked in both', 'bank_account_iban', true, true],
    ['part 1 §3 the date of birth is asked in both', 'dob', true, true],
  ])('%s', (_title, field, belgian, dutch) => {
    expect([fieldAppliesTo(field, 'BE'), fieldAppliesTo(field, 'NL')]).toEqual([belgian, dutch]);
  });

  it('no field is both Belgian-only and Dutch-only', () => {
    expect(BELGIAN_ONLY_FIELDS.filter((f) => DUTCH_ONLY_FIELDS.includes(f))).toEqual([]);
  });

  it('the person country is the company country, Belgium without one', () => {
    expect([personCountry('nl'), personCountry('BE'), personCountry(null)]).toEqual(['NL', 'BE', 'BE']);
  });

  it('a changed field of the other country is refused with FIELD_NOT_FOR_COUNTRY; an unchanged stored one is not', () => {
    const values = {
      first_name: 'Anouk',
      last_name: 'de Vries',
      rijks_register_nummer: '85.07.30-033.61',
      social_security_nr: null,
    };
    expect(codes(validatePersonalEdit(values, 'NL', TODAY, ['rijks_register_nummer']))).toEqual([
      'FIELD_NOT_FOR_COUNTRY:rijks_register_nummer',
    ]);
    expect(validatePersonalEdit(values, 'NL', TODAY, [])).toEqual([]);
    expect(
      codes(
        validatePersonalEdit(
          { first_name: 'Jan', last_name: 'Peeters', social_security_nr: '111222333' },
          'BE',
          TODAY,
          ['social_security_nr'],
        ),
      ),
    ).toEqual(['FIELD_NOT_FOR_COUNTRY:social_security_nr']);
  });
});

describe('personal details checks (part 1 §3 enumerations, §5 FIELD_IS_REQUIRED)', () => {
  it.each([
    [
      'part 1 §5 FIELD_IS_REQUIRED names the field',
      { first_name: ' ', last_name: 'Peeters' },
      ['FIELD_IS_REQUIRED:first_name'],
    ],
    [
      'part 1 §3 gender male, female, other',
      { first_name: 'A', last_name: 'B', gender: 'x' },
      ['INVALID_ENUM_VALUE:gender'],
    ],
    [
      'part 1 §3 civil state legally_cohabiting',
      { first_name: 'A', last_name: 'B', civil_state: 'legally_cohabiting' },
      [],
    ],
    [
      'part 1 §3 education level university_education',
      { first_name: 'A', last_name: 'B', education_level: 'university_education' },
      [],
    ],
    [
      'part 1 §3 last-name composition',
      { first_name: 'A', last_name: 'B', last_name_composition: 'partner_only' },
      ['INVALID_ENUM_VALUE:last_name_composition'],
    ],
    [
      'a date of birth is not in the future',
      { first_name: 'A', last_name: 'B', dob: '2027-01-01' },
      ['DATE_IN_FUTURE:dob'],
    ],
    ['a date of birth is a date', { first_name: 'A', last_name: 'B', dob: '2020-02-30' }, ['INVALID_DATE:dob']],
    [
      'part 1 §5 numeric: dependents are whole numbers',
      { first_name: 'A', last_name: 'B', dependent_children: -1 },
      ['INVALID_NUMBER:dependent_children'],
    ],
    [
      'an IBAN has its mod-97 check digits',
      { first_name: 'A', last_name: 'B', bank_account_iban: 'BE68539007547035' },
      ['INVALID_IBAN:bank_account_iban'],
    ],
    [
      'nationality is a country code',
      { first_name: 'A', last_name: 'B', nationality_country_code: 'Belgium' },
      ['INVALID_COUNTRY_CODE:nationality_country_code'],
    ],
  ])('%s', (_title, values, expected) => {
    expect(codes(validatePersonalEdit(values, 'BE', TODAY))).toEqual(expected);
  });

  it.each([
    ['85.07.30-033.28 (born before 2000: 97 - 850730033 mod 97)', '85.07.30-033.28', true],
    ['85.07.30-033.29 (wrong check)', '85.07.30-033.29', false],
    ['00.01.01-001.05 (born 2000: a 2 before the number)', '00.01.01-001.05', true],
    ['too short', '8507300336', false],
  ])('rijksregisternummer %s', (_title, value, valid) => {
    expect(isValidRijksregisternummer(value)).toBe(valid);
  });

  it.each([
    ['111222333 passes the eleven test', '111222333', true],
    ['123456782 passes the eleven test', '123456782', true],
    ['123456789 fails it', '123456789', false],
    ['letters are no BSN', '12345678A', false],
  ])('BSN %s', (_title, value, valid) => {
    expect(isValidBsn(value)).toBe(valid);
  });

  it('IBAN examples of ISO 13616', () => {
    expect([
      isValidIban('BE68 5390 0754 7034'),
      isValidIban('NL91ABNA0417164300'),
      isValidIban('NL91ABNA0417164301'),
    ]).toEqual([true, true, false]);
  });
});

describe('contact and address (part 1 §2 contact section)', () => {
  it.each([
    ['a work e-mail is an address', { email: 'jan@' }, ['INVALID_EMAIL:email']],
    ['a personal e-mail is an address', { personal_email: 'jan@example.com' }, []],
    ['a phone is a phone number', { phone: 'call me' }, ['INVALID_PHONE:phone']],
    [
      'part 1 §3 emergency relation family, friend, partner',
      { emergency_contact_relation: 'neighbour' },
      ['INVALID_ENUM_VALUE:emergency_contact_relation'],
    ],
  ])('%s', (_title, values, expected) => {
    expect(codes(validateContactEdit(values))).toEqual(expected);
  });

  it.each([
    ['a Belgian postal code has 4 digits', '2000', 'BE', true],
    ['a Dutch postal code has 4 digits and 2 letters', '1012 AB', 'NL', true],
    ['a Dutch postal code without letters is not one', '1012', 'NL', false],
  ])('%s', (_title, zip, country, valid) => {
    expect(isValidZipcode(zip, country)).toBe(valid);
  });

  it('an address with an invalid postal code for its country is refused', () => {
    expect(codes(validateAddressEdit({ address_zipcode: '20000', address_country_code: 'BE' }))).toEqual([
      'INVALID_ZIPCODE:address_zipcode',
    ]);
  });

  it('changedFields treats blank and null alike', () => {
    expect(changedFields({ a: null, b: 'x', c: 'y' }, { a: '', b: 'x ', c: 'z' })).toEqual(['c']);
  });
});

describe('reporting lines (part 1 §3 current_reports_to, current_reports_to_extra)', () => {
  const managers = new Map([
    [2, 3],
    [3, 4],
  ]);
  const managerOf = (id: number) => managers.get(id) ?? null;
  it.each([
    ['nobody reports to themselves', 1, 1, null, 'REPORTS_TO_SELF'],
    ['the extra manager is another person', 1, 2, 2, 'REPORTS_TO_SAME_MANAGER'],
    ['4 cannot report to 2, who reports to 4 through 3', 4, 2, null, 'REPORTS_TO_CYCLE'],
    ['1 may report to 2', 1, 2, 3, null],
  ])('%s', (_title, person, manager, extra, code) => {
    expect(validateReportsTo(person, manager, extra, managerOf)?.code ?? null).toBe(code);
  });
});

describe('roles (part 1 §3 role_history) and a new person', () => {
  it.each([
    ['a new role needs a title', { title: '', start_date: '2026-12-01' }, null, 'FIELD_IS_REQUIRED'],
    [
      'a new role starts after the latest one',
      { title: 'Lead', start_date: '2026-01-01' },
      '2026-01-01',
      'ROLE_START_BEFORE_CURRENT',
    ],
    [
      'an edited role ends after it starts',
      { title: 'Lead', start_date: '2026-02-01', end_date: '2026-01-01' },
      null,
      'END_BEFORE_START',
    ],
    ['a valid new role', { title: 'Lead', start_date: '2026-12-01' }, '2026-01-01', null],
  ])('%s', (_title, role, previous, code) => {
    expect(validateRole(role, previous)?.code ?? null).toBe(code);
  });

  it('a new person needs a first and last name', () => {
    expect(codes(validateNewPerson({ first_name: 'Jan', last_name: '', email: 'x' }))).toEqual([
      'FIELD_IS_REQUIRED:last_name',
      'INVALID_EMAIL:email',
    ]);
  });
});

describe('who may edit (part 1 §6 light access, read-only mode; self-service)', () => {
  const person = {
    deleted: false,
    hasWage: false,
    wageHasEndDate: false,
    hasPendingWage: false,
    hasTermination: false,
    contractUid: null,
    linkedToIntegration: false,
    sameGroup: true,
  };
  const ctx = (viewer: Partial<ViewerFlags>, facts: Partial<typeof person> & { isSelf?: boolean } = {}) => ({
    viewer: { ...plainViewer, ...viewer },
    company: { features: [], integrationFeatures: [] },
    person: { ...person, ...facts },
  });
  it.each([
    [
      'a manager with employee-details access edits a colleague’s personal details',
      'editPersonalDetails',
      ctx({ accessEmployeeDetails: true }),
      true,
    ],
    ['without employee-details access they may not (personal information)', 'editPersonalDetails', ctx({}), false],
    [
      'part 1 §6 light access: a light employee edits their own details through self-service',
      'editPersonalDetails',
      ctx({ groupAccess: 'light' }, { isSelf: true }),
      true,
    ],
    [
      'part 1 §6 light access: not a colleague’s',
      'editPersonalDetails',
      ctx({ groupAccess: 'light', accessEmployeeDetails: true }),
      false,
    ],
    [
      'part 1 §6 read-only mode hides edit actions, one’s own included',
      'editPersonalDetails',
      ctx({ readOnly: true }, { isSelf: true }),
      false,
    ],
    ['part 1 §4 an archived person is not edited', 'editRole', ctx({}, { deleted: true }), false],
    ['part 1 §6 role team_only has no set-team link', 'setTeam', ctx({ role: 'team_only' }), false],
    ['reporting lines need what editing the person needs', 'editReportsTo', ctx({}), true],
    [
      'part 1 §6 light access hides the custom fields table, so it cannot edit it',
      'editCustomFields',
      ctx({ groupAccess: 'light' }),
      false,
    ],
    ['admins add people', 'addPerson', ctx({ admin: true }), true],
    ['a manager does not', 'addPerson', ctx({}), false],
    ['a light admin does not', 'addPerson', ctx({ admin: true, groupAccess: 'light' }), false],
  ] as const)('%s', (_title, action, context, allowed) => {
    expect(mayDo(action, context)).toBe(allowed);
  });
});
