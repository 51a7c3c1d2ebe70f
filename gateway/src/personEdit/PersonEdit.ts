// Editing a person (part 1 §2 edit routes): Employee.version and Employee.country, the company's teams, and
// the edit mutations. Each mutation calls one REST change (rest/src/profile/personEdits.ts, personAdd.ts) and answers
// the person as they are now; the REST API decides permissions, validation and the version conflict (EDIT_CONFLICT),
// the gateway only maps input fields to REST fields and back.
import { personCountry } from '@people/domain/personFields';
import type { EmployeeResolvers, MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { attempt, camelCase, employeeChange, restId, freshEmployee, type FieldMap } from '../core/mutationSupport';

// REST fields whose input field is not their camelCase.
const INPUT_FIELDS: Record<string, string[]> = {
  id: ['employeeId'],
  address_line_1: ['line1'],
  address_line_2: ['line2'],
  address_zipcode: ['zipcode'],
  address_city: ['city'],
  address_country_code: ['countryCode'],
  role_id: ['roleId'],
};
// A field of a list item (`values.0.value`) is its path in the input.
const inputField: FieldMap = (restField) =>
  INPUT_FIELDS[restField] ??
  (restField.startsWith('dependent_')
    ? ['dependents', camelCase(restField)]
    : restField.includes('.')
      ? restField.split('.').map(camelCase)
      : undefined);

/** Only the keys the input carries: a field left out stays as it is (null clears it). */
function given(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

const edit = (ctx: Context, employeeId: string, change: (id: number) => Promise<unknown>) =>
  employeeChange(ctx, employeeId, change, inputField);

export const employeePersonEditFields: Pick<Required<EmployeeResolvers>, 'version' | 'country'> = {
  version: (e) => e.version,
  country: async (_, __, ctx) => personCountry((await ctx.loaders.viewer())?.company.country_code),
};

export const queryPersonEditFields: Pick<Required<QueryResolvers>, 'teams'> = {
  teams: async (_, __, ctx) => (await ctx.rest.get('/api/teams')).data,
};

type EditMutations =
  | 'updatePersonalDetails'
  | 'updateContactDetails'
  | 'updateAddress'
  | 'setTeam'
  | 'updateReportsTo'
  | 'addRole'
  | 'editRole'
  | 'addEmployee';

export const personEditMutations: Pick<Required<MutationResolvers>, EditMutations> = {
  updatePersonalDetails: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) => {
      const d = input.dependents;
      return ctx.rest.post('/api/employees/updatePersonalDetails', {
        id,
        version: input.version,
        ...given({
          first_name: input.firstName,
          last_name: input.lastName,
          dob: input.dob,
          gender: input.gender,
          civil_state: input.civilState,
          place_of_birth: input.placeOfBirth,
          countryOfBirth: input.countryOfBirth,
          nationality_country_code: input.nationalityCountryCode,
          social_security_nr: input.socialSecurityNr,
          rijks_register_nummer: input.rijksRegisterNummer,
          bank_account_iban: input.bankAccountIban,
          bank_account_bic: input.bankAccountBic,
          education_level: input.educationLevel,
          last_name_composition: input.lastNameComposition,
          partners_wage: input.partnersWage,
        }),
        ...(d
          ? {
              dependent_children: d.dependentChildren,
              dependent_disabled_children: d.dependentDisabledChildren,
              dependent_adults_below_65: d.dependentAdultsBelow65,
              dependent_disabled_adults_below_65: d.dependentDisabledAdultsBelow65,
              dependent_adults_above_65: d.dependentAdultsAbove65,
              dependent_disabled_adults_above_65: d.dependentDisabledAdultsAbove65,
              dependent_adults_needing_care_above_65: d.dependentAdultsNeedingCareAbove65,
            }
          : {}),
      });
    }),

  updateContactDetails: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/updateContact', {
        id,
        version: input.version,
        ...given({
          email: input.email,
          personal_email: input.personalEmail,
          phone: input.phone,
          emergency_contact_name: input.emergencyContactName,
          emergency_contact_relation: input.emergencyContactRelation,
          emergency_contact_phone: input.emergencyContactPhone,
        }),
      }),
    ),

  updateAddress: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/updateAddress', {
        id,
        version: input.version,
        ...given({
          address_line_1: input.line1,
          address_line_2: input.line2,
          address_zipcode: input.zipcode,
          address_city: input.city,
          address_country_code: input.countryCode,
        }),
      }),
    ),

  setTeam: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/updateTeam', {
        id,
        version: input.version,
        team_id: restId(input.teamId, 'Team', 'teamId'),
      }),
    ),

  updateReportsTo: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/updateReportsTo', {
        id,
        version: input.version,
        reports_to_id: restId(input.reportsToId, 'Employee', 'reportsToId'),
        reports_to_extra_id: restId(input.reportsToExtraId, 'Employee', 'reportsToExtraId'),
      }),
    ),

  addRole: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/addRole', {
        id,
        version: input.version,
        title: input.title,
        start_date: input.startDate,
      }),
    ),

  editRole: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/editRole', {
        id,
        version: input.version,
        role_id: input.roleId,
        title: input.title,
        start_date: input.startDate,
        end_date: input.endDate ?? null,
      }),
    ),

  async addEmployee(_, { input }, ctx) {
    const result = await attempt(
      () =>
        ctx.rest.post('/api/employees/add', {
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email ?? null,
          phone: input.phone ?? null,
          team_id: restId(input.teamId, 'Team', 'teamId'),
          join_date: input.joinDate ?? null,
          title: input.title ?? null,
        }),
      inputField,
    );
    if (!result.ok) return { employee: null, userErrors: result.userErrors };
    return { employee: await freshEmployee(ctx, result.value.id), userErrors: [] };
  },
};
