// Backups: the server's own schedule (--backup-dir), its last success and failure, the files it
// keeps (each downloadable) and "back up now".
import { useState } from 'react';
import { api, errorText } from '../dashApi';
import { useDash } from '../dashStore';
import { confirmedFor } from '../security/confirm';
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { useDT } from '../i18n';
import { Banner, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import type { Lang } from '../../i18n/detect';

const dateTimes = new Map<Lang, Intl.DateTimeFormat>();

/** A time with the date and minutes, in the reader's calendar and digits. */
function formatTime(iso: string | undefined, lang: Lang): string {
  if (!iso) return '—';
  let format = dateTimes.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    dateTimes.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}

function formatSize(bytes: number, lang: Lang): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${formatNumber(mb, lang, { maximumFractionDigits: 1 })} MB` : `${formatNumber(Math.ceil(bytes / 1024), lang)} KB`;
}

export default function BackupsCard({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const { data: status, error: loadError, reload } = useTabData({ active, load: (signal) => api.backups(signal), failure: 'failedToLoad' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useFlash(4000);

  async function backUpNow() {
    setBusy(true);
    setError(null);
    try {
      await api.backUpNow();
      setFlash(t.backupTaken);
    } catch (e) {
      setError(errorText(e, t.backupFailedNow, lang));
    } finally {
      setBusy(false);
      reload();
    }
  }

  return (
    <section className="dash-card" aria-labelledby="dash-backups-h" data-testid="backups">
      <div className="dash-card-head">
        <div>
          <h2 id="dash-backups-h">{t.backupsTitle}</h2>
          {status && (
            <p className="dash-muted">
              {status.scheduled
                ? fill(t.backupsSchedule, { every: formatEvery(status.everySeconds ?? 0, t, lang), keep: formatNumber(status.keep ?? 0, lang), next: formatTime(status.nextRun, lang) })
                : t.backupsOff}
            </p>
          )}
        </div>
        {status?.scheduled && (
          <button type="button" className="dash-btn dash-btn-primary" disabled={busy || status.running} onClick={backUpNow} data-testid="backup-now">
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t.backingUp : t.backUpNow}
          </button>
        )}
      </div>
      <span className="dash-saved" aria-live="polite">
        {flash}
      </span>
      {error && (
        <Banner kind="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      <TabStatus waiting={status === null} error={loadError} onRetry={reload} empty={status?.scheduled && status.backups.length === 0 && t.noBackups} />
      {status?.lastError && (
        <Banner kind="error">
          <span data-testid="backup-error">{fill(t.backupLastError, { time: formatTime(status.lastErrorAt, lang), error: status.lastError })}</span>
        </Banner>
      )}
      {status?.lastSuccess && <p className="dash-muted">{fill(t.backupLastSuccess, { time: formatTime(status.lastSuccess, lang) })}</p>}
      {status && status.backups.length > 0 && (
        <ul className="dash-list" data-testid="backup-files">
          {status.backups.map((b) => (
            <li key={b.name} data-testid="backup-row">
              <span className="dash-strong">{formatTime(b.takenAt, lang)}</span>
              <span className="dash-muted">{formatSize(b.size, lang)}</span>
              <a
                className="dash-btn dash-btn-sm dash-push"
                href={`/api/backups/${encodeURIComponent(b.name)}`}
                download={b.name}
                onClick={(e) => {
                  // the server gives the whole database only to a password entered in the last minutes
                  if (e.currentTarget.dataset.confirmed) return;
                  e.preventDefault();
                  const link = e.currentTarget;
                  void confirmedFor(useDash.getState().session?.confirmedUntil).then((ok) => {
                    if (!ok) return;
                    link.dataset.confirmed = '1';
                    link.click();
                    delete link.dataset.confirmed;
                  });
                }}
              >
                {t.download}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function formatEvery(seconds: number, t: ReturnType<typeof useDT>, lang: Lang): string {
  const [n, unit] =
    seconds % 86_400 === 0 ? [seconds / 86_400, t.unitDays] : seconds % 3600 === 0 ? [seconds / 3600, t.unitHours] : seconds % 60 === 0 ? [seconds / 60, t.unitMinutes] : [seconds, t.unitSeconds];
  return fill(unit, { n: formatNumber(n, lang) });
}
