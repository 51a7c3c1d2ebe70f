import { useCallback, useMemo, useState } from 'react';
import { storedHiddenTypes, storeHiddenTypes } from '../daysOffStorage';

/** part 1 §7: the calendar's type filter, remembered in local storage as a semicolon-joined list. */
export function useTypeFilter() {
  const [hiddenKeys, setHiddenKeys] = useState<readonly string[]>(storedHiddenTypes);
  const hidden = useMemo(() => new Set(hiddenKeys), [hiddenKeys]);
  const setHidden = useCallback((keys: readonly string[]) => {
    storeHiddenTypes(keys);
    setHiddenKeys(keys);
  }, []);
  return { hidden, hiddenKeys, setHidden };
}
