import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useDebounced } from './useDebounced';
import { translate } from '../i18n';

/**
 * A search box bound to a value kept elsewhere (the URL's ?search=): typing updates it after a short
 * pause; a change from outside (Back, a reload) shows up in the box.
 */
export function SearchField({
  value,
  onSearch,
  label = translate('common.search'),
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, 350);
  const pushed = useRef(value);

  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  // Only a change of the typed text searches; a change from outside has already set `pushed`.
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced.trim() !== pushed.current.trim()) {
      pushed.current = debounced;
      onSearch(debounced);
    }
  }, [debounced, onSearch]);

  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      autoComplete="off"
      sx={{ maxWidth: 420 }}
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
