import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileAction } from '@people/domain/permissions';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { EditPage_employee$key } from '../../../__generated__/EditPage_employee.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';

type Props = {
  employee: EditPage_employee$key | null | undefined;
  /** The page's h1, a message with {name}. */
  title: MessageKey;
  /** The domain action the section's edit needs (the gateway lists it in permissions.actions). */
  action: ProfileAction;
  children: ReactNode;
};

/** One edit page of part 1 §2: the way back to the profile, the title, and the form when the viewer may edit. */
export function EditPage({ employee, title, action, children }: Props) {
  const t = useT();
  const person = useFragment(EditPage_employee, employee);
  if (!person) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to={profilePath(person.internalId)} variant="body2">
        {t('BACK_TO_PROFILE', { name: person.name })}
      </Link>
      <Typography variant="h5" component="h1">
        {t(title, { name: person.name })}
      </Typography>
      {canDo(person.permissions, action) ? children : <ErrorBox reason={t('EDIT_NOT_ALLOWED')} />}
    </Stack>
  );
}

const EditPage_employee = graphql`
  fragment EditPage_employee on Employee {
    id
    internalId
    name
    permissions {
      actions
    }
  }
`;
