// GDPR, where part 1 §6 is silent: which of a person's fields (part 1 §3 Employee, by their spec names) are
// personal information, seen only under maySee('personalInformation') — by the person themselves or a viewer with
// employee-details access over their group. The rest of the person is their directory card.

export const PERSONAL_DETAIL_FIELDS = [
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
  'personal_email',
  'emergency_contact_name',
  'emergency_contact_relation',
  'emergency_contact_phone',
  'address_line_1',
  'address_line_2',
  'address_zipcode',
  'address_city',
  'address_country_code',
  'partners_wage',
  'dependent_children',
  'dependent_disabled_children',
  'dependent_adults_below_65',
  'dependent_disabled_adults_below_65',
  'dependent_adults_above_65',
  'dependent_disabled_adults_above_65',
  'dependent_adults_needing_care_above_65',
] as const;

export type PersonalDetailField = (typeof PERSONAL_DETAIL_FIELDS)[number];

/** Audit: the identifying numbers whose every read is recorded (never their values). */
export const AUDITED_PERSONAL_FIELDS: readonly PersonalDetailField[] = [
  'rijks_register_nummer',
  'social_security_nr',
  'bank_account_iban',
  'bank_account_bic',
];

export function isPersonalDetailField(field: string): field is PersonalDetailField {
  return (PERSONAL_DETAIL_FIELDS as readonly string[]).includes(field);
}
