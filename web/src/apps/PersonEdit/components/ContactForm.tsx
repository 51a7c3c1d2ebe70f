import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EMERGENCY_RELATIONS, validateContactEdit } from '@people/domain/personEdit';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContactForm_employee$key } from '../../../__generated__/ContactForm_employee.graphql';
import type { EmergencyRelation } from '../../../__generated__/usePersonEditMutationsContactMutation.graphql';
import { graphqlValue, specValue } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';
import { useEditSubmit } from '../hooks/useEditSubmit';
import { useUpdateContactDetails } from '../hooks/usePersonEditMutations';
import { EnumSelect, orNull, text, TextInput } from './fields';
import { FormErrors } from './FormErrors';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

/** Part 1 §2 /people/{id}/edit/contact: the contact section's e-mails, phone and emergency contact (§3 relation). */
export function ContactForm({ employee }: { employee: ContactForm_employee$key }) {
  const t = useT();
  const person = useFragment(ContactForm_employee, employee);
  const [values, setValues] = useState({
    email: text(person.email),
    personal_email: text(person.personalEmail),
    phone: text(person.phone),
    emergency_contact_name: text(person.emergencyContactName),
    emergency_contact_relation: person.emergencyContactRelation ? specValue(person.emergencyContactRelation) : '',
    emergency_contact_phone: text(person.emergencyContactPhone),
  });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const labels = {
    email: t('WORK_EMAIL'),
    personal_email: t('PERSONAL_EMAIL'),
    personalEmail: t('PERSONAL_EMAIL'),
    phone: t('PHONE'),
    emergency_contact_phone: t('EMERGENCY_CONTACT_PHONE'),
    emergencyContactPhone: t('EMERGENCY_CONTACT_PHONE'),
  };
  const { errors, conflict, submit } = useEditSubmit(labels);
  const [save, busy] = useUpdateContactDetails();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local = validateContactEdit(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, orNull(v)])));
    const relation = values.emergency_contact_relation;
    void submit(
      local,
      () =>
        save({
          employeeId: person.id,
          version: person.version,
          email: orNull(values.email),
          personalEmail: orNull(values.personal_email),
          phone: orNull(values.phone),
          emergencyContactName: orNull(values.emergency_contact_name),
          emergencyContactRelation: relation === '' ? null : (graphqlValue(relation) as EmergencyRelation),
          emergencyContactPhone: orNull(values.emergency_contact_phone),
        }),
      (payload) => payload?.employee?.internalId,
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('EDIT_CONTACT_LINK')}>
      <FormErrors errors={errors} conflict={conflict} />
      <Box sx={GRID}>
        <TextInput name="email" type="email" label={t('WORK_EMAIL')} value={values.email} onChange={set('email')} />
        <TextInput
          name="personal_email"
          type="email"
          label={t('PERSONAL_EMAIL')}
          value={values.personal_email}
          onChange={set('personal_email')}
        />
        <TextInput name="phone" type="tel" label={t('PHONE')} value={values.phone} onChange={set('phone')} />
        <TextInput
          name="emergency_contact_name"
          label={t('EMERGENCY_CONTACT_NAME')}
          value={values.emergency_contact_name}
          onChange={set('emergency_contact_name')}
        />
        <EnumSelect
          name="emergency_contact_relation"
          label={t('EMERGENCY_CONTACT_RELATION')}
          value={values.emergency_contact_relation}
          options={EMERGENCY_RELATIONS}
          prefix="EMERGENCY_RELATION"
          onChange={set('emergency_contact_relation')}
        />
        <TextInput
          name="emergency_contact_phone"
          type="tel"
          label={t('EMERGENCY_CONTACT_PHONE')}
          value={values.emergency_contact_phone}
          onChange={set('emergency_contact_phone')}
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

const ContactForm_employee = graphql`
  fragment ContactForm_employee on Employee {
    id
    version
    email
    personalEmail
    phone
    emergencyContactName
    emergencyContactRelation
    emergencyContactPhone
  }
`;
