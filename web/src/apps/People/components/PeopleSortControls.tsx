import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SortDirection } from '../../../__generated__/PeopleRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { PAGE_SIZES, SORT_FIELDS, type DirectoryState } from '../directoryParams';

type Props = { state: DirectoryState; onChange: (change: Partial<DirectoryState>) => void };

/** The directory's sort, direction and page size. */
export function PeopleSortControls({ state, onChange }: Props) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('DIRECTORY_SORT')}
        value={state.sort}
        onChange={(event) => onChange({ sort: event.target.value as DirectoryState['sort'] })}
        sx={{ minWidth: 160 }}
      >
        {SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`DIRECTORY_SORT_${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('DIRECTORY_ORDER')}
        value={state.order}
        onChange={(event) => onChange({ order: event.target.value as SortDirection })}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="ASC">{t('DIRECTORY_ORDER_ASC')}</MenuItem>
        <MenuItem value="DESC">{t('DIRECTORY_ORDER_DESC')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('DIRECTORY_PAGE_SIZE')}
        value={state.size}
        onChange={(event) => onChange({ size: Number(event.target.value) })}
        sx={{ minWidth: 100 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
