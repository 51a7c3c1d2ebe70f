import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isIsoDate } from '@people/domain/dates';
import { validateReportsTo } from '@people/domain/personEdit';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ManagersForm_employee$key } from '../../../__generated__/ManagersForm_employee.graphql';
import type { ManagersForm_query$key } from '../../../__generated__/ManagersForm_query.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { TextInput } from '../../PersonEdit/components/fields';
import { FormErrors } from '../../PersonEdit/components/FormErrors';
import { useEditSubmit } from '../../PersonEdit/hooks/useEditSubmit';
import { useUpdateManagers } from '../hooks/usePersonPageMutations';

type Option = { id: string; internalId: number; name: string };

/**
 * Part 1 §2 /settings/managers/{id}: the manager and the extra manager (§3 current_reports_to, _extra) from a chosen
 * day. The domain refuses reporting to oneself and the same person twice before sending; the server also refuses cycles.
 */
export function ManagersForm({
  employee,
  query,
  today,
}: {
  employee: ManagersForm_employee$key;
  query: ManagersForm_query$key;
  today: string;
}) {
  const t = useT();
  const person = useFragment(ManagersForm_employee, employee);
  const { employees } = useFragment(ManagersForm_query, query);
  const options: Option[] = (employees?.edges ?? []).map(({ node }) => node).filter((node) => node.id !== person.id);
  const byInternal = (id: number | null | undefined) => options.find((o) => o.internalId === id) ?? null;
  const [manager, setManager] = useState<Option | null>(byInternal(person.currentReportsTo?.personId));
  const [extra, setExtra] = useState<Option | null>(byInternal(person.currentReportsToExtra?.personId));
  const [startDate, setStartDate] = useState(today);
  const labels = {
    reports_to_id: t('MANAGER'),
    reportsToId: t('MANAGER'),
    reports_to_extra_id: t('EXTRA_MANAGER'),
    reportsToExtraId: t('EXTRA_MANAGER'),
    start_date: t('MANAGERS_FROM'),
    startDate: t('MANAGERS_FROM'),
  };
  const { errors, conflict, submit } = useEditSubmit(labels);
  const [save, busy] = useUpdateManagers();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReportsTo(
      person.internalId,
      manager?.internalId ?? null,
      extra?.internalId ?? null,
      () => null,
    );
    const dateProblem = isIsoDate(startDate)
      ? null
      : { code: 'INVALID_DATE', message: 'This is not a date', field: 'startDate' };
    void submit(
      [problem, dateProblem].filter((p) => p !== null),
      () =>
        save({
          employeeId: person.id,
          version: person.version,
          reportsToId: manager?.id ?? null,
          reportsToExtraId: extra?.id ?? null,
          startDate,
        }),
      () => null,
    );
  };
  const picker = (label: string, value: Option | null, onChange: (o: Option | null) => void) => (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('NO_MANAGER')} />}
      sx={{ maxWidth: 400 }}
    />
  );
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={t('MANAGERS_FORM')}>
      <FormErrors errors={errors} conflict={conflict} />
      <Typography variant="body2" color="text.secondary">
        {t('MANAGERS_FROM_HINT')}
      </Typography>
      {picker(t('MANAGER'), manager, setManager)}
      {picker(t('EXTRA_MANAGER'), extra, setExtra)}
      <Box sx={{ maxWidth: 240 }}>
        <TextInput
          name="start_date"
          type="date"
          label={t('MANAGERS_FROM')}
          value={startDate}
          onChange={setStartDate}
          required
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

const ManagersForm_employee = graphql`
  fragment ManagersForm_employee on Employee {
    id
    internalId
    version
    currentReportsTo {
      personId
    }
    currentReportsToExtra {
      personId
    }
  }
`;

// The company's people to pick from: one page of 100, the directory's largest (gateway MAX_PAGE).
const ManagersForm_query = graphql`
  fragment ManagersForm_query on Query {
    employees(first: 100) {
      edges {
        node {
          id
          internalId
          name
        }
      }
    }
  }
`;
