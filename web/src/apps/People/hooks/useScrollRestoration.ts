import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = (key: string) => `people.scroll.${key}`;

/**
 * Back to the people list restores where it was scrolled. Each history entry keeps its own position in
 * sessionStorage, written while scrolling; a POP navigation (Back, Forward) scrolls to it once the rows are there.
 * While `content` is hidden (React hides a suspended page as the next route loads) the page shrinks and scrolls to the
 * top: that is not the user scrolling, so it is not written.
 */
export function useScrollRestoration(content: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- the enum is a string union from another package
    if (navigationType === 'POP') {
      const saved = Number(window.sessionStorage.getItem(storageKey(key)));
      if (saved > 0) window.requestAnimationFrame(() => window.scrollTo(0, saved));
    }
    let frame = 0;
    const save = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => {
        const shown = content.current?.isConnected && content.current.getClientRects().length > 0;
        if (shown) window.sessionStorage.setItem(storageKey(key), String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key, navigationType, content]);
}
