import Close from '@mui/icons-material/Close';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { popupPosition } from '../popupPosition';
import type { WageSlice } from '../wageSlices';

export type OpenSlice = { slice: WageSlice; point: { x: number; y: number } };

type Size = { width: number; height: number };

/** Measures itself once mounted (inside the Popper's portal), so the popup can be kept inside the window. */
function PopupContent({
  slice,
  onClose,
  onMeasure,
}: {
  slice: WageSlice;
  onClose: () => void;
  onMeasure: (size: Size) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const rect = ref.current?.getBoundingClientRect();
    if (rect) onMeasure({ width: rect.width, height: rect.height });
  }, [slice, onMeasure]);
  // Escape closes it wherever the focus is (the slice that opened it keeps the focus).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      elevation={6}
      variant="elevation"
      sx={{ p: 1.5, pr: 5, position: 'relative', minWidth: 160 }}
    >
      <Typography
        id={titleId}
        variant="subtitle2"
        component="h3"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <span
          aria-hidden
          style={{ width: 10, height: 10, borderRadius: 5, background: slice.color, display: 'inline-block' }}
        />
        {slice.label}
      </Typography>
      <Typography variant="body1">{formatMoney(slice.value, t.language)}</Typography>
      <IconButton
        size="small"
        aria-label={t('CLOSE')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * Part 1 §2 "Wage box": clicking a slice opens a popup with the component's name and amount, beside the click and
 * kept 25px from the window's edges (popupPosition).
 */
type Props = {
  open: OpenSlice | null;
  onClose: () => void;
  /** Clicks in the chart choose another slice rather than close the popup. */
  chartRef: RefObject<HTMLElement | null>;
};

export function WageSlicePopup({ open, onClose, chartRef }: Props) {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const measure = useMemo(
    () => (next: Size) =>
      setSize((previous) => (previous.width === next.width && previous.height === next.height ? previous : next)),
    [],
  );
  const anchor = useMemo(() => {
    if (!open) return null;
    const { left, top } = popupPosition(open.point, size, { width: window.innerWidth, height: window.innerHeight });
    return { getBoundingClientRect: () => new DOMRect(left, top, 0, 0) };
  }, [open, size]);
  if (!open || !anchor) return null;
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="bottom-start"
      popperOptions={{ strategy: 'fixed' }}
      // The position is ours (popupPosition): Popper must not flip or shift it.
      modifiers={[
        { name: 'flip', enabled: false },
        { name: 'preventOverflow', enabled: false },
      ]}
      sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
    >
      <ClickAwayListener onClickAway={(event) => !chartRef.current?.contains(event.target as Node) && onClose()}>
        <div>
          <PopupContent slice={open.slice} onClose={onClose} onMeasure={measure} />
        </div>
      </ClickAwayListener>
    </Popper>
  );
}
