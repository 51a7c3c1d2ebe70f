import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isIsoDate, parseDate, yearOf } from '@people/domain/dates';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { UnemploymentFollowUpPage_employee$key } from '../../../__generated__/UnemploymentFollowUpPage_employee.graphql';
import type { UnemploymentFollowUpRouteQuery } from '../../../__generated__/UnemploymentFollowUpRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { daysOffPath, profilePath } from '../../../paths';
import { unemploymentFollowUpRouteQuery } from '../queries';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** The follow-up's first day: ISO as the gateway writes it, or DD/MM/YYYY as the spec's dates; else null. */
function firstDayInRequest(value: string | null): string | null {
  if (value === null) return null;
  return isIsoDate(value) ? value : parseDate(value);
}

/**
 * Part 1 §2, §4: the Belgium-only follow-up after adding (or removing, `cancel`) days of temporary
 * unemployment: the employer declares (or cancels) it with the national employment office for the days
 * starting on firstDayInRequest. 'Done' goes back to the calendar of that year.
 */
export function UnemploymentFollowUpPage({ cancel }: { cancel: boolean }) {
  const t = useT();
  const queryRef = useRouteQueryRef<UnemploymentFollowUpRouteQuery>();
  const { employee } = usePreloadedQuery<UnemploymentFollowUpRouteQuery>(unemploymentFollowUpRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return <FollowUp employee={employee} cancel={cancel} />;
}

function FollowUp({ employee, cancel }: { employee: UnemploymentFollowUpPage_employee$key; cancel: boolean }) {
  const t = useT();
  const data = useFragment(UnemploymentFollowUpPage_employee, employee);
  const [search] = useSearchParams();
  const firstDay = firstDayInRequest(search.get('firstDayInRequest'));
  const date = firstDay ? formatDate(t, firstDay) : '';
  const text = t(cancel ? 'UNEMPLOYMENT_CANCEL_TEXT' : 'UNEMPLOYMENT_DECLARE_TEXT', { name: data.name, date });
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }} component="section" aria-labelledby="unemployment-follow-up-title">
      <Typography id="unemployment-follow-up-title" variant="h5" component="h1" gutterBottom>
        {t(cancel ? 'UNEMPLOYMENT_CANCEL_TITLE' : 'UNEMPLOYMENT_TITLE')}
      </Typography>
      {firstDay === null ? (
        <Alert severity="warning">{t('UNEMPLOYMENT_NO_DATE')}</Alert>
      ) : (
        <Typography sx={{ mb: 2 }}>{text}</Typography>
      )}
      <Stack component="dl" direction="row" spacing={4} sx={{ my: 2 }}>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('UNEMPLOYMENT_PERSON')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {data.name}
          </Typography>
        </div>
        {firstDay && (
          <div>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t('UNEMPLOYMENT_FIRST_DAY')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {date}
            </Typography>
          </div>
        )}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={daysOffPath(data.internalId, firstDay ? yearOf(firstDay) : null)}
        >
          {t('UNEMPLOYMENT_DONE')}
        </Button>
        <Link component={RouterLink} to={profilePath(data.internalId)}>
          {t('UNEMPLOYMENT_TO_PROFILE')}
        </Link>
      </Stack>
    </Paper>
  );
}

const UnemploymentFollowUpPage_employee = graphql`
  fragment UnemploymentFollowUpPage_employee on Employee {
    id
    internalId
    name
  }
`;
