import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { VerzuimRow_verzuim$key } from '../../../__generated__/VerzuimRow_verzuim.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { verzuimEditPath } from '../../../paths';
import { PoortwachterTimeline } from './PoortwachterTimeline';
import { keyText } from '../keyText';

/**
 * One verzuim of the profile's sick-leave section (part 1 §2, §3, §4): status, dates, recovery percentage, the flags
 * (vangnetbepaling, work accident, traffic accident), the ongoing or future label, and the timeline of an open one.
 */
export function VerzuimRow({
  verzuim,
  employeeId,
  canEdit,
}: {
  verzuim: VerzuimRow_verzuim$key;
  employeeId: number;
  canEdit: boolean;
}) {
  const t = useT();
  const v = useFragment(VerzuimRow_verzuim, verzuim);
  const dates = v.endDate
    ? t('VERZUIM_FROM_TO', { from: formatDate(t, v.startDate), to: formatDate(t, v.endDate) })
    : t('VERZUIM_FROM', { from: formatDate(t, v.startDate) });
  const flags = (
    [
      [v.vangnetbepaling, 'VERZUIM_VANGNETBEPALING'],
      [v.workAccident, 'VERZUIM_WORK_ACCIDENT'],
      [v.trafficAccident, 'VERZUIM_TRAFFIC_ACCIDENT'],
    ] as const
  ).flatMap(([on, key]) => (on ? [key] : []));
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
      data-testid="verzuim-row"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {keyText(t, `VERZUIM_STATUS_${v.status}`, v.status)}
        </Typography>
        <Typography component="span" color="text.secondary">
          {dates}
        </Typography>
        {v.recoveryPercentage != null && (
          <Chip size="small" label={t('VERZUIM_PERCENTAGE', { percentage: v.recoveryPercentage ?? '' })} />
        )}
        {v.future ? (
          <Chip size="small" color="info" label={t('VERZUIM_FUTURE')} />
        ) : (
          v.ongoing && <Chip size="small" color="warning" label={t('VERZUIM_ONGOING')} />
        )}
        {flags.map((flag) => (
          <Chip key={flag} size="small" variant="outlined" label={t(flag)} />
        ))}
        {canEdit && (
          <Link component={RouterLink} to={verzuimEditPath(employeeId, v.internalId)} sx={{ ml: 'auto' }}>
            {t('VERZUIM_EDIT')}
          </Link>
        )}
      </Box>
      {v.ongoing && (
        <Box sx={{ mt: 1 }}>
          <PoortwachterTimeline verzuim={v} compact />
        </Box>
      )}
    </Box>
  );
}

const VerzuimRow_verzuim = graphql`
  fragment VerzuimRow_verzuim on Verzuim {
    internalId
    status
    startDate
    endDate
    recoveryPercentage
    ongoing
    future
    vangnetbepaling
    workAccident
    trafficAccident
    ...PoortwachterTimeline_verzuim
  }
`;
