// Contact: a message composer that opens the visitor's own mail client or WhatsApp (nothing is
// posted), and the company's details, all from the site content.
import { useEffect, useId, useRef, useState } from 'react';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../components/Icons';
import { useLang, useT } from '../i18n';
import { localizeDigits } from '../i18n/format';
import { buildMailto, buildWhatsAppLink, messageBody, telHref } from '../lib/contact';
import type { MessageDraft } from '../lib/contact';
import { usePageTitle } from '../lib/hooks';
import { useContact } from '../store';

export default function Contact() {
  const t = useT();
  const lang = useLang();
  const c = t.contact;
  usePageTitle(t.meta.contact);
  const contact = useContact();
  const id = useId();
  const [draft, setDraft] = useState<MessageDraft>({ name: '', email: '', message: '' });
  const set = (key: keyof MessageDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const form = useRef<HTMLFormElement>(null);
  // What a reader typed into the server's page before the app took it over is still in the fields
  // (hydration keeps it) but not in the draft the links are made of.
  useEffect(() => {
    const fields = form.current!.elements;
    const typed = (key: keyof MessageDraft) => (fields.namedItem(key) as HTMLInputElement | HTMLTextAreaElement).value;
    setDraft({ name: typed('name'), email: typed('email'), message: typed('message') });
  }, []);

  const mailto = buildMailto(contact.email, draft, c.mail);
  const whatsapp = buildWhatsAppLink(contact.whatsapp, messageBody(draft, c.mail));

  return (
    <>
      <section className="page-head">
        <div className="container">
          <span className="eyebrow">{c.eyebrow}</span>
          <h1>{c.title}</h1>
          <p className="lead">{c.lead}</p>
        </div>
      </section>

      <section className="section section-tight">
        <div className="container contact-grid">
          {/* Nothing is sent from here: outside a dialog, method="dialog" submits nowhere, also before
              the app has started (a form without a method would put the message in the URL). */}
          <form ref={form} method="dialog" className="card contact-form" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className="h3">
              {c.formTitle}
            </h2>
            <div className="field-row">
              <div className="field">
                <label htmlFor={`${id}-name`}>{c.name}</label>
                <input id={`${id}-name`} name="name" autoComplete="name" value={draft.name} onChange={(e) => set('name')(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-email`}>{c.email}</label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  value={draft.email}
                  onChange={(e) => set('email')(e.target.value)}
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${id}-message`}>{c.message}</label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={6}
                placeholder={c.messagePlaceholder}
                value={draft.message}
                onChange={(e) => set('message')(e.target.value)}
              />
            </div>
            <div className="btn-row">
              <a className="btn btn-primary" href={mailto} data-testid="send-email">
                <MailIcon size={18} />
                {c.sendEmail}
              </a>
              {whatsapp ? (
                <a className="btn btn-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer" data-testid="whatsapp">
                  <WhatsAppIcon size={18} />
                  {c.whatsapp}
                  <span className="visually-hidden">{t.common.newTab}</span>
                </a>
              ) : (
                <a className="btn btn-whatsapp" role="link" aria-disabled="true" aria-describedby={`${id}-wa-hint`} data-testid="whatsapp">
                  <WhatsAppIcon size={18} />
                  {c.whatsapp}
                </a>
              )}
            </div>
            {!whatsapp && (
              <p id={`${id}-wa-hint`} className="hint" data-testid="whatsapp-hint">
                {c.whatsappHint}
              </p>
            )}
            <p className="muted small contact-note">{c.note}</p>
          </form>

          <aside className="card info-card" aria-labelledby={`${id}-info`}>
            <h2 id={`${id}-info`} className="h3">
              {c.info.title}
            </h2>
            <dl className="info-list">
              <div>
                <dt>
                  <MailIcon size={18} />
                  {c.info.email}
                </dt>
                <dd>
                  <a href={`mailto:${contact.email}`} dir="ltr" data-testid="info-email">
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt>
                  <PhoneIcon size={18} />
                  {c.info.phone}
                </dt>
                <dd>
                  <a href={telHref(contact.phone)} dir="ltr" data-testid="info-phone">
                    {localizeDigits(contact.phone, lang)}
                  </a>
                </dd>
              </div>
              <div>
                <dt>
                  <PinIcon size={18} />
                  {c.info.address}
                </dt>
                <dd data-server-text dir="auto" data-testid="info-address">
                  {contact.address}
                </dd>
              </div>
              <div>
                <dt>
                  <PinIcon size={18} />
                  {c.info.branches}
                </dt>
                <dd data-server-text dir="auto" data-testid="branches">
                  {contact.branches.join(' · ')}
                </dd>
              </div>
              <div>
                <dt>
                  <ClockIcon size={18} />
                  {c.info.hours}
                </dt>
                <dd data-server-text dir="auto" data-testid="info-hours">
                  {contact.hours.map((line, i) => (
                    <span key={i} className="info-line">
                      {localizeDigits(line, lang)}
                    </span>
                  ))}
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>
    </>
  );
}
