import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { HistoryRouteQuery } from '../../../__generated__/HistoryRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { historyRouteQuery } from '../queries';
import { PersonalDetailsHistory } from './PersonalDetailsHistory';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 1 §2 /history/personalDetails?person_id={id}: the audit log of one person, with the way back to the profile. */
export function HistoryPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<HistoryRouteQuery>();
  const { employee } = usePreloadedQuery<HistoryRouteQuery>(historyRouteQuery, queryRef);
  // Missing and another company's people answer null alike.
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Link component={RouterLink} to={profilePath(employee.internalId)} variant="body2">
        {t('HISTORY_BACK')}
      </Link>
      <Typography variant="h5" component="h1">
        {t('HISTORY_TITLE', { name: employee.name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('HISTORY_INTRO')}
      </Typography>
      <PersonalDetailsHistory employee={employee} />
    </Stack>
  );
}
