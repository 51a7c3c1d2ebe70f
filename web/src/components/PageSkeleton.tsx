import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { matchPath } from 'react-router';
import { useT } from '../i18n/I18nProvider';

// While a page's data loads, the outline of that page (not a blank page with a thin bar), so the layout
// does not jump when it arrives. One outline per kind of page; any other route gets the generic one.

const Line = ({ width, height = 20 }: { width: number | string; height?: number }) => (
  <Skeleton variant="text" width={width} height={height} />
);

const Card = ({ lines = 3, height }: { lines?: number; height?: number }) => (
  <Paper variant="outlined" sx={{ p: 2 }}>
    <Line width="40%" height={28} />
    {height ? (
      <Skeleton variant="rounded" height={height} sx={{ mt: 1 }} />
    ) : (
      Array.from({ length: lines }, (_, i) => <Line key={i} width={`${90 - i * 12}%`} />)
    )}
  </Paper>
);

function PeopleListSkeleton() {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <Skeleton variant="rounded" width={320} height={40} />
        <Skeleton variant="rounded" width={120} height={40} />
      </Box>
      {Array.from({ length: 10 }, (_, i) => (
        <Box
          key={i}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Skeleton variant="circular" width={32} height={32} />
          <Line width="22%" />
          <Line width="18%" />
          <Line width="16%" />
          <Line width="14%" />
        </Box>
      ))}
    </Box>
  );
}

function ProfileSkeleton() {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Skeleton variant="circular" width={72} height={72} />
        <Box sx={{ flex: 1 }}>
          <Line width="30%" height={36} />
          <Line width="45%" />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card lines={4} />
          <Card lines={5} />
          <Card lines={3} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Card height={180} />
          <Card lines={4} />
        </Box>
      </Box>
    </Box>
  );
}

function WageSkeleton() {
  return (
    <Box>
      <Line width="35%" height={36} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, my: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={240} height={240} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Line key={i} width={`${70 - i * 6}%`} />
          ))}
        </Box>
      </Box>
      <Card lines={4} />
    </Box>
  );
}

function CalendarSkeleton() {
  return (
    <Box>
      <Line width="35%" height={36} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, mt: 2 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={170} />
        ))}
      </Box>
    </Box>
  );
}

function GenericSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Line width="35%" height={36} />
      <Card lines={4} />
      <Card lines={3} />
    </Box>
  );
}

/** The outline of the page at `pathname` (the spec's routes: paths.ts). */
export function skeletonFor(pathname: string) {
  if (matchPath('/people', pathname)) return PeopleListSkeleton;
  if (matchPath('/people/:id', pathname)) return ProfileSkeleton;
  if (matchPath('/people/:id/wage', pathname)) return WageSkeleton;
  if (matchPath('/people/:id/daysOff', pathname)) return CalendarSkeleton;
  return GenericSkeleton;
}

export function PageSkeleton({ pathname }: { pathname: string }) {
  const t = useT();
  const Outline = skeletonFor(pathname);
  return (
    // Before any language has loaded (a cold start) the outline still has a name.
    <Box
      role="progressbar"
      aria-label={t.has('LOADING') ? t('LOADING') : 'Loading…'}
      aria-busy="true"
      data-testid="page-progress"
    >
      <Outline />
    </Box>
  );
}
