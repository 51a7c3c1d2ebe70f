import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateReportsTo } from '@people/domain/personEdit';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReportsToForm_employee$key } from '../../../__generated__/ReportsToForm_employee.graphql';
import type { ReportsToForm_query$key } from '../../../__generated__/ReportsToForm_query.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useEditSubmit } from '../hooks/useEditSubmit';
import { useUpdateReportsTo } from '../hooks/usePersonEditMutations';
import { FormErrors } from './FormErrors';

type Option = { id: string; internalId: number; name: string };

/**
 * Part 1 §2 /people/{id}/edit/reports: the manager and the extra manager (§3 current_reports_to, _extra) from today.
 * The domain refuses reporting to oneself and the same person twice before sending; the server also refuses cycles.
 */
export function ReportsToForm({
  employee,
  query,
}: {
  employee: ReportsToForm_employee$key;
  query: ReportsToForm_query$key;
}) {
  const t = useT();
  const person = useFragment(ReportsToForm_employee, employee);
  const { employees } = useFragment(ReportsToForm_query, query);
  const options: Option[] = (employees?.edges ?? []).map(({ node }) => node).filter((node) => node.id !== person.id);
  const byInternal = (id: number | null | undefined) => options.find((o) => o.internalId === id) ?? null;
  const [manager, setManager] = useState<Option | null>(byInternal(person.currentReportsTo?.personId));
  const [extra, setExtra] = useState<Option | null>(byInternal(person.currentReportsToExtra?.personId));
  const labels = {
    reports_to_id: t('MANAGER'),
    reportsToId: t('MANAGER'),
    reports_to_extra_id: t('EXTRA_MANAGER'),
    reportsToExtraId: t('EXTRA_MANAGER'),
  };
  const { errors, conflict, submit } = useEditSubmit(labels);
  const [save, busy] = useUpdateReportsTo();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReportsTo(
      person.internalId,
      manager?.internalId ?? null,
      extra?.internalId ?? null,
      () => null,
    );
    void submit(
      problem ? [problem] : [],
      () =>
        save({
          employeeId: person.id,
          version: person.version,
          reportsToId: manager?.id ?? null,
          reportsToExtraId: extra?.id ?? null,
        }),
      (payload) => payload?.employee?.internalId,
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
    <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={t('EDIT_REPORTS_LINK')}>
      <FormErrors errors={errors} conflict={conflict} />
      <Typography variant="body2" color="text.secondary">
        {t('REPORTS_FROM_TODAY')}
      </Typography>
      {picker(t('MANAGER'), manager, setManager)}
      {picker(t('EXTRA_MANAGER'), extra, setExtra)}
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('SAVE')}
        </Button>
      </Box>
    </Stack>
  );
}

const ReportsToForm_employee = graphql`
  fragment ReportsToForm_employee on Employee {
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
const ReportsToForm_query = graphql`
  fragment ReportsToForm_query on Query {
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
