import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { validateAddressEdit } from '@people/domain/personEdit';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddressForm_employee$key } from '../../../__generated__/AddressForm_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useEditSubmit } from '../hooks/useEditSubmit';
import { useUpdateAddress } from '../hooks/usePersonEditMutations';
import { orNull, text, TextInput } from './fields';
import { FormErrors } from './FormErrors';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

/** Part 1 §2 /people/{id}/edit/address: home address lines 1 and 2, zipcode, city, country (a postal code of that country). */
export function AddressForm({ employee }: { employee: AddressForm_employee$key }) {
  const t = useT();
  const person = useFragment(AddressForm_employee, employee);
  const [values, setValues] = useState({
    address_line_1: text(person.address?.line1),
    address_line_2: text(person.address?.line2),
    address_zipcode: text(person.address?.zipcode),
    address_city: text(person.address?.city),
    address_country_code: text(person.address?.countryCode ?? person.country),
  });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const labels = {
    address_zipcode: t('ZIPCODE'),
    zipcode: t('ZIPCODE'),
    address_country_code: t('COUNTRY'),
    countryCode: t('COUNTRY'),
    address_line_1: t('ADDRESS_LINE_1'),
    line1: t('ADDRESS_LINE_1'),
  };
  const { errors, conflict, submit } = useEditSubmit(labels);
  const [save, busy] = useUpdateAddress();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const country = orNull(values.address_country_code)?.toUpperCase() ?? null;
    const local = validateAddressEdit({
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, orNull(v)])),
      address_country_code: country,
    });
    void submit(
      local,
      () =>
        save({
          employeeId: person.id,
          version: person.version,
          line1: orNull(values.address_line_1),
          line2: orNull(values.address_line_2),
          zipcode: orNull(values.address_zipcode),
          city: orNull(values.address_city),
          countryCode: country,
        }),
      (payload) => payload?.employee?.internalId,
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('EDIT_ADDRESS_LINK')}>
      <FormErrors errors={errors} conflict={conflict} />
      <Box sx={GRID}>
        <TextInput
          name="address_line_1"
          label={t('ADDRESS_LINE_1')}
          value={values.address_line_1}
          onChange={set('address_line_1')}
        />
        <TextInput
          name="address_line_2"
          label={t('ADDRESS_LINE_2')}
          value={values.address_line_2}
          onChange={set('address_line_2')}
        />
        <TextInput
          name="address_zipcode"
          label={t('ZIPCODE')}
          value={values.address_zipcode}
          onChange={set('address_zipcode')}
        />
        <TextInput name="address_city" label={t('CITY')} value={values.address_city} onChange={set('address_city')} />
        <TextInput
          name="address_country_code"
          label={t('COUNTRY')}
          value={values.address_country_code}
          onChange={set('address_country_code')}
          helperText={t('COUNTRY_CODE_HELP')}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('SAVE')}
        </Button>
      </Box>
    </Stack>
  );
}

const AddressForm_employee = graphql`
  fragment AddressForm_employee on Employee {
    id
    version
    country
    address {
      line1
      line2
      zipcode
      city
      countryCode
    }
  }
`;
