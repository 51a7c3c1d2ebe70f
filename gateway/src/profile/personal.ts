// The personal information of Employee (domain personalData PERSONAL_DETAIL_FIELDS): the contact section's
// personal part and the personal information section. Each field asks domain maySee('personalInformation') first
// (gateway/permissions): a viewer who may not see it gets null with a FORBIDDEN error on its path and the REST API is
// not asked; the others read one batch answer per request (profile/personalDetailsLoaders).
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { EmployeeModel, PersonalDetailsModel } from '../core/models';
import { section } from '../core/permissions';

type PersonalFields =
  | 'personalEmail'
  | 'emergencyContactName'
  | 'emergencyContactRelation'
  | 'emergencyContactPhone'
  | 'address'
  | 'dob'
  | 'gender'
  | 'civilState'
  | 'placeOfBirth'
  | 'countryOfBirth'
  | 'nationalityCountryCode'
  | 'socialSecurityNr'
  | 'rijksRegisterNummer'
  | 'bankAccountIban'
  | 'bankAccountBic'
  | 'educationLevel'
  | 'lastNameComposition'
  | 'partnersWage'
  | 'dependents';

function personal<T>(e: EmployeeModel, ctx: Context, pick: (details: PersonalDetailsModel) => T): Promise<T | null> {
  return section(e.id, 'personalInformation', ctx, async () => {
    const details = await ctx.loaders.personalDetails.load(e.id);
    return details === null ? null : pick(details);
  });
}

// The REST document types these as plain strings; they are the enums' REST strings (gateway/src/core/enums.ts maps them).
export const employeePersonalFields: Pick<Required<EmployeeResolvers>, PersonalFields> = {
  personalEmail: (e, _, ctx) => personal(e, ctx, (d) => d.personal_email),
  emergencyContactName: (e, _, ctx) => personal(e, ctx, (d) => d.emergency_contact_name),
  emergencyContactRelation: (e, _, ctx) => personal(e, ctx, (d) => d.emergency_contact_relation as never),
  emergencyContactPhone: (e, _, ctx) => personal(e, ctx, (d) => d.emergency_contact_phone),
  address: (e, _, ctx) =>
    personal(e, ctx, (d) => ({
      line1: d.address_line_1,
      line2: d.address_line_2,
      zipcode: d.address_zipcode,
      city: d.address_city,
      countryCode: d.address_country_code,
    })),
  dob: (e, _, ctx) => personal(e, ctx, (d) => d.dob),
  gender: (e, _, ctx) => personal(e, ctx, (d) => d.gender as never),
  civilState: (e, _, ctx) => personal(e, ctx, (d) => d.civil_state as never),
  placeOfBirth: (e, _, ctx) => personal(e, ctx, (d) => d.place_of_birth),
  countryOfBirth: (e, _, ctx) => personal(e, ctx, (d) => d.countryOfBirth),
  nationalityCountryCode: (e, _, ctx) => personal(e, ctx, (d) => d.nationality_country_code),
  socialSecurityNr: (e, _, ctx) => personal(e, ctx, (d) => d.social_security_nr),
  rijksRegisterNummer: (e, _, ctx) => personal(e, ctx, (d) => d.rijks_register_nummer),
  bankAccountIban: (e, _, ctx) => personal(e, ctx, (d) => d.bank_account_iban),
  bankAccountBic: (e, _, ctx) => personal(e, ctx, (d) => d.bank_account_bic),
  educationLevel: (e, _, ctx) => personal(e, ctx, (d) => d.education_level as never),
  lastNameComposition: (e, _, ctx) => personal(e, ctx, (d) => d.last_name_composition as never),
  partnersWage: (e, _, ctx) => personal(e, ctx, (d) => d.partners_wage),
  dependents: (e, _, ctx) =>
    personal(e, ctx, (d) => ({
      dependentChildren: d.dependent_children,
      dependentDisabledChildren: d.dependent_disabled_children,
      dependentAdultsBelow65: d.dependent_adults_below_65,
      dependentDisabledAdultsBelow65: d.dependent_disabled_adults_below_65,
      dependentAdultsAbove65: d.dependent_adults_above_65,
      dependentDisabledAdultsAbove65: d.dependent_disabled_adults_above_65,
      dependentAdultsNeedingCareAbove65: d.dependent_adults_needing_care_above_65,
    })),
};
