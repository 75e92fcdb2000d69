// Content tab: the company's details as every page shows them (e-mail, phone, address, branches,
// working hours; in Persian where the text differs), social links (saved on the server, then a
// confirmation for 3 s), and the company-profile PDF (uploaded and deleted on its own).
import { Fragment, useRef, useState, type FormEvent } from 'react';
import { useStore } from '../../store';
import { api, errorText } from '../dashApi';
import { useLang } from '../../i18n';
import { useDT, type DashKey } from '../i18n';
import { isPdfFile, readAsDataUrl } from '../images';
import { every, type Content, type ContentFields } from '../../lib/api-types';
import { Banner, Field, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import TermsForm from './TermsForm';
import BankForm from './BankForm';
import OfficeHoursForm from './OfficeHoursForm';

/** The fields this tab edits: all of them, as an absent field is cleared on save. */
type Editable = keyof ContentFields;
/** The texts written once in English and once in Persian: each pair's label and fields. */
const BILINGUAL: { label: DashKey; en: Editable; fa: Editable; rows: number; hint?: DashKey }[] = [
  { label: 'contactAddress', en: 'contactAddress', fa: 'contactAddressFa', rows: 2 },
  { label: 'branches', en: 'branches', fa: 'branchesFa', rows: 3, hint: 'oneALine' },
  { label: 'workingHours', en: 'workingHours', fa: 'workingHoursFa', rows: 2, hint: 'oneALine' },
];
/** Each social network: its name (and label), and the content field it is saved in. */
const SOCIAL: { network: DashKey; field: Editable; type: 'url' | 'text'; hint?: DashKey; placeholder: string }[] = [
  { network: 'instagram', field: 'instagramUrl', type: 'url', placeholder: 'https://instagram.com/…' },
  { network: 'facebook', field: 'facebookUrl', type: 'url', placeholder: 'https://facebook.com/…' },
  // A number (the contact page builds a wa.me link from its digits) or a full link.
  { network: 'whatsapp', field: 'whatsappUrl', type: 'text', hint: 'whatsappHint', placeholder: '+93 70 000 0000' },
  // YouTube travels as `twitterUrl`, the specification's name for the field.
  { network: 'youtube', field: 'twitterUrl', type: 'url', placeholder: 'https://youtube.com/@…' },
  { network: 'linkedin', field: 'linkedinUrl', type: 'url', placeholder: 'https://linkedin.com/company/…' },
];
// every one (the compiler says when the server takes a field this list lacks)
const EDITABLE = every<Editable>()([
  'contactEmail', 'contactPhone', 'contactAddress', 'contactAddressFa', 'branches', 'branchesFa', 'workingHours',
  'workingHoursFa', 'instagramUrl', 'facebookUrl', 'whatsappUrl', 'twitterUrl', 'linkedinUrl',
]);

type Draft = Record<Editable, string>;
const toDraft = (c: Content): Draft => Object.fromEntries(EDITABLE.map((k) => [k, c[k] ?? ''])) as Draft;

export default function ContentTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [content, setContent] = useState<Content | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pdfBusy, setPdfBusy] = useState<'upload' | 'delete' | null>(null);
  const [saved, setSaved] = useFlash(3000);
  const [pdfFlash, setPdfFlash] = useFlash(3000);
  const fileRef = useRef<HTMLInputElement>(null);
  const dirty = useRef(false);

  const { error: loadError, reload: load } = useTabData({
    active,
    load: (signal) => api.content(signal),
    failure: 'failedToLoad',
    onLoad: (c) => {
      setContent(c);
      // What the admin is typing is not overwritten by a reload.
      if (!dirty.current) setDraft(toDraft(c));
    },
  });

  // The public pages read content from the shared store: give them what was just saved.
  const publish = (c: Content) => useStore.setState({ content: c });

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!content || !draft) return;
    setSaving(true);
    setError(null);
    try {
      const body: ContentFields = Object.fromEntries(EDITABLE.map((k) => [k, draft[k].trim() || null]));
      const next = await api.saveContent(body);
      setContent(next);
      setDraft(toDraft(next));
      dirty.current = false;
      publish(next);
      setSaved(t.contentSaved);
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setSaving(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!isPdfFile(file)) {
      if (fileRef.current) fileRef.current.value = '';
      return setError(t.pdfOnly);
    }
    setPdfBusy('upload');
    try {
      const data = await readAsDataUrl(file);
      const next = await api.uploadProfile(file.name, data.replace(/^data:[^;,]*/, 'data:application/pdf'));
      setContent(next);
      publish(next);
      setPdfFlash(t.pdfUploaded);
    } catch (err) {
      setError(errorText(err, t.uploadFailed, lang));
    } finally {
      setPdfBusy(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  async function removePdf() {
    setPdfBusy('delete');
    setError(null);
    try {
      await api.deleteProfile();
      setContent((c) => {
        // the server leaves the profile's fields out once there is none
        const next = c ? { ...c, profileDocumentName: undefined, profileDocumentUrl: undefined } : c;
        if (next) publish(next);
        return next;
      });
      setPdfFlash(t.pdfDeleted);
    } catch (err) {
      setError(errorText(err, t.failedToRemove, lang));
    } finally {
      setPdfBusy(null);
    }
  }

  const field = (k: Editable) => ({
    value: draft?.[k] ?? '',
    onChange: (e: { target: { value: string } }) => {
      dirty.current = true;
      setDraft((d) => (d ? { ...d, [k]: e.target.value } : d));
    },
  });

  if (!draft) {
    return (
      <section className="dash-card">
        <TabStatus waiting error={loadError} onRetry={load} />
      </section>
    );
  }

  return (
    <div className="dash-stack">
      {error && (
        <Banner kind="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      <form className="dash-card" onSubmit={save} aria-labelledby="dash-content-h" data-testid="content-form">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-content-h">{t.contentTitle}</h2>
            <p className="dash-muted">{t.contentLead}</p>
          </div>
        </div>
        <div className="dash-form-grid">
          <Field label={t.contactEmail} htmlFor="content-email" className="span-2">
            <input id="content-email" type="email" inputMode="email" autoComplete="off" dir="ltr" {...field('contactEmail')} />
          </Field>
          <Field label={t.contactPhone} htmlFor="content-phone" className="span-2">
            <input id="content-phone" type="tel" inputMode="tel" autoComplete="off" dir="ltr" placeholder="+93 70 000 0000" {...field('contactPhone')} />
          </Field>
          {BILINGUAL.map((b) => (
            <Fragment key={b.label}>
              <Field label={`${t[b.label]} (${t.inEnglish})`} htmlFor={`content-${b.en}`} hint={b.hint ? t[b.hint] : undefined} className="span-2">
                <textarea id={`content-${b.en}`} rows={b.rows} dir="ltr" {...field(b.en)} />
              </Field>
              <Field label={`${t[b.label]} (${t.inPersian})`} htmlFor={`content-${b.fa}`} hint={t.persianHint} className="span-2">
                <textarea id={`content-${b.fa}`} rows={b.rows} dir="rtl" lang="fa" {...field(b.fa)} />
              </Field>
            </Fragment>
          ))}
        </div>
        <p className="dash-muted">{t.emptyRestoresDefault}</p>
        <fieldset className="dash-fieldset">
          <legend>{t.socialLinks}</legend>
          <div className="dash-form-grid">
            {SOCIAL.map((s) => (
              <Field key={s.network} label={t[s.network]} htmlFor={`content-${s.network}`} hint={s.hint ? t[s.hint] : undefined} className="span-2">
                <input id={`content-${s.network}`} type={s.type} inputMode={s.type === 'url' ? 'url' : 'text'} placeholder={s.placeholder} dir="ltr" {...field(s.field)} />
              </Field>
            ))}
          </div>
        </fieldset>
        <div className="dash-form-actions">
          <span className="dash-saved" aria-live="polite" data-testid="content-saved">
            {saved}
          </span>
          <button type="submit" className="dash-btn dash-btn-primary" disabled={saving}>
            {saving ? <Spinner size="sm" /> : null}
            {saving ? t.saving : t.saveChanges}
          </button>
        </div>
      </form>
      <section className="dash-card" aria-labelledby="dash-profile-h" data-testid="profile-card">
        <div className="dash-card-head">
          <h2 id="dash-profile-h">{t.companyProfile}</h2>
        </div>
        {content?.profileDocumentUrl ? (
          <p className="dash-doc">
            <span className="dash-doc-icon" aria-hidden="true">
              PDF
            </span>
            <a href={content.profileDocumentUrl} download={content.profileDocumentName ?? undefined} dir="auto" data-testid="profile-link">
              {content.profileDocumentName || t.download}
            </a>
          </p>
        ) : (
          <p className="dash-muted">{t.companyProfileNone}</p>
        )}
        <div className="dash-form-actions dash-start">
          <label className="dash-btn dash-file-btn">
            {pdfBusy === 'upload' ? <Spinner size="sm" /> : null}
            {content?.profileDocumentUrl ? t.replacePdf : t.uploadPdf}
            <input
              ref={fileRef}
              type="file"
              accept="application/pdf,.pdf"
              className="visually-hidden"
              disabled={pdfBusy !== null}
              onChange={(e) => upload(e.target.files?.[0])}
              data-testid="profile-input"
            />
          </label>
          {content?.profileDocumentUrl && (
            <button type="button" className="dash-btn dash-btn-danger-ghost" onClick={removePdf} disabled={pdfBusy !== null}>
              {pdfBusy === 'delete' ? <Spinner size="sm" /> : null}
              {t.deletePdf}
            </button>
          )}
          <span className="dash-saved" aria-live="polite">
            {pdfFlash}
          </span>
        </div>
      </section>
      <TermsForm terms={content?.terms} onError={setError} />
      <BankForm bank={content?.bank} onError={setError} />
      <OfficeHoursForm hours={content?.officeHours} onError={setError} />
    </div>
  );
}
