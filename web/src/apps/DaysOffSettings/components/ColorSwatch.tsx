import Box from '@mui/material/Box';
import { dayOffColor } from '@people/domain/daysOff';

/** A type's or holiday's colour as a dot; part 1 §9 fallback 1C99FC when it has none. */
export function ColorSwatch({ color }: { color: string | null | undefined }) {
  const hex = dayOffColor(color).replace(/^#/, '');
  return (
    <Box
      component="span"
      aria-hidden
      data-color={hex}
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: `#${hex}`,
        mr: 1,
        verticalAlign: 'middle',
      }}
    />
  );
}
