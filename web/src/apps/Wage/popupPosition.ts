// Where the slice popup of the wage chart opens (part 1 §2 "Wage box": the popup stays 25px from the window edge).

export const POPUP_WINDOW_MARGIN = 25;
/** The popup opens this far below and right of the click, so it does not hide the slice under the pointer. */
export const POPUP_OFFSET = 12;

type Point = { x: number; y: number };
type Size = { width: number; height: number };

function clamp(value: number, min: number, max: number): number {
  // A popup larger than the room between the margins keeps its start margin.
  return max < min ? min : Math.min(max, Math.max(min, value));
}

/**
 * Top-left corner of the popup, in window coordinates: beside the click, moved back inside the window so every
 * edge of the popup stays at least 25px from the window's edges.
 */
export function popupPosition(
  click: Point,
  popup: Size,
  window: Size,
  margin = POPUP_WINDOW_MARGIN,
): { left: number; top: number } {
  return {
    left: clamp(click.x + POPUP_OFFSET, margin, window.width - margin - popup.width),
    top: clamp(click.y + POPUP_OFFSET, margin, window.height - margin - popup.height),
  };
}
