import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { directorySearchParams, readDirectoryState, type DirectoryState } from '../directoryParams';

/**
 * The directory's state read from the address, and a setter that navigates to the changed address. A filter
 * is a new history entry, so Back returns to the previous filter; typing a search replaces the entry it started.
 */
export function useDirectoryState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDirectoryState(params), [params]);
  const update = useCallback(
    (change: Partial<DirectoryState>, options: { replace?: boolean } = {}) =>
      setParams(directorySearchParams({ ...state, ...change }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [state, setParams],
  );
  return { state, update };
}
