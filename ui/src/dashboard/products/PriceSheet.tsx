// The price list as a spreadsheet, at the foot of the Products tab: products.csv to download, and
// the changed file uploaded again. Choosing a file previews it (the server writes nothing): every
// problem by line and column, every change from old to new. Saving sends the same file with the
// preview's plan; the server checks it all again and writes it in one go, or nothing.
import { useRef, useState } from 'react';
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { SheetPreview } from '../../lib/api-types';
import { api, csvUrl, errorText } from '../dashApi';
import { useDT } from '../i18n';
import { ApiError } from '../../api';
import { Banner, Spinner } from '../ui';
import { columnNames, problemText, SHEET_COLUMNS, shownValue } from './sheetWords';

/** The server's limit for a price list's body (src/api/mod.rs). */
const MAX_BYTES = 16 * 1024 * 1024;
/** The rows the preview lists at once; the counts above say how many there are. */
const SHOWN = 200;

type State =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'preview'; file: File; preview: SheetPreview }
  | { step: 'saving'; file: File; preview: SheetPreview };

export default function PriceSheet({ onApplied }: { onApplied: () => void }) {
  const t = useDT();
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function failure(e: unknown, fallback: string): string {
    if (e instanceof ApiError && (e.code === 'missing_column' || e.code === 'duplicate_column')) {
      const text = e.code === 'missing_column' ? t.sheetMissingColumn : t.sheetDuplicateColumn;
      return fill(text, { columns: columnNames(e.field, lang) });
    }
    if (e instanceof ApiError && e.code === 'too_many_lines') return fill(t.sheetTooManyLines, { max: n(10_000) });
    return errorText(e, fallback, lang);
  }

  async function read(file: File) {
    setError(null);
    setDone(null);
    // the server refuses both too; here they are said before the file travels
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return setError(t.sheetNotCsv);
    if (file.size > MAX_BYTES) return setError(t.sheetTooBig);
    setState({ step: 'reading' });
    try {
      setState({ step: 'preview', file, preview: await api.previewSheet(file) });
    } catch (e) {
      setState({ step: 'idle' });
      setError(failure(e, t.failedToLoad));
    }
  }

  async function save(file: File, preview: SheetPreview) {
    setError(null);
    setState({ step: 'saving', file, preview });
    try {
      const applied = await api.applySheet(file, preview.plan);
      setState({ step: 'idle' });
      if (input.current) input.current.value = '';
      setDone(fill(t.sheetApplied, { updated: n(applied.updated), created: n(applied.created) }));
      onApplied();
    } catch (e) {
      setState({ step: 'preview', file, preview });
      setError(failure(e, t.failedToSave));
    }
  }

  function discard() {
    setState({ step: 'idle' });
    setError(null);
    if (input.current) input.current.value = '';
  }

  const shown = state.step === 'preview' || state.step === 'saving' ? state : null;
  const p = shown?.preview;
  const count = p ? p.created + p.updated : 0;
  return (
    <section className="dash-csv dash-sheet" aria-labelledby="dash-sheet-h" data-testid="price-sheet">
      <h3 id="dash-sheet-h">{t.sheetTitle}</h3>
      <p className="dash-muted">{t.sheetLead}</p>
      <div className="dash-toolbar">
        <a className="dash-btn" href={csvUrl.products(lang)} download data-testid="sheet-download">
          {t.sheetDownload}
        </a>
        <label className="dash-inline-field">
          <span>{t.sheetUpload}</span>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            data-testid="sheet-file"
            disabled={state.step === 'reading' || state.step === 'saving'}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void read(file);
            }}
          />
        </label>
      </div>
      <div aria-live="polite">
        {state.step === 'reading' && <Spinner label={t.sheetReading} />}
        {done && <Banner kind="success">{done}</Banner>}
        {error && (
          <Banner kind="error" onDismiss={() => setError(null)}>
            {error}
          </Banner>
        )}
      </div>
      {shown && p && (
        <div className="dash-sheet-preview" data-testid="sheet-preview">
          <p data-testid="sheet-summary">
            {fill(t.sheetSummary, { lines: n(p.lines), updated: n(p.updated), created: n(p.created), unchanged: n(p.unchanged) })}
          </p>
          {p.ignoredColumns.length > 0 && <p className="dash-muted">{fill(t.sheetIgnored, { names: p.ignoredColumns.join(lang === 'fa' ? '، ' : ', ') })}</p>}
          {p.problems.length > 0 ? (
            <>
              <Banner kind="error">{fill(t.sheetProblemsFound, { n: n(p.problems.length) })}</Banner>
              <div className="dash-table-wrap">
                <table className="dash-table" data-testid="sheet-problems">
                  <thead>
                    <tr>
                      <th scope="col">{t.sheetLine}</th>
                      <th scope="col">{t.sheetColumn}</th>
                      <th scope="col">{t.sheetProblem}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.problems.slice(0, SHOWN).map((x, i) => (
                      <tr key={i}>
                        <td className="num">{formatNumber(x.line, lang, { useGrouping: false })}</td>
                        <td>{x.column ? SHEET_COLUMNS[x.column][lang] : ''}</td>
                        <td>{problemText(x, t, lang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {p.problems.length > SHOWN && <p className="dash-muted">{fill(t.sheetMore, { n: n(p.problems.length - SHOWN) })}</p>}
            </>
          ) : count === 0 ? (
            <Banner kind="info">{t.sheetNoChanges}</Banner>
          ) : null}
          {p.changes.length > 0 && (
            <div className="dash-table-wrap">
              <table className="dash-table dash-sheet-changes" data-testid="sheet-changes">
                <thead>
                  <tr>
                    <th scope="col">{t.sheetLine}</th>
                    <th scope="col">{t.sheetProduct}</th>
                    <th scope="col">{t.sheetChanges}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.changes.slice(0, SHOWN).map((line) => (
                    <tr key={line.line}>
                      <td className="num">{formatNumber(line.line, lang, { useGrouping: false })}</td>
                      <td dir="auto">
                        {line.name}
                        {line.id === undefined && <span className="dash-chip">{t.sheetNewProduct}</span>}
                      </td>
                      <td>
                        <ul className="dash-sheet-fields">
                          {line.fields.map((f) => (
                            <li key={f.column}>
                              <span className="dash-sheet-col">{SHEET_COLUMNS[f.column][lang]}</span>{' '}
                              {line.id !== undefined && (
                                <>
                                  <del dir="auto">{shownValue(f.column, f.before, t, lang)}</del> <span aria-hidden="true">{lang === 'fa' ? '←' : '→'}</span>{' '}
                                </>
                              )}
                              <ins dir="auto">{shownValue(f.column, f.after, t, lang)}</ins>
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {p.changes.length > SHOWN && <p className="dash-muted">{fill(t.sheetMore, { n: n(p.changes.length - SHOWN) })}</p>}
          <div className="dash-form-actions">
            <button type="button" className="dash-btn" onClick={discard} disabled={state.step === 'saving'}>
              {t.sheetDiscard}
            </button>
            {error && state.step === 'preview' && (
              <button type="button" className="dash-btn" onClick={() => void read(state.file)}>
                {t.sheetPreviewAgain}
              </button>
            )}
            {p.problems.length === 0 && count > 0 && (
              <button
                type="button"
                className="dash-btn dash-btn-primary"
                disabled={state.step === 'saving'}
                onClick={() => void save(shown.file, p)}
                data-testid="sheet-apply"
              >
                {state.step === 'saving' ? <Spinner size="sm" /> : null}
                {state.step === 'saving' ? t.sheetApplying : fill(t.sheetApply, { n: n(count) })}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
