import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { partnerIsDependent } from '@people/domain/profile';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonalInformationSection_employee$key } from '../../../__generated__/PersonalInformationSection_employee.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { countryName } from '../../../i18n/countryName';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { fieldAppliesTo } from '@people/domain/personFields';
import { canSee } from '../profilePermissions';
import { SectionEditLink } from '../../PersonEdit/components/PersonEditLinks';
import { ProfileSectionCard } from './ProfileSectionCard';

// part 1 §3 "Dependent counts", in the order the spec lists them.
const DEPENDENT_COUNTS = [
  ['dependentChildren', 'DEPENDENT_CHILDREN'],
  ['dependentDisabledChildren', 'DEPENDENT_DISABLED_CHILDREN'],
  ['dependentAdultsBelow65', 'DEPENDENT_ADULTS_BELOW_65'],
  ['dependentDisabledAdultsBelow65', 'DEPENDENT_DISABLED_ADULTS_BELOW_65'],
  ['dependentAdultsAbove65', 'DEPENDENT_ADULTS_ABOVE_65'],
  ['dependentDisabledAdultsAbove65', 'DEPENDENT_DISABLED_ADULTS_ABOVE_65'],
  ['dependentAdultsNeedingCareAbove65', 'DEPENDENT_ADULTS_NEEDING_CARE_ABOVE_65'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

const GRID = { m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;

/** Spec part 1 §2 personal information, with the enumerations of part 1 §3 translated. */
export function PersonalInformationSection({ employee }: { employee: PersonalInformationSection_employee$key }) {
  const t = useT();
  const person = useFragment(PersonalInformationSection_employee, employee);
  if (!canSee(person.permissions, 'personalInformation')) return null;
  const blank = t('NOT_FILLED_IN');
  const value = (text: ReactNode) => text || blank;
  const country = (code: string | null | undefined) => (code ? countryName(code, t.language) : null);
  const partnerDependent =
    person.partnersWage == null ? null : t(partnerIsDependent(person.partnersWage) ? 'YES' : 'NO');
  // Belgian-only fields are not shown for a Dutch person, the BSN not for a Belgian one (domain personEdit).
  const shows = (field: string) => fieldAppliesTo(field, person.country);

  return (
    <ProfileSectionCard
      id="personal-information"
      title={t('PERSONAL_INFORMATION')}
      action={
        <SectionEditLink
          employeeId={person.internalId}
          permissions={person.permissions}
          section="personal"
          label="EDIT_PERSONAL_LINK"
        />
      }
    >
      <Box component="dl" sx={GRID}>
        <LabeledValue label={t('DATE_OF_BIRTH')}>{value(person.dob && formatDate(t, person.dob))}</LabeledValue>
        <LabeledValue label={t('GENDER')}>{value(enumLabel(t, 'GENDER', person.gender))}</LabeledValue>
        <LabeledValue label={t('CIVIL_STATE')}>{value(enumLabel(t, 'CIVIL_STATE', person.civilState))}</LabeledValue>
        <LabeledValue label={t('PLACE_OF_BIRTH')}>{value(person.placeOfBirth)}</LabeledValue>
        <LabeledValue label={t('COUNTRY_OF_BIRTH')}>{value(country(person.countryOfBirth))}</LabeledValue>
        <LabeledValue label={t('NATIONALITY')}>{value(country(person.nationalityCountryCode))}</LabeledValue>
        {shows('social_security_nr') && <LabeledValue label={t('BSN')}>{value(person.socialSecurityNr)}</LabeledValue>}
        {shows('rijks_register_nummer') && (
          <LabeledValue label={t('RIJKS_REGISTER_NUMMER')}>{value(person.rijksRegisterNummer)}</LabeledValue>
        )}
        <LabeledValue label={t('BANK_ACCOUNT_IBAN')}>{value(person.bankAccountIban)}</LabeledValue>
        <LabeledValue label={t('BANK_ACCOUNT_BIC')}>{value(person.bankAccountBic)}</LabeledValue>
        <LabeledValue label={t('EDUCATION_LEVEL')}>
          {value(enumLabel(t, 'EDUCATION_LEVEL', person.educationLevel))}
        </LabeledValue>
        <LabeledValue label={t('LAST_NAME_COMPOSITION')}>
          {value(enumLabel(t, 'LAST_NAME_COMPOSITION', person.lastNameComposition))}
        </LabeledValue>
        {shows('partners_wage') && (
          <LabeledValue label={t('PARTNER_DEPENDENT')}>{value(partnerDependent)}</LabeledValue>
        )}
      </Box>
      {shows('dependent_children') && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('DEPENDENTS')}
          </Typography>
          <Box component="dl" sx={GRID}>
            {DEPENDENT_COUNTS.map(([field, label]) => (
              <LabeledValue key={field} label={t(label)}>
                {person.dependents?.[field] ?? blank}
              </LabeledValue>
            ))}
          </Box>
        </>
      )}
    </ProfileSectionCard>
  );
}

const PersonalInformationSection_employee = graphql`
  fragment PersonalInformationSection_employee on Employee {
    id
    internalId
    country
    permissions {
      sections
      actions
    }
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
