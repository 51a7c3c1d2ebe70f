import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { graphql, useFragment } from 'react-relay';
import type { PeopleFilters_filters$key } from '../../../__generated__/PeopleFilters_filters.graphql';
import type { WageType } from '../../../__generated__/PeopleFilters_filters.graphql';
import { countryName } from '../../../i18n/countryName';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { DEFAULT_STATE, type DirectoryState } from '../directoryParams';

type Props = {
  filters: PeopleFilters_filters$key | null;
  state: DirectoryState;
  onChange: (change: Partial<DirectoryState>) => void;
};

const ANY = '';

/** One filter as a select; "All" (empty) clears it. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  options: [string, string][];
  onChange: (value: string | null) => void;
}) {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ANY}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 150, flex: '0 1 200px' }}
    >
      <MenuItem value={ANY}>{t('DIRECTORY_ANY')}</MenuItem>
      {options.map(([optionValue, optionLabel]) => (
        <MenuItem key={optionValue} value={optionValue}>
          {optionLabel}
        </MenuItem>
      ))}
      {/* A value from the address the options do not list (a team since emptied) still shows as chosen. */}
      {value !== null && !options.some(([optionValue]) => optionValue === value) && (
        <MenuItem value={value}>{value}</MenuItem>
      )}
    </TextField>
  );
}

/** The directory's filters: status, team, department, manager, role, country and, with wage access, wage type. */
export function PeopleFilters({ filters, state, onChange }: Props) {
  const t = useT();
  const options = useFragment(PeopleFilters_filters, filters);
  const filtered = (['status', 'team', 'department', 'manager', 'role', 'country', 'wageType'] as const).some(
    (key) => state[key] !== DEFAULT_STATE[key],
  );
  return (
    <Box
      role="group"
      aria-label={t('DIRECTORY_FILTERS')}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        label={t('DIRECTORY_STATUS')}
        value={state.status}
        onChange={(event) => onChange({ status: event.target.value as DirectoryState['status'] })}
        sx={{ minWidth: 150, flex: '0 1 200px' }}
      >
        <MenuItem value="ACTIVE">{t('DIRECTORY_STATUS_ACTIVE')}</MenuItem>
        <MenuItem value="ARCHIVED">{t('DIRECTORY_STATUS_ARCHIVED')}</MenuItem>
        <MenuItem value="ALL">{t('DIRECTORY_STATUS_ALL')}</MenuItem>
      </TextField>
      <FilterSelect
        label={t('DIRECTORY_TEAM')}
        value={state.team}
        options={(options?.teams ?? []).map((team) => [String(team.internalId), team.name])}
        onChange={(team) => onChange({ team })}
      />
      <FilterSelect
        label={t('DIRECTORY_DEPARTMENT')}
        value={state.department}
        options={(options?.departments ?? []).map((department) => [
          String(department.internalId),
          department.description,
        ])}
        onChange={(department) => onChange({ department })}
      />
      <FilterSelect
        label={t('DIRECTORY_MANAGER')}
        value={state.manager}
        options={(options?.managers ?? []).map((manager) => [String(manager.internalId), manager.name])}
        onChange={(manager) => onChange({ manager })}
      />
      <FilterSelect
        label={t('DIRECTORY_ROLE')}
        value={state.role}
        options={(options?.roles ?? []).map((role) => [role, role])}
        onChange={(role) => onChange({ role })}
      />
      <FilterSelect
        label={t('DIRECTORY_COUNTRY')}
        value={state.country}
        options={(options?.countries ?? []).map((code) => [code, countryName(code, t.language)])}
        onChange={(country) => onChange({ country })}
      />
      {/* Part 1 §6: the wage type is a wage fact; the gateway answers no options without wage access. */}
      {options?.wageTypes && (
        <FilterSelect
          label={t('DIRECTORY_WAGE_TYPE')}
          value={state.wageType}
          options={options.wageTypes.map((type) => [type, enumLabel(t, 'WAGE_TYPE', type) ?? type])}
          onChange={(wageType) => onChange({ wageType: wageType as WageType | null })}
        />
      )}
      {filtered && (
        <Button
          onClick={() =>
            onChange({
              status: DEFAULT_STATE.status,
              team: null,
              department: null,
              manager: null,
              role: null,
              country: null,
              wageType: null,
            })
          }
        >
          {t('DIRECTORY_CLEAR_FILTERS')}
        </Button>
      )}
    </Box>
  );
}

const PeopleFilters_filters = graphql`
  fragment PeopleFilters_filters on PeopleDirectoryFilters {
    teams {
      internalId
      name
    }
    departments {
      internalId
      description
    }
    managers {
      internalId
      name
    }
    roles
    countries
    wageTypes
  }
`;
