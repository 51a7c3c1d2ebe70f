import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import type {
  ContactSection_employee$data,
  ContactSection_employee$key,
} from '../../../__generated__/ContactSection_employee.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { countryName } from '../../../i18n/countryName';
import { specValue } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';
import { canSee } from '../profilePermissions';
import { SectionEditLink } from '../../PersonEdit/components/PersonEditLinks';

/**
 * Spec part 1 §2 "Contact section": emails, phone, emergency contact and home address. The work e-mail and phone are
 * the directory card; the personal e-mail, the emergency contact and the home address are personal information
 *, shown only with permissions personalInformation.
 */
export function ContactSection({ employee }: { employee: ContactSection_employee$key }) {
  const t = useT();
  const contact = useFragment(ContactSection_employee, employee);
  const personal = canSee(contact.permissions, 'personalInformation');
  const blank = t('NOT_FILLED_IN');

  return (
    <Paper component="section" aria-labelledby="contact-section-title" sx={{ p: 3 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id="contact-section-title" variant="h6" component="h2">
          {t('CONTACT')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <SectionEditLink
            employeeId={contact.internalId}
            permissions={contact.permissions}
            section="contact"
            label="EDIT_CONTACT_LINK"
          />
          <SectionEditLink
            employeeId={contact.internalId}
            permissions={contact.permissions}
            section="address"
            label="EDIT_ADDRESS_LINK"
          />
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        <LabeledValue label={t('WORK_EMAIL')}>
          {contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : blank}
        </LabeledValue>
        {personal && (
          <LabeledValue label={t('PERSONAL_EMAIL')}>
            {contact.personalEmail ? (
              <Link href={`mailto:${contact.personalEmail}`}>{contact.personalEmail}</Link>
            ) : (
              blank
            )}
          </LabeledValue>
        )}
        <LabeledValue label={t('PHONE')}>
          {contact.phone ? <Link href={`tel:${contact.phone}`}>{contact.phone}</Link> : blank}
        </LabeledValue>
        {personal && <PersonalContact contact={contact} />}
      </Box>
    </Paper>
  );
}

/** The contact section's personal part: the emergency contact and the home address. */
function PersonalContact({ contact }: { contact: ContactSection_employee$data }) {
  const t = useT();
  const address = contact.address;
  // The keys use the spec's values (FRIEND → EMERGENCY_RELATION_friend).
  const relationKey = `EMERGENCY_RELATION_${specValue(contact.emergencyContactRelation ?? '')}`;
  const relation = t.has(relationKey) ? t(relationKey) : null;
  const emergency = [contact.emergencyContactName, relation && `(${relation})`].filter(Boolean).join(' ');
  const addressLines = [
    address?.line1,
    address?.line2,
    [address?.zipcode, address?.city].filter(Boolean).join(' '),
    address?.countryCode ? countryName(address.countryCode, t.language) : null,
  ].filter((line): line is string => Boolean(line));
  const blank = t('NOT_FILLED_IN');

  return (
    <>
      <LabeledValue label={t('EMERGENCY_CONTACT')}>
        {emergency || contact.emergencyContactPhone ? (
          <>
            {emergency && <span style={{ display: 'block' }}>{emergency}</span>}
            {contact.emergencyContactPhone && (
              <Link href={`tel:${contact.emergencyContactPhone}`}>{contact.emergencyContactPhone}</Link>
            )}
          </>
        ) : (
          blank
        )}
      </LabeledValue>
      <LabeledValue label={t('HOME_ADDRESS')}>
        {addressLines.length > 0
          ? addressLines.map((line, index) => (
              <span key={index} style={{ display: 'block' }}>
                {line}
              </span>
            ))
          : blank}
      </LabeledValue>
    </>
  );
}

const ContactSection_employee = graphql`
  fragment ContactSection_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    email
    personalEmail
    phone
    emergencyContactName
    emergencyContactRelation
    emergencyContactPhone
    address {
      line1
      line2
      zipcode
      city
      countryCode
    }
  }
`;
