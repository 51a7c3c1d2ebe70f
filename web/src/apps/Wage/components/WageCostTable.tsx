import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { wageSlices } from '../wageSlices';
import { facetLabel } from './WageCostPie';

type Props = {
  components: ReadonlyArray<{
    readonly key: string;
    readonly amount: number;
    readonly color: string | null | undefined;
  }>;
  total: number;
};

/** The cost breakdown as a table (the wage details page): each component per month, then the total. */
export function WageCostTable({ components, total }: Props) {
  const t = useT();
  const slices = wageSlices(components, (facet) => facetLabel(t, facet));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('WAGE_COST_BREAKDOWN')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('WAGE_COMPONENT')}</TableCell>
            <TableCell align="right">{t('WAGE_AMOUNT_PER_MONTH')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slices.map((slice) => (
            <TableRow key={slice.id}>
              <TableCell>{slice.label}</TableCell>
              <TableCell align="right">{formatMoney(slice.value, t.language)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('WAGE_TOTAL')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(total, t.language)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
