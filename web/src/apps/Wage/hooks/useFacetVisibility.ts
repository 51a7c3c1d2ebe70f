import { useCallback, useState } from 'react';
import {
  FACET_VISIBILITY_KEY,
  parseFacetVisibility,
  serializeFacetVisibility,
  withFacetVisible,
  type FacetVisibility,
} from '../facetVisibility';

function read(): FacetVisibility {
  try {
    return parseFacetVisibility(window.localStorage.getItem(FACET_VISIBILITY_KEY));
  } catch {
    return {};
  }
}

/** The wage chart's visible facets, remembered in localStorage (part 1 §7 'insights_labor_visible'). */
export function useFacetVisibility(): [FacetVisibility, (key: string, visible: boolean) => void] {
  const [visibility, setVisibility] = useState<FacetVisibility>(read);
  const setVisible = useCallback((key: string, visible: boolean) => {
    setVisibility((previous) => {
      const next = withFacetVisible(previous, key, visible);
      try {
        window.localStorage.setItem(FACET_VISIBILITY_KEY, serializeFacetVisibility(next));
      } catch {
        // Storage full or blocked (private mode): the choice holds for this page only.
      }
      return next;
    });
  }, []);
  return [visibility, setVisible];
}
