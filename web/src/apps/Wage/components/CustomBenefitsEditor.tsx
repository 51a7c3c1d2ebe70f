import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/I18nProvider';
import type { BenefitRow } from '../wageForm';

type Props = {
  rows: BenefitRow[];
  onChange: (rows: BenefitRow[]) => void;
  /** Error text by field path (customBenefits.0.description…). */
  errorOf: (path: string) => string | null;
};

/** Custom benefits (part 1 §3: description and monthly value), rows added and removed. */
export function CustomBenefitsEditor({ rows, onChange, errorOf }: Props) {
  const t = useT();
  const setRow = (index: number, patch: Partial<BenefitRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('WAGE_CUSTOM_BENEFITS')}
      </Typography>
      {rows.map((row, i) => {
        const descriptionError = errorOf(`customBenefits.${i}.description`);
        const valueError = errorOf(`customBenefits.${i}.monthlyValue`);
        return (
          <Box
            key={i}
            role="group"
            aria-label={t('WAGE_BENEFIT_N', { n: i + 1 })}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}
          >
            <TextField
              size="small"
              label={t('WAGE_BENEFIT_DESCRIPTION')}
              value={row.description}
              onChange={(event) => setRow(i, { description: event.target.value })}
              error={descriptionError !== null}
              helperText={descriptionError}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={t('WAGE_BENEFIT_MONTHLY_VALUE')}
              value={row.monthlyValue}
              onChange={(event) => setRow(i, { monthlyValue: event.target.value })}
              error={valueError !== null}
              helperText={valueError}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 160 }}
            />
            <IconButton
              aria-label={t('WAGE_REMOVE_BENEFIT', { n: i + 1 })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() => onChange([...rows, { description: '', monthlyValue: '' }])}
      >
        {t('WAGE_ADD_BENEFIT')}
      </Button>
    </Box>
  );
}
