// Previous / next, one dot per item and a pause button for a timed rotation (services pictures,
// about gallery, awards). The live region speaks only while the rotation is paused.
import { fill, useLang, useT } from '../i18n';
import { formatNumber } from '../i18n/format';
import type { Rotation } from '../lib/hooks';
import { ChevronIcon, PauseIcon, PlayIcon } from './Icons';

export function RotationControls({ rotation, count, label }: { rotation: Rotation; count: number; label: string }) {
  const t = useT();
  const lang = useLang();
  if (count < 2) return null;
  return (
    <div className="rotation-controls">
      <button type="button" className="icon-btn" onClick={rotation.prev} aria-label={t.common.previous}>
        <ChevronIcon className="rot180" size={18} />
      </button>
      <div className="rotation-dots" role="group" aria-label={label}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="rotation-dot"
            aria-label={fill(t.common.slideOf, { n: formatNumber(i + 1, lang), total: formatNumber(count, lang) })}
            aria-current={i === rotation.index ? 'true' : undefined}
            onClick={() => rotation.go(i)}
          />
        ))}
      </div>
      <button type="button" className="icon-btn" onClick={rotation.next} aria-label={t.common.next}>
        <ChevronIcon size={18} />
      </button>
      <button
        type="button"
        className="icon-btn"
        onClick={() => rotation.setUserPaused(!rotation.userPaused)}
        aria-label={rotation.userPaused ? t.common.play : t.common.pause}
        aria-pressed={rotation.userPaused}
      >
        {rotation.userPaused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
      </button>
      <p className="visually-hidden" aria-live={rotation.paused ? 'polite' : 'off'}>
        {fill(t.common.slideOf, { n: formatNumber(rotation.index + 1, lang), total: formatNumber(count, lang) })}
      </p>
    </div>
  );
}
