import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TeamForm_employee$key } from '../../../__generated__/TeamForm_employee.graphql';
import type { TeamForm_query$key } from '../../../__generated__/TeamForm_query.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useEditSubmit } from '../hooks/useEditSubmit';
import { useSetTeam } from '../hooks/usePersonEditMutations';
import { FormErrors } from './FormErrors';

/** Part 1 §2 /people/{id}/edit/team: one of the company's teams, or none (§6: role team_only has no set-team link). */
export function TeamForm({ employee, query }: { employee: TeamForm_employee$key; query: TeamForm_query$key }) {
  const t = useT();
  const person = useFragment(TeamForm_employee, employee);
  const { teams } = useFragment(TeamForm_query, query);
  const [teamId, setTeamId] = useState(person.team?.id ?? '');
  const { errors, conflict, submit } = useEditSubmit({ teamId: t('TEAM') });
  const [save, busy] = useSetTeam();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      [],
      () => save({ employeeId: person.id, version: person.version, teamId: teamId || null }),
      (payload) => payload?.employee?.internalId,
    );
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={t('EDIT_TEAM_LINK')}>
      <FormErrors errors={errors} conflict={conflict} />
      <TextField
        name="team"
        label={t('TEAM')}
        value={teamId}
        onChange={(event) => setTeamId(event.target.value)}
        select
        sx={{ maxWidth: 400 }}
      >
        <MenuItem value="">{t('NO_TEAM')}</MenuItem>
        {teams.map((team) => (
          <MenuItem key={team.id} value={team.id}>
            {team.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('SAVE')}
        </Button>
      </Box>
    </Stack>
  );
}

const TeamForm_employee = graphql`
  fragment TeamForm_employee on Employee {
    id
    version
    team {
      id
    }
  }
`;

const TeamForm_query = graphql`
  fragment TeamForm_query on Query {
    teams {
      id
      name
    }
  }
`;
