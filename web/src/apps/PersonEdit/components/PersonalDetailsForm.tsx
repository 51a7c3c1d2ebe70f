import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayIn, BUSINESS_TIME_ZONE } from '@people/domain/dates';
import {
  CIVIL_STATES,
  EDUCATION_LEVELS,
  GENDERS,
  LAST_NAME_COMPOSITIONS,
  PARTNERS_WAGES,
  validatePersonalEdit,
} from '@people/domain/personEdit';
import { DEPENDENT_FIELDS, fieldAppliesTo, type EditValues } from '@people/domain/personFields';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonalDetailsForm_employee$key } from '../../../__generated__/PersonalDetailsForm_employee.graphql';
import type { UpdatePersonalDetailsInput } from '../../../__generated__/usePersonEditMutationsPersonalMutation.graphql';
import { graphqlValue, specValue } from '../../../graphqlEnums';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { useEditSubmit } from '../hooks/useEditSubmit';
import { useUpdatePersonalDetails } from '../hooks/usePersonEditMutations';
import { EnumSelect, orNull, text, TextInput } from './fields';
import { FormErrors } from './FormErrors';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
} as const;

// part 1 §3 Dependent counts: the REST field, the input field and the label the profile uses.
const DEPENDENTS = [
  ['dependent_children', 'dependentChildren', 'DEPENDENT_CHILDREN'],
  ['dependent_disabled_children', 'dependentDisabledChildren', 'DEPENDENT_DISABLED_CHILDREN'],
  ['dependent_adults_below_65', 'dependentAdultsBelow65', 'DEPENDENT_ADULTS_BELOW_65'],
  ['dependent_disabled_adults_below_65', 'dependentDisabledAdultsBelow65', 'DEPENDENT_DISABLED_ADULTS_BELOW_65'],
  ['dependent_adults_above_65', 'dependentAdultsAbove65', 'DEPENDENT_ADULTS_ABOVE_65'],
  ['dependent_disabled_adults_above_65', 'dependentDisabledAdultsAbove65', 'DEPENDENT_DISABLED_ADULTS_ABOVE_65'],
  [
    'dependent_adults_needing_care_above_65',
    'dependentAdultsNeedingCareAbove65',
    'DEPENDENT_ADULTS_NEEDING_CARE_ABOVE_65',
  ],
] as const satisfies ReadonlyArray<readonly [(typeof DEPENDENT_FIELDS)[number], string, MessageKey]>;

type Values = Record<string, string>;

/**
 * Part 1 §2 /people/{id}/edit/personal with the §3 fields and enumerations. Country-aware (domain personEdit
 * fieldAppliesTo): a Dutch person is not asked the Belgian rijksregisternummer, partner dependent or dependents, a
 * Belgian person not the BSN. The domain's checks run before sending; the server runs the same ones.
 */
export function PersonalDetailsForm({ employee }: { employee: PersonalDetailsForm_employee$key }) {
  const t = useT();
  const person = useFragment(PersonalDetailsForm_employee, employee);
  const country = person.country;
  const asks = (field: string) => fieldAppliesTo(field, country);
  const initial: Values = useMemo(
    () => ({
      first_name: person.firstName,
      last_name: person.lastName,
      dob: text(person.dob),
      gender: person.gender ? specValue(person.gender) : '',
      civil_state: person.civilState ? specValue(person.civilState) : '',
      place_of_birth: text(person.placeOfBirth),
      countryOfBirth: text(person.countryOfBirth),
      nationality_country_code: text(person.nationalityCountryCode),
      social_security_nr: text(person.socialSecurityNr),
      rijks_register_nummer: text(person.rijksRegisterNummer),
      bank_account_iban: text(person.bankAccountIban),
      bank_account_bic: text(person.bankAccountBic),
      education_level: person.educationLevel ? specValue(person.educationLevel) : '',
      last_name_composition: person.lastNameComposition ? specValue(person.lastNameComposition) : '',
      partners_wage: text(person.partnersWage),
      ...Object.fromEntries(DEPENDENTS.map(([field, input]) => [field, text(person.dependents?.[input] ?? 0)])),
    }),
    [person],
  );
  const [values, setValues] = useState<Values>(initial);
  const set = (field: string) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const labels: Record<string, string> = {
    first_name: t('FIRST_NAME'),
    firstName: t('FIRST_NAME'),
    last_name: t('LAST_NAME'),
    lastName: t('LAST_NAME'),
    dob: t('DATE_OF_BIRTH'),
    social_security_nr: t('BSN'),
    socialSecurityNr: t('BSN'),
    rijks_register_nummer: t('RIJKS_REGISTER_NUMMER'),
    rijksRegisterNummer: t('RIJKS_REGISTER_NUMMER'),
    bank_account_iban: t('BANK_ACCOUNT_IBAN'),
    bankAccountIban: t('BANK_ACCOUNT_IBAN'),
    bank_account_bic: t('BANK_ACCOUNT_BIC'),
    bankAccountBic: t('BANK_ACCOUNT_BIC'),
    nationality_country_code: t('NATIONALITY'),
    nationalityCountryCode: t('NATIONALITY'),
    countryOfBirth: t('COUNTRY_OF_BIRTH'),
  };
  const { errors, conflict, submit } = useEditSubmit(labels);
  const [save, busy] = useUpdatePersonalDetails();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const asked = Object.fromEntries(Object.entries(values).filter(([field]) => asks(field)));
    const domainValues: EditValues = Object.fromEntries(Object.entries(asked).map(([k, v]) => [k, orNull(v)]));
    const changed = Object.keys(asked).filter((field) => asked[field] !== initial[field]);
    const local = validatePersonalEdit(domainValues, country, todayIn(BUSINESS_TIME_ZONE, new Date()), changed);
    const enumValue = <T,>(value: string) => (value === '' ? null : (graphqlValue(value) as T));
    const input: UpdatePersonalDetailsInput = {
      employeeId: person.id,
      version: person.version,
      firstName: values.first_name.trim(),
      lastName: values.last_name.trim(),
      dob: orNull(values.dob),
      gender: enumValue(values.gender),
      civilState: enumValue(values.civil_state),
      placeOfBirth: orNull(values.place_of_birth),
      countryOfBirth: orNull(values.countryOfBirth),
      nationalityCountryCode: orNull(values.nationality_country_code),
      bankAccountIban: orNull(values.bank_account_iban),
      bankAccountBic: orNull(values.bank_account_bic),
      educationLevel: enumValue(values.education_level),
      lastNameComposition: enumValue(values.last_name_composition),
      // Fields of the other country are left out: the server keeps what it has.
      ...(asks('social_security_nr') ? { socialSecurityNr: orNull(values.social_security_nr) } : {}),
      ...(asks('rijks_register_nummer') ? { rijksRegisterNummer: orNull(values.rijks_register_nummer) } : {}),
      ...(asks('partners_wage') ? { partnersWage: orNull(values.partners_wage) } : {}),
      ...(asks('dependent_children')
        ? {
            dependents: Object.fromEntries(
              DEPENDENTS.map(([field, input]) => [input, Number(values[field] || 0)]),
            ) as NonNullable<UpdatePersonalDetailsInput['dependents']>,
          }
        : {}),
    };
    void submit(
      local,
      () => save(input),
      (payload) => payload?.employee?.internalId,
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('EDIT_PERSONAL_LINK')}>
      <FormErrors errors={errors} conflict={conflict} />
      <Box sx={GRID}>
        <TextInput
          name="first_name"
          label={t('FIRST_NAME')}
          value={values.first_name}
          onChange={set('first_name')}
          required
        />
        <TextInput
          name="last_name"
          label={t('LAST_NAME')}
          value={values.last_name}
          onChange={set('last_name')}
          required
        />
        <TextInput name="dob" type="date" label={t('DATE_OF_BIRTH')} value={values.dob} onChange={set('dob')} />
        <EnumSelect
          name="gender"
          label={t('GENDER')}
          value={values.gender}
          options={GENDERS}
          prefix="GENDER"
          onChange={set('gender')}
        />
        <EnumSelect
          name="civil_state"
          label={t('CIVIL_STATE')}
          value={values.civil_state}
          options={CIVIL_STATES}
          prefix="CIVIL_STATE"
          onChange={set('civil_state')}
        />
        <TextInput
          name="place_of_birth"
          label={t('PLACE_OF_BIRTH')}
          value={values.place_of_birth}
          onChange={set('place_of_birth')}
        />
        <TextInput
          name="countryOfBirth"
          label={t('COUNTRY_OF_BIRTH')}
          value={values.countryOfBirth}
          onChange={set('countryOfBirth')}
          helperText={t('COUNTRY_CODE_HELP')}
        />
        <TextInput
          name="nationality_country_code"
          label={t('NATIONALITY')}
          value={values.nationality_country_code}
          onChange={set('nationality_country_code')}
          helperText={t('COUNTRY_CODE_HELP')}
        />
        {asks('rijks_register_nummer') && (
          <TextInput
            name="rijks_register_nummer"
            label={t('RIJKS_REGISTER_NUMMER')}
            value={values.rijks_register_nummer}
            onChange={set('rijks_register_nummer')}
          />
        )}
        {asks('social_security_nr') && (
          <TextInput
            name="social_security_nr"
            label={t('BSN')}
            value={values.social_security_nr}
            onChange={set('social_security_nr')}
          />
        )}
        <TextInput
          name="bank_account_iban"
          label={t('BANK_ACCOUNT_IBAN')}
          value={values.bank_account_iban}
          onChange={set('bank_account_iban')}
        />
        <TextInput
          name="bank_account_bic"
          label={t('BANK_ACCOUNT_BIC')}
          value={values.bank_account_bic}
          onChange={set('bank_account_bic')}
        />
        <EnumSelect
          name="education_level"
          label={t('EDUCATION_LEVEL')}
          value={values.education_level}
          options={EDUCATION_LEVELS}
          prefix="EDUCATION_LEVEL"
          onChange={set('education_level')}
        />
        <EnumSelect
          name="last_name_composition"
          label={t('LAST_NAME_COMPOSITION')}
          value={values.last_name_composition}
          options={LAST_NAME_COMPOSITIONS}
          prefix="LAST_NAME_COMPOSITION"
          onChange={set('last_name_composition')}
        />
        {asks('partners_wage') && (
          <EnumSelect
            name="partners_wage"
            label={t('PARTNER_DEPENDENT')}
            value={values.partners_wage}
            options={PARTNERS_WAGES}
            prefix="PARTNERS_WAGE"
            onChange={set('partners_wage')}
          />
        )}
      </Box>
      {asks('dependent_children') && (
        <>
          <Typography variant="subtitle1" component="h2">
            {t('DEPENDENTS')}
          </Typography>
          <Box sx={GRID}>
            {DEPENDENTS.map(([field, , label]) => (
              <TextInput
                key={field}
                name={field}
                type="number"
                label={t(label)}
                value={values[field]}
                onChange={set(field)}
              />
            ))}
          </Box>
        </>
      )}
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('SAVE')}
        </Button>
      </Box>
    </Stack>
  );
}

const PersonalDetailsForm_employee = graphql`
  fragment PersonalDetailsForm_employee on Employee {
    id
    version
    country
    firstName
    lastName
    dob
    gender
    civilState
    placeOfBirth
    countryOfBirth
    nationalityCountryCode
    socialSecurityNr
    rijksRegisterNummer
    bankAccountIban
    bankAccountBic
    educationLevel
    lastNameComposition
    partnersWage
    dependents {
      dependentChildren
      dependentDisabledChildren
      dependentAdultsBelow65
      dependentDisabledAdultsBelow65
      dependentAdultsAbove65
      dependentDisabledAdultsAbove65
      dependentAdultsNeedingCareAbove65
    }
  }
`;
