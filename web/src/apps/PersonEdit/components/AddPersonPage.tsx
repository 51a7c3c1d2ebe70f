import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateNewPerson } from '@people/domain/personEdit';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AddPersonForm_query$key } from '../../../__generated__/AddPersonForm_query.graphql';
import type { PersonEditAddRouteQuery } from '../../../__generated__/PersonEditAddRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PATH } from '../../../paths';
import { useEditSubmit } from '../hooks/useEditSubmit';
import { useAddEmployee } from '../hooks/usePersonEditMutations';
import { addPersonRouteQuery } from '../queries';
import { orNull, TextInput } from './fields';
import { FormErrors } from './FormErrors';
import { useRouteQuery } from '../../../relay/routeQuery';

/** Add a person from the people list (/people/add): the new person's profile opens once added. */
export function AddPersonPage() {
  const t = useT();
  const data = useRouteQuery<PersonEditAddRouteQuery>(addPersonRouteQuery);
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 700 }}>
      <Link component={RouterLink} to={PEOPLE_PATH} variant="body2">
        {t('GO_BACK')}
      </Link>
      <Typography variant="h5" component="h1">
        {t('ADD_PERSON_TITLE')}
      </Typography>
      {data.viewer?.mayAddPeople ? <AddPersonForm query={data} /> : <ErrorBox reason={t('EDIT_NOT_ALLOWED')} />}
    </Stack>
  );
}

function AddPersonForm({ query }: { query: AddPersonForm_query$key }) {
  const t = useT();
  const { teams } = useFragment(AddPersonForm_query, query);
  const [values, setValues] = useState({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    team: '',
    join_date: '',
    title: '',
  });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const labels = {
    first_name: t('FIRST_NAME'),
    firstName: t('FIRST_NAME'),
    last_name: t('LAST_NAME'),
    lastName: t('LAST_NAME'),
    email: t('WORK_EMAIL'),
    join_date: t('JOIN_DATE'),
    joinDate: t('JOIN_DATE'),
  };
  const { errors, conflict, submit } = useEditSubmit(labels);
  const [save, busy] = useAddEmployee();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local = validateNewPerson({
      first_name: values.first_name,
      last_name: values.last_name,
      email: orNull(values.email),
      join_date: orNull(values.join_date),
    });
    void submit(
      local,
      () =>
        save({
          firstName: values.first_name.trim(),
          lastName: values.last_name.trim(),
          email: orNull(values.email),
          phone: orNull(values.phone),
          teamId: values.team || null,
          joinDate: orNull(values.join_date),
          title: orNull(values.title),
        }),
      (payload) => payload?.employee?.internalId,
    );
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('ADD_PERSON_TITLE')}>
      <FormErrors errors={errors} conflict={conflict} />
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
      <TextInput name="email" type="email" label={t('WORK_EMAIL')} value={values.email} onChange={set('email')} />
      <TextInput name="phone" type="tel" label={t('PHONE')} value={values.phone} onChange={set('phone')} />
      <TextField
        name="team"
        label={t('TEAM')}
        value={values.team}
        onChange={(event) => set('team')(event.target.value)}
        select
      >
        <MenuItem value="">{t('NO_TEAM')}</MenuItem>
        {teams.map((team) => (
          <MenuItem key={team.id} value={team.id}>
            {team.name}
          </MenuItem>
        ))}
      </TextField>
      <TextInput
        name="join_date"
        type="date"
        label={t('JOIN_DATE')}
        value={values.join_date}
        onChange={set('join_date')}
      />
      <TextInput name="title" label={t('ROLE_TITLE')} value={values.title} onChange={set('title')} />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('ADD_PERSON')}
        </Button>
      </Box>
    </Stack>
  );
}

const AddPersonForm_query = graphql`
  fragment AddPersonForm_query on Query {
    teams {
      id
      name
    }
  }
`;
