// The grid of hero slides: each with its picture, move earlier / later and remove; an addition in
// flight shows as uploading, a failed one with its error and a close button.
import { formatNumber } from '../../i18n/format';
import { fill, useLang } from '../../i18n';
import { useDT } from '../i18n';
import { Spinner } from '../ui';

export type SlideItem =
  | { key: string; state: 'ready'; id: number; url: string }
  | { key: string; state: 'uploading' | 'error'; preview: string | null; error?: string; revoke?: boolean };

export type ReadySlide = Extract<SlideItem, { state: 'ready' }>;

/** The slides the server holds, in their order (additions in flight or failed left out). */
export const readySlides = (list: SlideItem[] | null) => (list ?? []).filter((i): i is ReadySlide => i.state === 'ready');

type Props = {
  items: SlideItem[];
  reordering: boolean;
  /** An upload is in flight: the order cannot change yet. */
  pending: boolean;
  onMove: (index: number, delta: number) => void;
  onRemove: (item: ReadySlide) => void;
  onDismiss: (item: SlideItem) => void;
};

export default function SlideGrid({ items, reordering, pending, onMove, onRemove, onDismiss }: Props) {
  const t = useDT();
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const ready = readySlides(items);
  return (
    <ul className="dash-media-grid" data-testid="slides">
      {items.map((item) => {
        const readyIndex = item.state === 'ready' ? ready.findIndex((r) => r.key === item.key) : -1;
        return (
          <li key={item.key} className={`dash-media is-${item.state}`} data-testid="slide" data-state={item.state} aria-busy={item.state === 'uploading'}>
            <div className="dash-media-img">
              {item.state === 'ready' ? (
                <img src={item.url} alt={fill(t.slide, { n: n(readyIndex + 1) })} loading="lazy" />
              ) : item.preview ? (
                <img src={item.preview} alt="" />
              ) : null}
              {item.state === 'uploading' && (
                <div className="dash-media-overlay">
                  <Spinner size="sm" /> {t.uploading}
                </div>
              )}
            </div>
            <div className="dash-media-foot">
              {item.state === 'ready' ? (
                <>
                  <span className="dash-strong">{fill(t.slide, { n: n(readyIndex + 1) })}</span>
                  <span className="dash-media-tools">
                    <button type="button" className="dash-icon-btn" aria-label={fill(t.moveEarlier, { n: n(readyIndex + 1) })} disabled={readyIndex === 0 || reordering || pending} onClick={() => onMove(readyIndex, -1)}>
                      <span className="dash-flip" aria-hidden="true">
                        ←
                      </span>
                    </button>
                    <button type="button" className="dash-icon-btn" aria-label={fill(t.moveLater, { n: n(readyIndex + 1) })} disabled={readyIndex === ready.length - 1 || reordering || pending} onClick={() => onMove(readyIndex, 1)}>
                      <span className="dash-flip" aria-hidden="true">
                        →
                      </span>
                    </button>
                    <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => onRemove(item)} disabled={reordering}>
                      {t.remove}
                    </button>
                  </span>
                </>
              ) : item.state === 'error' ? (
                <>
                  <span className="dash-error-text" role="alert">
                    {t.slideFailed}: {item.error}
                  </span>
                  <button type="button" className="dash-btn dash-btn-sm" onClick={() => onDismiss(item)}>
                    {t.close}
                  </button>
                </>
              ) : (
                <span className="dash-muted">{t.uploading}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
