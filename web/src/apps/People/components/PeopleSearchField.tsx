import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

type Props = { value: string; onSearch: (value: string) => void };

/**
 * The directory's search (name, work e-mail, employee number). `value` is the search in the address; typing sends
 * `onSearch` once it stops, and a new address (Back) puts its search back in the field.
 */
export function PeopleSearchField({ value, onSearch }: Props) {
  const t = useT();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const sent = useRef(value.trim());

  useEffect(() => {
    if (value.trim() === sent.current) return;
    sent.current = value.trim();
    setText(value);
  }, [value]);

  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={t('DIRECTORY_SEARCH')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 260px', maxWidth: 420 }}
      slotProps={{
        htmlInput: { maxLength: 200 },
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
