// The box a page shows while its data loads, or when loading failed (with a retry).
import { useT } from '../i18n';

export function LoadState({ failed, loading, error, onRetry }: { failed: boolean; loading: string; error: string; onRetry: () => void }) {
  const t = useT();
  return failed ? (
    <div className="state-box state-error" role="alert">
      <p>{error}</p>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
        {t.common.retry}
      </button>
    </div>
  ) : (
    <div className="state-box state-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{loading}</span>
    </div>
  );
}
