import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { validateRole } from '@people/domain/personEdit';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { NewRoleForm_employee$key } from '../../../__generated__/NewRoleForm_employee.graphql';
import type { PersonEditRoleRouteQuery } from '../../../__generated__/PersonEditRoleRouteQuery.graphql';
import type { RoleEditForm_employee$key } from '../../../__generated__/RoleEditForm_employee.graphql';
import type { RoleHistory_employee$key } from '../../../__generated__/RoleHistory_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { roleEditPath } from '../../../paths';
import { useEditSubmit } from '../hooks/useEditSubmit';
import { useAddRole, useEditRole } from '../hooks/usePersonEditMutations';
import { roleRouteQuery } from '../queries';
import { EditPage } from './EditPage';
import { orNull, TextInput } from './fields';
import { FormErrors } from './FormErrors';
import { useRouteQuery } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/role: the role history (§3 role_history) and a new role from a date. */
export function RolePage() {
  const { employee } = useRouteQuery<PersonEditRoleRouteQuery>(roleRouteQuery);
  return (
    <EditPage employee={employee} title="ROLE_PAGE_TITLE" action="editRole">
      {employee && (
        <>
          <RoleHistory employee={employee} />
          <NewRoleForm employee={employee} />
        </>
      )}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/role/edit: correct the current role. */
export function RoleEditPage() {
  const { employee } = useRouteQuery<PersonEditRoleRouteQuery>(roleRouteQuery);
  return (
    <EditPage employee={employee} title="ROLE_EDIT_TITLE" action="editRole">
      {employee && <RoleEditForm employee={employee} />}
    </EditPage>
  );
}

function RoleHistory({ employee }: { employee: RoleHistory_employee$key }) {
  const t = useT();
  const person = useFragment(RoleHistory_employee, employee);
  if (person.roleHistory.length === 0) return <Typography>{t('ROLE_NONE')}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('ROLE_HISTORY')}
      </Typography>
      <Table size="small" aria-label={t('ROLE_HISTORY')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ROLE_TITLE')}</TableCell>
            <TableCell>{t('ROLE_START_DATE')}</TableCell>
            <TableCell>{t('ROLE_END_DATE')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {person.roleHistory.map((role) => (
            <TableRow key={role.internalId}>
              <TableCell>{role.title}</TableCell>
              <TableCell>{formatDate(t, role.startDate)}</TableCell>
              <TableCell>{role.endDate ? formatDate(t, role.endDate) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {person.currentRole && (
        <Link component={RouterLink} to={roleEditPath(person.internalId)} variant="body2">
          {t('EDIT_CURRENT_ROLE')}
        </Link>
      )}
    </Stack>
  );
}

const labels = (t: ReturnType<typeof useT>) => ({
  title: t('ROLE_TITLE'),
  start_date: t('ROLE_START_DATE'),
  startDate: t('ROLE_START_DATE'),
  end_date: t('ROLE_END_DATE'),
  endDate: t('ROLE_END_DATE'),
});

function NewRoleForm({ employee }: { employee: NewRoleForm_employee$key }) {
  const t = useT();
  const person = useFragment(NewRoleForm_employee, employee);
  const [title, setTitle] = useState('');
  const [startDate, setStartDate] = useState('');
  const { errors, conflict, submit } = useEditSubmit(labels(t));
  const [save, busy] = useAddRole();
  const latest = person.roleHistory.reduce<string | null>(
    (max, r) => (max === null || r.startDate > max ? r.startDate : max),
    null,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRole({ title, start_date: startDate }, latest);
    void submit(
      problem ? [problem] : [],
      () => save({ employeeId: person.id, version: person.version, title: title.trim(), startDate }),
      (p) => p?.employee?.internalId,
    );
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('NEW_ROLE')}>
      <Typography variant="h6" component="h2">
        {t('NEW_ROLE')}
      </Typography>
      <FormErrors errors={errors} conflict={conflict} />
      <TextInput name="title" label={t('ROLE_TITLE')} value={title} onChange={setTitle} required />
      <TextInput
        name="start_date"
        type="date"
        label={t('ROLE_START_DATE')}
        value={startDate}
        onChange={setStartDate}
        required
      />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('SAVE')}
        </Button>
      </Box>
    </Stack>
  );
}

function RoleEditForm({ employee }: { employee: RoleEditForm_employee$key }) {
  const t = useT();
  const person = useFragment(RoleEditForm_employee, employee);
  const current = person.currentRole;
  const [title, setTitle] = useState(current?.title ?? '');
  const [startDate, setStartDate] = useState(current?.startDate ?? '');
  const [endDate, setEndDate] = useState(current?.endDate ?? '');
  const { errors, conflict, submit } = useEditSubmit(labels(t));
  const [save, busy] = useEditRole();
  if (!current) return <Typography>{t('ROLE_NONE')}</Typography>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRole({ title, start_date: startDate, end_date: orNull(endDate) }, null);
    void submit(
      problem ? [problem] : [],
      () =>
        save({
          employeeId: person.id,
          version: person.version,
          roleId: current.internalId,
          title: title.trim(),
          startDate,
          endDate: orNull(endDate),
        }),
      (p) => p?.employee?.internalId,
    );
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('EDIT_CURRENT_ROLE')}>
      <FormErrors errors={errors} conflict={conflict} />
      <TextInput name="title" label={t('ROLE_TITLE')} value={title} onChange={setTitle} required />
      <TextInput
        name="start_date"
        type="date"
        label={t('ROLE_START_DATE')}
        value={startDate}
        onChange={setStartDate}
        required
      />
      <TextInput name="end_date" type="date" label={t('ROLE_END_DATE')} value={endDate} onChange={setEndDate} />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('SAVE')}
        </Button>
      </Box>
    </Stack>
  );
}

const RoleHistory_employee = graphql`
  fragment RoleHistory_employee on Employee {
    id
    internalId
    currentRole {
      title
    }
    roleHistory {
      internalId
      title
      startDate
      endDate
    }
  }
`;

const NewRoleForm_employee = graphql`
  fragment NewRoleForm_employee on Employee {
    id
    internalId
    version
    roleHistory {
      startDate
    }
  }
`;

const RoleEditForm_employee = graphql`
  fragment RoleEditForm_employee on Employee {
    id
    internalId
    version
    currentRole {
      internalId
      title
      startDate
      endDate
    }
  }
`;
