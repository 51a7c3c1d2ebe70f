import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { lazyComponent } from '../../../components/lazyComponent';
import type { YearSelectProps } from './YearSelect';

const YearSelect = lazyComponent(() => import('./YearSelect').then((m) => m.YearSelect));

/**
 * YearSelect for the profile's boxes: its code (MUI's select, its menu and popover) loads once the profile shows, not
 * before; until then the field's outline holds its place.
 */
export function LazyYearSelect(props: YearSelectProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={110} height={40} />}>
      <YearSelect {...props} />
    </Suspense>
  );
}
