// The dashboard's one way of reading from the server. A tab's data is fetched when the tab is shown,
// again each time it is shown, when its `key` changes, after a sign-in that ended an expired session,
// and on reload(); the request in flight is aborted when the tab is hidden, the key changes or a
// newer request starts, and an aborted answer is never shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../api';
import { errorText } from './dashApi';
import { useDash } from './dashStore';
import { useLang } from '../i18n';
import { useDT, type DashKey } from './i18n';

type Options<T> = {
  /** The tab is on screen. */
  active: boolean;
  load: (signal: AbortSignal) => Promise<T>;
  /** What the request depends on (e.g. the page and filter of a list): a change fetches again. */
  key?: readonly unknown[];
  /** The message of a failed load when the server gave none (the specification's 'Failed to …'). */
  failure: DashKey;
  /** Called with every answer taken; return false to drop one (the tab then asks for another). */
  onLoad?: (data: T) => boolean | void;
};

export type TabData<T> = {
  /** The last answer taken; null until the first. Tabs may change it (optimistic updates). */
  data: T | null;
  setData: (update: T | null | ((data: T | null) => T | null)) => void;
  /** The failed load's message in the admin's language, or null. */
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
};

export function useTabData<T>({ active, load, key = [], failure, onLoad }: Options<T>): TabData<T> {
  const t = useDT();
  const lang = useLang();
  const epoch = useDash((s) => s.epoch);
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [loading, setLoading] = useState(false);
  const current = useRef<AbortController | null>(null);
  // The newest callbacks, so that reload() stays one function for the tab's lifetime.
  const latest = useRef({ load, onLoad });
  latest.current = { load, onLoad };

  const reload = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    try {
      const result = await latest.current.load(controller.signal);
      if (controller.signal.aborted || latest.current.onLoad?.(result) === false) return;
      setData(result);
      setFailed(null);
    } catch (e) {
      if (controller.signal.aborted || isAbortError(e)) return;
      setFailed({ error: e });
    } finally {
      if (current.current === controller) setLoading(false);
    }
  }, []);

  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (!active) return;
    void reload();
    return () => current.current?.abort();
  }, [active, epoch, keyText, reload]);

  return { data, setData, error: failed && errorText(failed.error, t[failure], lang), loading, reload };
}
