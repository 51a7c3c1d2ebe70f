// The linked pages (issue 21, part 1 §2): each reads its route's one query and hands the data to its component.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { PersonCalendarMonthRouteQuery } from '../../../__generated__/PersonCalendarMonthRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { parseMonthAddress } from '../calendarMonth';
import { personCalendarMonthRouteQuery } from '../queries';
import { PersonCalendarMonth } from './PersonCalendarMonth';

/** A linked page's frame: a back link (to the person, or the page's `back`) and the title. */
export function LinkedPageFrame({ back, title, children }: { back: string; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ flex: 'none' }}>
          {t('GO_BACK')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** Part 1 §2 /calendar/person/{id}/{year}/{month}?highlight={date}. */
export function PersonCalendarMonthPage() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const queryRef = useLoaderData() as PreloadedQuery<PersonCalendarMonthRouteQuery>;
  const { employee } = usePreloadedQuery<PersonCalendarMonthRouteQuery>(personCalendarMonthRouteQuery, queryRef);
  const address = parseMonthAddress(params.year, params.month);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  if (!address) return <ErrorBox reason={t('NOT_A_MONTH')} />;
  return (
    <LinkedPageFrame back={profilePath(employee.id)} title={t('CALENDAR_OF', { name: employee.name })}>
      <PersonCalendarMonth employee={employee} addressId={params.id ?? employee.id} address={address} highlight={search.get('highlight')} />
    </LinkedPageFrame>
  );
}
