import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n/I18nProvider';

type Props = { value: string; onChange: (value: string) => void };

export function PeopleSearchField({ value, onChange }: Props) {
  const t = useT();
  return (
    <TextField
      type="search"
      size="small"
      label={t('SEARCH_PEOPLE')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '1 1 260px', maxWidth: 420 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
