import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { isFacetVisible, type FacetVisibility } from '../facetVisibility';
import type { WageSlice } from '../wageSlices';

type Props = {
  slices: readonly WageSlice[];
  visibility: FacetVisibility;
  onToggle: (key: string, visible: boolean) => void;
};

/**
 * The chart's legend: each component with its colour and monthly amount, and a toggle that hides or shows its slice
 * (remembered, part 1 §7 'insights_labor_visible'). The amounts also make the chart readable without a mouse.
 */
export function WageLegend({ slices, visibility, onToggle }: Props) {
  const t = useT();
  return (
    <FormGroup role="group" aria-label={t('WAGE_COST_COMPONENTS')} sx={{ flex: '1 1 220px', minWidth: 0 }}>
      {slices.map((slice) => (
        <Box key={slice.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <FormControlLabel
            sx={{ mr: 0, minWidth: 0 }}
            control={
              <Checkbox
                size="small"
                checked={isFacetVisible(visibility, slice.id)}
                onChange={(event) => onToggle(slice.id, event.target.checked)}
                sx={{ color: slice.color, '&.Mui-checked': { color: slice.color } }}
              />
            }
            label={<Typography variant="body2">{slice.label}</Typography>}
          />
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(slice.value, t.language)}
          </Typography>
        </Box>
      ))}
    </FormGroup>
  );
}
