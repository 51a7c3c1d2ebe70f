import TextField from '@mui/material/TextField';
import { formatTimeInput, parseTimeInput, stepHours, stepMinutes } from '@people/domain/validation';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';

type Props = {
  label: string;
  /** Minutes since midnight. */
  value: number;
  onChange(minutes: number): void;
  error?: boolean;
  disabled?: boolean;
};

const SEPARATOR = /[:hu]/i;

/**
 * Part 1 §5 minutes picker (24h): typed as hours:minutes with ':', 'h' or 'u' between them, hours
 * capped 0–23 and minutes 59, anything non-numeric read as 00; up and down step the hours by 1 when
 * the caret is before the separator, the minutes by 5 after it. The text is tidied to hh:mm on blur.
 */
export function MinutesPicker({ label, value, onChange, error = false, disabled = false }: Props) {
  const t = useT();
  const [text, setText] = useState(formatTimeInput(value));
  // A value set from outside (a reset, another default) replaces what was typed.
  useEffect(() => {
    setText((current) => (parseTimeInput(current) === value ? current : formatTimeInput(value)));
  }, [value]);

  const change = (next: string) => {
    setText(next);
    onChange(parseTimeInput(next));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const input = event.currentTarget;
    const caret = input.selectionStart ?? 0;
    const separatorAt = text.search(SEPARATOR);
    const onHours = separatorAt < 0 || caret <= separatorAt;
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    const current = parseTimeInput(text);
    const next = onHours ? stepHours(current, direction) : stepMinutes(current, direction);
    const formatted = formatTimeInput(next);
    setText(formatted);
    onChange(next);
    // Keep the caret on the part being stepped.
    const position = onHours ? 2 : 5;
    requestAnimationFrame(() => input.setSelectionRange?.(position, position));
  };

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => setText(formatTimeInput(parseTimeInput(text)))}
      error={error}
      disabled={disabled}
      size="small"
      slotProps={{
        htmlInput: {
          onKeyDown: keyDown,
          inputMode: 'numeric',
          'aria-description': t('MINUTES_PICKER_HINT'),
          spellCheck: false,
        },
      }}
      sx={{ width: 120 }}
    />
  );
}
