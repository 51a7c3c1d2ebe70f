import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { isFacetVisible } from '../facetVisibility';
import { useFacetVisibility } from '../hooks/useFacetVisibility';
import { pieGeometry, PIE_MARGIN, wageSlices } from '../wageSlices';
import { WageLegend } from './WageLegend';
import type { OpenSlice } from './WageSlicePopup';

const WageChart = lazy(async () => ({
  default: (await import('./WageChart')).WageChart,
}));
// The slice popup (and Popper under it) loads when the pointer or focus reaches the ring, not with the page.
const WageSlicePopup = lazyComponent(() => import('./WageSlicePopup').then((m) => m.WageSlicePopup));

type Component = {
  readonly key: string;
  readonly amount: number;
  readonly color: string | null | undefined;
};

/** A cost facet in the viewer's language (part 1 §3 Total cost); an unknown facet as it is. */
export function facetLabel(t: Translator, facet: string): string {
  const key = `WAGE_FACET_${facet}`;
  return t.has(key) ? t(key) : facet;
}

type Props = {
  components: readonly Component[];
  variant: 'default' | 'large';
  /** Shown in the hole of the ring. */
  centre: ReactNode;
};

/**
 * The monthly total cost as a ring (part 1 §2 "Wage box"): the slices the legend leaves visible, the centre in
 * the hole, the legend beside it, and the popup of a clicked slice.
 */
export function WageCostPie({ components, variant, centre }: Props) {
  const t = useT();
  const [visibility, setVisible] = useFacetVisibility();
  const [open, setOpen] = useState<OpenSlice | null>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  // The 400 px ring does not fit a phone; there it takes the small size of part 1 §2 (230).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const geometry = pieGeometry(phone ? 'default' : variant);
  const slices = wageSlices(components, (facet) => facetLabel(t, facet));
  const shown = slices.filter((slice) => isFacetVisible(visibility, slice.id));
  // The ring works with the keyboard too: arrow keys open each slice's popup in turn, Escape closes it.
  const openByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (event.key === 'Escape' && open) {
      setOpen(null);
      event.preventDefault();
      return;
    }
    if (step === 0 || shown.length === 0 || !chartRef.current) return;
    event.preventDefault();
    const current = open ? shown.findIndex((slice) => slice.id === open.slice.id) : step > 0 ? -1 : 0;
    const next = (current + step + shown.length) % shown.length;
    const box = chartRef.current.getBoundingClientRect();
    setOpen({
      slice: shown[next],
      point: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
    });
  };
  const toggle = (key: string, visible: boolean) => {
    setVisible(key, visible);
    if (!visible && open?.slice.id === key) setOpen(null);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <Box
        ref={chartRef}
        role="figure"
        aria-label={t('WAGE_PIE_LABEL')}
        aria-description={t('WAGE_PIE_KEYS')}
        tabIndex={0}
        onKeyDown={openByKey}
        onPointerEnter={WageSlicePopup.preload}
        onFocus={WageSlicePopup.preload}
        sx={{
          position: 'relative',
          width: geometry.size,
          height: geometry.size,
          flex: 'none',
          '& path': { cursor: 'pointer' },
        }}
      >
        <Suspense fallback={<Skeleton variant="circular" width={geometry.size} height={geometry.size} />}>
          <WageChart slices={shown} geometry={geometry} onSliceClick={(slice, point) => setOpen({ slice, point })} />
        </Suspense>
        <Box
          sx={{
            position: 'absolute',
            inset: geometry.ring + PIE_MARGIN + 4,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
          }}
        >
          {centre}
        </Box>
      </Box>
      <WageLegend slices={slices} visibility={visibility} onToggle={toggle} />
      {/* What the arrow keys opened, read out. */}
      <Box
        aria-live="polite"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {open ? open.slice.label : ''}
      </Box>
      <OnceOpened open={open !== null}>
        <WageSlicePopup open={open} onClose={() => setOpen(null)} chartRef={chartRef} />
      </OnceOpened>
    </Box>
  );
}
