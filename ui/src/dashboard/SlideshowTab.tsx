// Slideshow tab: the home page's hero slides (remove optimistically, reorder, add by URL or upload —
// an addition shows at once as uploading, then becomes the server's record or shows its error) and
// the hero texts in English and Persian.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { isAbortError } from '../api';
import { formatNumber } from '../i18n/format';
import { api, errorText } from './dashApi';
import { useDashLang, useDT } from './i18n';
import { isImageFile, prepareImage, UPLOAD_LIMITS, type ImageChoice } from './images';
import type { HeroText, Slide } from './types';
import { Banner, Field, Spinner, useFlash, useTabLoad, LoadError, Loading } from './ui';

type Item =
  | { key: string; state: 'ready'; id: number; url: string }
  | { key: string; state: 'uploading' | 'error'; preview: string | null; error?: string; revoke?: boolean };

type Texts = { en: HeroText; fa: HeroText };
const blank: HeroText = { title: '', lead: '', values: '', services: '' };
const FIELDS: { k: keyof HeroText; label: 'heroTitle' | 'heroLead' | 'heroValues' | 'heroServices'; multiline: boolean }[] = [
  { k: 'title', label: 'heroTitle', multiline: false },
  { k: 'lead', label: 'heroLead', multiline: true },
  { k: 'values', label: 'heroValues', multiline: true },
  { k: 'services', label: 'heroServices', multiline: true },
];

const isEmpty = (x: HeroText) => !x.title.trim() && !x.lead.trim() && !x.values.trim() && !x.services.trim();
/** Texts as the server keeps them: a language left wholly empty is left out (the site then uses its own). */
const toServer = (x: Texts) => ({ ...(isEmpty(x.en) ? {} : { en: x.en }), ...(isEmpty(x.fa) ? {} : { fa: x.fa }) });
const isSlide = (s: unknown): s is Slide => typeof s === 'object' && s !== null && typeof (s as Slide).id === 'number' && typeof (s as Slide).url === 'string';

let seq = 0;
const key = () => `new-${++seq}`;

export default function SlideshowTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useDashLang();
  const [items, setItems] = useState<Item[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [texts, setTexts] = useState<Texts>({ en: blank, fa: blank });
  const saved = useRef<Texts>({ en: blank, fa: blank });
  const [textsLoaded, setTextsLoaded] = useState(false);
  const textsLoadedRef = useRef(false);
  const [url, setUrl] = useState('');
  const [savingTexts, setSavingTexts] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [flash, setFlash] = useFlash(3000);
  const fileRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef<Item[] | null>(null);
  itemsRef.current = items;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const hero = await api.hero(signal);
        const slides = Array.isArray(hero?.slides) ? hero.slides.filter(isSlide) : [];
        // Keep additions still in flight or failed; replace the rest with the server's list.
        setItems((prev) => [
          ...slides.map((s) => ({ key: `s-${s.id}`, state: 'ready' as const, id: s.id, url: s.url })),
          ...(prev ?? []).filter((i) => i.state !== 'ready'),
        ]);
        const next = { en: { ...blank, ...(hero?.texts?.en ?? {}) }, fa: { ...blank, ...(hero?.texts?.fa ?? {}) } };
        saved.current = next;
        // Texts being typed are not overwritten by a background reload.
        if (!textsLoadedRef.current) setTexts(next);
        textsLoadedRef.current = true;
        setTextsLoaded(true);
        setLoadError(null);
      } catch (e) {
        if (isAbortError(e)) return;
        setLoadError(errorText(e, t('failedToLoad'), lang));
      }
    },
    [t, lang],
  );

  useTabLoad(active, load);

  const ready = (list: Item[] | null) => (list ?? []).filter((i): i is Extract<Item, { state: 'ready' }> => i.state === 'ready');
  const pending = (items ?? []).some((i) => i.state === 'uploading');

  async function add(prepare: () => Promise<string | null>, preview: string | null, revoke: boolean) {
    const k = key();
    setItems((list) => [...(list ?? []), { key: k, state: 'uploading', preview, revoke }]);
    const fail = (message: string) =>
      setItems((list) => (list ?? []).map((i) => (i.key === k ? { key: k, state: 'error', preview, revoke, error: message } : i)));
    let data: string | null;
    try {
      data = await prepare();
      if (!data) return fail(t('failedToProcessImage'));
    } catch (e) {
      return fail(errorText(e, t('failedToProcessImage'), lang));
    }
    try {
      const slide = await api.addSlide(data);
      if (!isSlide(slide)) return fail(t('unexpectedResponse'));
      if (revoke && preview) URL.revokeObjectURL(preview);
      setItems((list) => (list ?? []).map((i) => (i.key === k ? { key: `s-${slide.id}`, state: 'ready', id: slide.id, url: slide.url } : i)));
    } catch (e) {
      fail(errorText(e, t('uploadFailed'), lang));
    }
  }

  function addUrl(e: FormEvent) {
    e.preventDefault();
    const value = url.trim();
    if (!value) return;
    setUrl('');
    const choice: ImageChoice = { kind: 'url', url: value };
    add(() => prepareImage(choice, UPLOAD_LIMITS), /^(https?:)?\/\/|^\//i.test(value) ? value : null, false);
  }

  function addFiles(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      if (!isImageFile(file)) {
        setError(t('notAnImage'));
        continue;
      }
      add(() => prepareImage({ kind: 'file', file }, UPLOAD_LIMITS), URL.createObjectURL(file), true);
    }
    if (fileRef.current) fileRef.current.value = '';
  }

  function dismiss(item: Item) {
    if (item.state !== 'ready' && item.revoke && item.preview) URL.revokeObjectURL(item.preview);
    setItems((list) => (list ?? []).filter((i) => i.key !== item.key));
  }

  async function remove(item: Extract<Item, { state: 'ready' }>) {
    const index = (items ?? []).findIndex((i) => i.key === item.key);
    setItems((list) => (list ?? []).filter((i) => i.key !== item.key));
    setError(null);
    try {
      await api.removeSlide(item.id);
    } catch (e) {
      setItems((list) => {
        const next = [...(list ?? [])];
        if (next.some((i) => i.key === item.key)) return next;
        next.splice(Math.min(Math.max(index, 0), next.length), 0, item);
        return next;
      });
      setError(errorText(e, t('failedToRemove'), lang));
    }
  }

  async function move(index: number, delta: number) {
    const list = ready(itemsRef.current);
    const target = index + delta;
    if (target < 0 || target >= list.length) return;
    const reordered = [...list];
    [reordered[index], reordered[target]] = [reordered[target], reordered[index]];
    const others = (itemsRef.current ?? []).filter((i) => i.state !== 'ready');
    const before = itemsRef.current;
    setItems([...reordered, ...others]);
    setReordering(true);
    setError(null);
    try {
      // The texts sent are the saved ones: reordering must not publish texts still being edited.
      await api.saveHero(reordered.map((s) => ({ id: s.id, url: s.url })), toServer(saved.current));
    } catch (e) {
      setItems(before);
      setError(errorText(e, t('failedToSaveSlides'), lang));
    } finally {
      setReordering(false);
    }
  }

  async function saveTexts(e: FormEvent) {
    e.preventDefault();
    setSavingTexts(true);
    setError(null);
    try {
      const slides = ready(itemsRef.current).map((s) => ({ id: s.id, url: s.url }));
      const hero = await api.saveHero(slides, toServer(texts));
      if (!hero || !Array.isArray(hero.slides)) throw new Error(t('unexpectedResponse'));
      saved.current = texts;
      setFlash(t('textsSaved'));
    } catch (err) {
      setError(errorText(err, t('failedToSaveSlides'), lang));
    } finally {
      setSavingTexts(false);
    }
  }

  const readyList = ready(items);
  const n = (x: number) => formatNumber(x, lang);

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="dash-slides-h">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-slides-h">
              {t('slidesTitle')} {items && <span className="dash-count">{n(readyList.length)}</span>}
            </h2>
            <p className="dash-muted">{t('slidesLead')}</p>
          </div>
        </div>
        {loadError && (
          <LoadError onRetry={() => load()} t={t}>{loadError}</LoadError>
        )}
        {error && (
          <Banner kind="error" onDismiss={() => setError(null)} t={t}>
            {error}
          </Banner>
        )}
        <div className="dash-add-row">
          <form className="dash-inline-form" onSubmit={addUrl}>
            <label htmlFor="slide-url">{t('addSlideUrl')}</label>
            <div className="dash-input-group">
              <input id="slide-url" type="url" inputMode="url" placeholder={t('imageUrlPlaceholder')} value={url} onChange={(e) => setUrl(e.target.value)} dir="ltr" />
              <button type="submit" className="dash-btn" disabled={!url.trim()}>
                {t('add')}
              </button>
            </div>
          </form>
          <div className="dash-inline-form">
            <span className="dash-inline-form-label" id="slide-file-label">
              {t('addSlideUpload')}
            </span>
            <label className="dash-btn dash-file-btn dash-self-start">
              {t('chooseImages')}
              <input
                ref={fileRef}
                id="slide-file"
                type="file"
                accept="image/*"
                multiple
                className="visually-hidden"
                aria-labelledby="slide-file-label"
                onChange={(e) => addFiles(e.target.files)}
              />
            </label>
          </div>
        </div>
        {items === null && !loadError && <Loading t={t} />}
        {items?.length === 0 && <p className="dash-empty">{t('noSlides')}</p>}
        {items && items.length > 0 && (
          <ul className="dash-media-grid" data-testid="slides">
            {items.map((item) => {
              const readyIndex = item.state === 'ready' ? readyList.findIndex((r) => r.key === item.key) : -1;
              return (
                <li key={item.key} className={`dash-media is-${item.state}`} data-testid="slide" data-state={item.state} aria-busy={item.state === 'uploading'}>
                  <div className="dash-media-img">
                    {item.state === 'ready' ? (
                      <img src={item.url} alt={t('slide', { n: n(readyIndex + 1) })} loading="lazy" />
                    ) : item.preview ? (
                      <img src={item.preview} alt="" />
                    ) : null}
                    {item.state === 'uploading' && (
                      <div className="dash-media-overlay">
                        <Spinner size="sm" /> {t('uploading')}
                      </div>
                    )}
                  </div>
                  <div className="dash-media-foot">
                    {item.state === 'ready' ? (
                      <>
                        <span className="dash-strong">{t('slide', { n: n(readyIndex + 1) })}</span>
                        <span className="dash-media-tools">
                          <button type="button" className="dash-icon-btn" aria-label={t('moveEarlier', { n: n(readyIndex + 1) })} disabled={readyIndex === 0 || reordering || pending} onClick={() => move(readyIndex, -1)}>
                            <span className="dash-flip" aria-hidden="true">
                              ←
                            </span>
                          </button>
                          <button type="button" className="dash-icon-btn" aria-label={t('moveLater', { n: n(readyIndex + 1) })} disabled={readyIndex === readyList.length - 1 || reordering || pending} onClick={() => move(readyIndex, 1)}>
                            <span className="dash-flip" aria-hidden="true">
                              →
                            </span>
                          </button>
                          <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => remove(item)} disabled={reordering}>
                            {t('remove')}
                          </button>
                        </span>
                      </>
                    ) : item.state === 'error' ? (
                      <>
                        <span className="dash-error-text" role="alert">
                          {t('slideFailed')}: {item.error}
                        </span>
                        <button type="button" className="dash-btn dash-btn-sm" onClick={() => dismiss(item)}>
                          {t('close')}
                        </button>
                      </>
                    ) : (
                      <span className="dash-muted">{t('uploading')}</span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="dash-card" aria-labelledby="dash-hero-texts-h">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-hero-texts-h">{t('heroTexts')}</h2>
            <p className="dash-muted">{t('heroTextsLead')}</p>
          </div>
        </div>
        <form onSubmit={saveTexts} className="dash-hero-texts">
          {(['en', 'fa'] as const).map((l) => (
            <fieldset key={l} lang={l} dir={l === 'fa' ? 'rtl' : 'ltr'} className="dash-fieldset" data-testid={`hero-texts-${l}`}>
              <legend>{l === 'en' ? t('heroEnglish') : t('heroPersian')}</legend>
              {FIELDS.map((f) => (
                <Field key={f.k} label={t(f.label)} htmlFor={`hero-${l}-${f.k}`}>
                  {f.multiline ? (
                    <textarea id={`hero-${l}-${f.k}`} rows={2} value={texts[l][f.k]} onChange={(e) => setTexts({ ...texts, [l]: { ...texts[l], [f.k]: e.target.value } })} />
                  ) : (
                    <input id={`hero-${l}-${f.k}`} value={texts[l][f.k]} onChange={(e) => setTexts({ ...texts, [l]: { ...texts[l], [f.k]: e.target.value } })} />
                  )}
                </Field>
              ))}
            </fieldset>
          ))}
          <div className="dash-form-actions span-all">
            <span aria-live="polite" className="dash-saved">
              {flash}
            </span>
            <button type="submit" className="dash-btn dash-btn-primary" disabled={savingTexts || pending || !textsLoaded}>
              {savingTexts ? <Spinner size="sm" /> : null}
              {savingTexts ? t('saving') : t('saveTexts')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
