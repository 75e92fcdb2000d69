// Slideshow tab: the home page's hero slides (remove optimistically, reorder, add by URL or upload —
// an addition shows at once as uploading, then becomes the server's record or shows its error) and
// the hero texts in English and Persian.
import { useRef, useState, type FormEvent } from 'react';
import { formatNumber } from '../../i18n/format';
import { api, errorText } from '../dashApi';
import { useLang } from '../../i18n';
import { useDT } from '../i18n';
import { isImageFile, prepareImage, UPLOAD_LIMITS, type ImageChoice } from '../images';
import type { Slide } from '../../lib/api-types';
import { Banner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import HeroTextsForm, { blank, toServer, type Texts } from './HeroTextsForm';
import SlideGrid, { readySlides, type ReadySlide, type SlideItem } from './SlideGrid';

const isSlide = (s: unknown): s is Slide => typeof s === 'object' && s !== null && typeof (s as Slide).id === 'number' && typeof (s as Slide).url === 'string';

let seq = 0;
const key = () => `new-${++seq}`;

export default function SlideshowTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [items, setItems] = useState<SlideItem[] | null>(null);
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
  const itemsRef = useRef<SlideItem[] | null>(null);
  itemsRef.current = items;

  const { error: loadError, reload: load } = useTabData({
    active,
    load: (signal) => api.hero(signal),
    failure: 'failedToLoad',
    onLoad: (hero) => {
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
    },
  });

  const pending = (items ?? []).some((i) => i.state === 'uploading');

  async function add(prepare: () => Promise<string | null>, preview: string | null, revoke: boolean) {
    const k = key();
    setItems((list) => [...(list ?? []), { key: k, state: 'uploading', preview, revoke }]);
    const fail = (message: string) =>
      setItems((list) => (list ?? []).map((i) => (i.key === k ? { key: k, state: 'error', preview, revoke, error: message } : i)));
    let data: string | null;
    try {
      data = await prepare();
      if (!data) return fail(t.failedToProcessImage);
    } catch (e) {
      return fail(errorText(e, t.failedToProcessImage, lang));
    }
    try {
      const slide = await api.addSlide(data);
      if (!isSlide(slide)) return fail(t.unexpectedResponse);
      if (revoke && preview) URL.revokeObjectURL(preview);
      setItems((list) => (list ?? []).map((i) => (i.key === k ? { key: `s-${slide.id}`, state: 'ready', id: slide.id, url: slide.url } : i)));
    } catch (e) {
      fail(errorText(e, t.uploadFailed, lang));
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
        setError(t.notAnImage);
        continue;
      }
      add(() => prepareImage({ kind: 'file', file }, UPLOAD_LIMITS), URL.createObjectURL(file), true);
    }
    if (fileRef.current) fileRef.current.value = '';
  }

  function dismiss(item: SlideItem) {
    if (item.state !== 'ready' && item.revoke && item.preview) URL.revokeObjectURL(item.preview);
    setItems((list) => (list ?? []).filter((i) => i.key !== item.key));
  }

  async function remove(item: ReadySlide) {
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
      setError(errorText(e, t.failedToRemove, lang));
    }
  }

  async function move(index: number, delta: number) {
    const list = readySlides(itemsRef.current);
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
      setError(errorText(e, t.failedToSaveSlides, lang));
    } finally {
      setReordering(false);
    }
  }

  async function saveTexts(e: FormEvent) {
    e.preventDefault();
    setSavingTexts(true);
    setError(null);
    try {
      const slides = readySlides(itemsRef.current).map((s) => ({ id: s.id, url: s.url }));
      const hero = await api.saveHero(slides, toServer(texts));
      if (!hero || !Array.isArray(hero.slides)) throw new Error(t.unexpectedResponse);
      saved.current = texts;
      setFlash(t.textsSaved);
    } catch (err) {
      setError(errorText(err, t.failedToSaveSlides, lang));
    } finally {
      setSavingTexts(false);
    }
  }

  const readyList = readySlides(items);
  const n = (x: number) => formatNumber(x, lang);

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="dash-slides-h">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-slides-h">
              {t.slidesTitle} {items && <span className="dash-count">{n(readyList.length)}</span>}
            </h2>
            <p className="dash-muted">{t.slidesLead}</p>
          </div>
        </div>
        {error && (
          <Banner kind="error" onDismiss={() => setError(null)}>
            {error}
          </Banner>
        )}
        <div className="dash-add-row">
          <form className="dash-inline-form" onSubmit={addUrl}>
            <label htmlFor="slide-url">{t.addSlideUrl}</label>
            <div className="dash-input-group">
              <input id="slide-url" type="url" inputMode="url" placeholder={t.imageUrlPlaceholder} value={url} onChange={(e) => setUrl(e.target.value)} dir="ltr" />
              <button type="submit" className="dash-btn" disabled={!url.trim()}>
                {t.add}
              </button>
            </div>
          </form>
          <div className="dash-inline-form">
            <span className="dash-inline-form-label" id="slide-file-label">
              {t.addSlideUpload}
            </span>
            <label className="dash-btn dash-file-btn dash-self-start">
              {t.chooseImages}
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
        <TabStatus waiting={items === null} error={loadError} onRetry={load} empty={items?.length === 0 && t.noSlides} />
        {items && items.length > 0 && (
          <SlideGrid
            items={items}
            reordering={reordering}
            pending={pending}
            onMove={move}
            onRemove={remove}
            onDismiss={dismiss}
          />
        )}
      </section>

      <HeroTextsForm
        texts={texts}
        onChange={setTexts}
        onSubmit={saveTexts}
        flash={flash}
        saving={savingTexts}
        disabled={savingTexts || pending || !textsLoaded}
      />
    </div>
  );
}
