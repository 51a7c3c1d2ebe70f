// Loaded lazily (WageCostPie): nivo stays out of the profile's first chunk (STACK.md).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Pie, type PieTooltipProps } from '@nivo/pie';
import { innerRadiusRatio, PIE_MARGIN, type PieGeometry, type WageSlice } from '../wageSlices';

type Props = {
  slices: readonly WageSlice[];
  geometry: PieGeometry;
  /** A slice was clicked at this window point. */
  onSliceClick: (slice: WageSlice, point: { x: number; y: number }) => void;
};

function SliceTooltip({ datum }: PieTooltipProps<WageSlice>) {
  return (
    <Paper sx={{ px: 1, py: 0.5 }}>
      <Typography variant="caption">{datum.data.label}</Typography>
    </Paper>
  );
}

/** The ring of part 1 §2 "Wage box": one slice per monthly cost component, clickable. */
export function WageChart({ slices, geometry, onSliceClick }: Props) {
  return (
    <Pie<WageSlice>
      width={geometry.size}
      height={geometry.size}
      data={slices}
      id="id"
      value="value"
      margin={{ top: PIE_MARGIN, right: PIE_MARGIN, bottom: PIE_MARGIN, left: PIE_MARGIN }}
      innerRadius={innerRadiusRatio(geometry)}
      padAngle={0.6}
      cornerRadius={2}
      colors={{ datum: 'data.color' }}
      activeOuterRadiusOffset={PIE_MARGIN - 1}
      enableArcLabels={false}
      enableArcLinkLabels={false}
      animate={false}
      // The figure around it is named and keyboard-operable (WageCostPie); the drawing itself is decoration.
      role="presentation"
      tooltip={SliceTooltip}
      onClick={(datum, event) => onSliceClick(datum.data, { x: event.clientX, y: event.clientY })}
    />
  );
}
