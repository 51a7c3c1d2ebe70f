import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';
import { lazyComponent } from './lazyComponent';

const Tooltip = lazyComponent(() => import('@mui/material/Tooltip').then((m) => m.default));

type ChildProps = Record<string, unknown> &
  Partial<
    Record<
      'onMouseOver' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart' | 'onTouchEnd',
      (event: SyntheticEvent) => void
    >
  >;

/**
 * MUI's Tooltip, its code (Popper's with it) loaded the first time a pointer, a touch or the keyboard reaches the child,
 * not with the page. Until then the child carries the name or description Tooltip gives it when closed, and
 * the tooltip that woke it opens as soon as it is there, unless the pointer or focus has left by then.
 */
export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, 'open' | 'onOpen' | 'onClose'>) {
  const [woken, setWoken] = useState(false);
  const [open, setOpen] = useState(false);
  const element = children as ReactElement<ChildProps>;
  const child = element.props;
  // What Tooltip itself puts on its closed child (a string title is the child's name, or its description).
  const closedName =
    typeof props.title !== 'string'
      ? {}
      : props.describeChild
        ? { title: props.disableHoverListener ? undefined : props.title }
        : { 'aria-label': props.title };
  const on = (name: keyof ChildProps, then: () => void) => (event: SyntheticEvent) => {
    (child[name] as ((event: SyntheticEvent) => void) | undefined)?.(event);
    then();
  };
  const leave = () => setOpen(false);

  if (!woken) {
    if (typeof props.title !== 'number' && !props.title) return cloneElement(element, closedName);
    const wake = () => {
      Tooltip.preload();
      setWoken(true);
      setOpen(true);
    };
    return cloneElement(element, {
      ...closedName,
      onMouseOver: on('onMouseOver', wake),
      onFocus: on('onFocus', wake),
      onTouchStart: on('onTouchStart', wake),
    });
  }
  // While the code loads, the child still says when the pointer or focus leaves.
  const waiting = cloneElement(element, {
    ...closedName,
    onMouseLeave: on('onMouseLeave', leave),
    onBlur: on('onBlur', leave),
    onTouchEnd: on('onTouchEnd', leave),
  });
  return (
    <Suspense fallback={waiting}>
      <Tooltip {...props} open={open} onOpen={() => setOpen(true)} onClose={leave}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
