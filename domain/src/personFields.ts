// The fields of a person each edit section asks (part 1 §2 edit routes, §3 Employee fields), and which of them belong
// to one country only. Apart from the checks (personEdit.ts): the profile shows by these alone.

export const DEPENDENT_FIELDS = [
  'dependent_children',
  'dependent_disabled_children',
  'dependent_adults_below_65',
  'dependent_disabled_adults_below_65',
  'dependent_adults_above_65',
  'dependent_disabled_adults_above_65',
  'dependent_adults_needing_care_above_65',
] as const;

/** The fields of each edit section (part 1 §2 /edit/personal, /edit/contact, /edit/address; part 1 §3 names). */
export const PERSONAL_EDIT_FIELDS = [
  'first_name',
  'last_name',
  'dob',
  'gender',
  'civil_state',
  'place_of_birth',
  'countryOfBirth',
  'nationality_country_code',
  'social_security_nr',
  'rijks_register_nummer',
  'bank_account_iban',
  'bank_account_bic',
  'education_level',
  'last_name_composition',
  'partners_wage',
  ...DEPENDENT_FIELDS,
] as const;
export const CONTACT_EDIT_FIELDS = [
  'email',
  'personal_email',
  'phone',
  'emergency_contact_name',
  'emergency_contact_relation',
  'emergency_contact_phone',
] as const;
export const ADDRESS_EDIT_FIELDS = [
  'address_line_1',
  'address_line_2',
  'address_zipcode',
  'address_city',
  'address_country_code',
] as const;

export type EditField =
  (typeof PERSONAL_EDIT_FIELDS)[number] | (typeof CONTACT_EDIT_FIELDS)[number] | (typeof ADDRESS_EDIT_FIELDS)[number];
export type EditValues = Partial<Record<EditField, string | number | null>>;

// ---- country-aware fields (part 1 §1 "Belgian and Dutch oriented", part 1 §3 Employee) ----

/**
 * part 1 §3: rijks_register_nummer is the Belgian national register number, partners_wage (partner dependent) and the
 * dependent counts are the Belgian withholding-tax facts; social_security_nr is asked as the Dutch BSN. A field of one
 * country is neither asked nor shown for a person of the other.
 */
export const BELGIAN_ONLY_FIELDS: readonly EditField[] = [
  'rijks_register_nummer',
  'partners_wage',
  ...DEPENDENT_FIELDS,
];
export const DUTCH_ONLY_FIELDS: readonly EditField[] = ['social_security_nr'];

/**
 * The country whose fields a person's forms ask: the company's (part 1 §1: a company is Belgian or Dutch; demo data
 * and the Dimona/verzuim split follow it). We choose the company rather than the wage's registration country so that
 * which fields a form shows never tells a viewer without wage access anything about the wage.
 */
export function personCountry(companyCountryCode: string | null | undefined): string {
  return (companyCountryCode ?? 'BE').toUpperCase();
}

/** Whether a field is asked and shown for a person of `country` (BE, NL; other countries see neither country's own). */
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the literals document the known values; any string is accepted
export function fieldAppliesTo(field: EditField | string, country: string): boolean {
  if ((BELGIAN_ONLY_FIELDS as readonly string[]).includes(field)) return country === 'BE';
  if ((DUTCH_ONLY_FIELDS as readonly string[]).includes(field)) return country === 'NL';
  return true;
}
