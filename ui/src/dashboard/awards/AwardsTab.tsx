// Awards tab: the grid (remove optimistically, rolled back on failure; each award's texts edited in
// place, English and Persian side by side, the untranslated ones marked) and the add form; an
// addition shows at once as uploading and is removed again if the server refuses it.
import { useState, type FormEvent } from 'react';
import { formatNumber } from '../../i18n/format';
import { api, errorText } from '../dashApi';
import { useLang } from '../../i18n';
import { useDT } from '../i18n';
import { prepareImage, UPLOAD_LIMITS, type ImageChoice } from '../images';
import type { Award } from '../../lib/api-types';
import { Banner, ImagePicker, Spinner, TabStatus } from '../ui';
import { BilingualFields, untranslated, type BilingualField } from '../Bilingual';
import type { DashDict } from '../i18n';
import { useTabData } from '../useTabData';

type Item = { key: string; award: Award; uploading: boolean; preview?: string };
type AwardTexts = { title: string; titleFa: string; description: string; descriptionFa: string };
const emptyTexts: AwardTexts = { title: '', titleFa: '', description: '', descriptionFa: '' };

function awardFields(t: DashDict): BilingualField<keyof AwardTexts>[] {
  return [
    { en: 'title', fa: 'titleFa', label: t.awardTitle, labelFa: t.awardTitleFa, max: 200 },
    { en: 'description', fa: 'descriptionFa', label: t.awardDescription, labelFa: t.awardDescriptionFa, max: 2000, multiline: true },
  ];
}

/** Whether an award has a text in one language only. */
const awardUntranslated = (a: AwardTexts) =>
  untranslated([
    { en: a.title, fa: a.titleFa },
    { en: a.description, fa: a.descriptionFa },
  ]);

const trimmed = (d: AwardTexts): AwardTexts => ({
  title: d.title.trim(),
  titleFa: d.titleFa.trim(),
  description: d.description.trim(),
  descriptionFa: d.descriptionFa.trim(),
});

let seq = 0;

export default function AwardsTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [draft, setDraft] = useState({ ...emptyTexts, image: { kind: 'none' } as ImageChoice });
  // The award whose texts are being edited, and its draft.
  const [editing, setEditing] = useState<{ id: number; texts: AwardTexts } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const { error: loadError, reload: load } = useTabData({
    active,
    load: (signal) => api.awards(signal),
    failure: 'failedToLoadAwards',
    // Additions still uploading stay; the rest is the server's list.
    onLoad: (awards) =>
      setItems((prev) => [
        ...(prev ?? []).filter((i) => i.uploading),
        ...awards.map((a) => ({ key: `a-${a.id}`, award: a, uploading: false })),
      ]),
  });

  async function add(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (draft.image.kind !== 'file') return setFormError(t.pleaseChooseImage);
    const file = draft.image.file;
    const k = `new-${++seq}`;
    const preview = URL.createObjectURL(file);
    const placeholder: Award = { id: -1, imageUrl: preview, ...trimmed(draft) };
    setItems((list) => [{ key: k, award: placeholder, uploading: true, preview }, ...(list ?? [])]);
    setBusy(true);
    try {
      let imageUrl: string | null;
      try {
        imageUrl = await prepareImage(draft.image, UPLOAD_LIMITS);
      } catch (err) {
        throw new Error(errorText(err, t.failedToProcessImage, lang), { cause: err });
      }
      if (!imageUrl) throw new Error(t.pleaseChooseImage);
      const award = await api.addAward({ imageUrl, ...trimmed(draft) });
      setItems((list) => (list ?? []).map((i) => (i.key === k ? { key: `a-${award.id}`, award, uploading: false } : i)));
      setDraft({ ...emptyTexts, image: { kind: 'none' } });
    } catch (err) {
      setItems((list) => (list ?? []).filter((i) => i.key !== k));
      setFormError(errorText(err, t.failedToAdd, lang));
    } finally {
      URL.revokeObjectURL(preview);
      setBusy(false);
    }
  }

  async function saveTexts(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    setError(null);
    setBusy(true);
    try {
      const award = await api.updateAward(editing.id, trimmed(editing.texts));
      setItems((list) => (list ?? []).map((i) => (i.award.id === award.id && !i.uploading ? { ...i, award } : i)));
      setEditing(null);
      setSaved(t.awardSaved);
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setBusy(false);
    }
  }

  async function remove(item: Item) {
    const index = (items ?? []).findIndex((i) => i.key === item.key);
    setItems((list) => (list ?? []).filter((i) => i.key !== item.key));
    setError(null);
    try {
      await api.removeAward(item.award.id);
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

  const count = (items ?? []).filter((i) => !i.uploading).length;

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="dash-add-award-h">
        <div className="dash-card-head">
          <h2 id="dash-add-award-h">{t.addAward}</h2>
        </div>
        <form className="dash-form-grid" onSubmit={add} noValidate data-testid="add-award-form">
          <BilingualFields id="award" fields={awardFields(t)} value={draft} onChange={(k, v) => setDraft({ ...draft, [k]: v })} />
          <div className="span-all">
            <ImagePicker label={t.awardImage} value={draft.image} allowUrl={false} onChange={(v) => setDraft({ ...draft, image: v })} testId="award-image" />
          </div>
          {formError && (
            <div className="span-all">
              <Banner kind="error">{formError}</Banner>
            </div>
          )}
          <div className="dash-form-actions span-all">
            <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
              {busy ? <Spinner size="sm" /> : null}
              {busy ? t.adding : t.addAward}
            </button>
          </div>
        </form>
      </section>
      <section className="dash-card" aria-labelledby="dash-awards-h">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-awards-h">
              {t.awardsTitle} {items && <span className="dash-count">{formatNumber(count, lang)}</span>}
            </h2>
            <p className="dash-muted">{t.awardsLead}</p>
          </div>
        </div>
        {error && (
          <Banner kind="error" onDismiss={() => setError(null)}>
            {error}
          </Banner>
        )}
        <div aria-live="polite">{saved && <Banner kind="success" onDismiss={() => setSaved(null)}>{saved}</Banner>}</div>
        {editing && (
          <form className="dash-form-grid" onSubmit={saveTexts} noValidate data-testid="award-texts-form">
            <BilingualFields
              id={`award-${editing.id}`}
              fields={awardFields(t)}
              value={editing.texts}
              onChange={(k, v) => setEditing({ ...editing, texts: { ...editing.texts, [k]: v } })}
            />
            <div className="dash-form-actions span-all">
              <button type="button" className="dash-btn" onClick={() => setEditing(null)}>
                {t.cancel}
              </button>
              <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
                {busy ? <Spinner size="sm" /> : null}
                {busy ? t.saving : t.saveChanges}
              </button>
            </div>
          </form>
        )}
        <TabStatus waiting={items === null} error={loadError} onRetry={load} empty={items?.length === 0 && t.noAwards} />
        {items && items.length > 0 && (
          <ul className="dash-media-grid" data-testid="awards">
            {items.map((item) => (
              <li key={item.key} className={`dash-media ${item.uploading ? 'is-uploading' : 'is-ready'}`} data-testid="award" data-state={item.uploading ? 'uploading' : 'ready'} aria-busy={item.uploading}>
                <div className="dash-media-img">
                  <img src={item.award.imageUrl} alt="" loading="lazy" />
                  {item.uploading && (
                    <div className="dash-media-overlay">
                      <Spinner size="sm" /> {t.uploading}
                    </div>
                  )}
                </div>
                <div className="dash-media-foot dash-media-foot-col">
                  <div>
                    <div className="dash-strong" dir="auto">
                      {item.award.title || '—'}
                    </div>
                    {item.award.titleFa && (
                      <div lang="fa" dir="rtl" className="dash-award-fa">
                        {item.award.titleFa}
                      </div>
                    )}
                    {item.award.description && (
                      <p className="dash-muted dash-clamp" dir="auto">
                        {item.award.description}
                      </p>
                    )}
                    {!item.uploading && awardUntranslated(item.award) && (
                      <span className="dash-chip dash-chip-untranslated" data-testid="untranslated">
                        {t.untranslatedBadge}
                      </span>
                    )}
                  </div>
                  {!item.uploading && (
                    <div className="dash-btn-row">
                      <button
                        type="button"
                        className="dash-btn dash-btn-sm"
                        onClick={() => setEditing({ id: item.award.id, texts: trimmed(item.award) })}
                      >
                        {t.editAwardTexts}
                      </button>
                      <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => remove(item)}>
                        {t.remove}
                      </button>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
