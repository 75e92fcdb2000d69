// What a buyer's private page (quote, order) loads by the token in its address: loading, missing
// (a wrong or removed token: the plain not-found page), failed (retry), or loaded.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, isAbortError, request } from '../api';

export type ByToken<T> = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'loaded'; data: T };

export function useByToken<T>(url: string): { load: ByToken<T>; reload: () => void; replace: (data: T) => void } {
  const [load, setLoad] = useState<ByToken<T>>({ state: 'loading' });
  const fetchIt = useCallback(
    (signal?: AbortSignal) =>
      request<T>(url, { timeoutMs: 8000, retries: 1, signal })
        .then((data) => setLoad({ state: 'loaded', data }))
        .catch((e) => {
          if (isAbortError(e)) return;
          setLoad({ state: e instanceof ApiError && e.status === 404 ? 'missing' : 'failed' });
        }),
    [url],
  );
  useEffect(() => {
    const controller = new AbortController();
    void fetchIt(controller.signal);
    return () => controller.abort();
  }, [fetchIt]);
  const reload = useCallback(() => void fetchIt(), [fetchIt]);
  const replace = useCallback((data: T) => setLoad({ state: 'loaded', data }), []);
  return { load, reload, replace };
}
