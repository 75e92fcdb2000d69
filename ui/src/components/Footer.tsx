// The site footer: brand and intro, social links from the site content, pages, contact
// details, the QR code (drawn by the server from the site's address), credits and the (not yet written) privacy and terms links.
import type { ReactNode } from 'react';
import { fill, useLang, useT } from '../i18n';
import { localizeDigits } from '../i18n/format';
import { buildWhatsAppLink, telHref } from '../lib/contact';
import { NAV_ITEMS } from '../routing/routing';
import { useContact, useStore } from '../store';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon, WhatsAppIcon, YouTubeIcon } from './Icons';
import { Logo } from './Logo';
import { PageLink } from './PageLink';

export function Footer() {
  const t = useT();
  const lang = useLang();
  const contact = useContact();
  const year = useStore((s) => s.year);
  const social: { key: keyof typeof t.footer.social; href: string | null; icon: ReactNode }[] = [
    { key: 'instagram', href: contact.instagram, icon: <InstagramIcon /> },
    { key: 'facebook', href: contact.facebook, icon: <FacebookIcon /> },
    { key: 'whatsapp', href: buildWhatsAppLink(contact.whatsapp, ''), icon: <WhatsAppIcon /> },
    { key: 'youtube', href: contact.youtube, icon: <YouTubeIcon /> },
    { key: 'linkedin', href: contact.linkedin, icon: <LinkedInIcon /> },
  ];

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo size={44} />
          <p>{t.footer.intro}</p>
          <p className="footer-heading" id="footer-follow">
            {t.footer.follow}
          </p>
          <ul className="social" aria-labelledby="footer-follow">
            {social.map((s) => (
              <li key={s.key}>
                {s.href ? (
                  <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${t.footer.social[s.key]} ${t.common.newTab}`} title={t.footer.social[s.key]}>
                    {s.icon}
                  </a>
                ) : (
                  <span className="social-off" role="img" aria-label={fill(t.footer.notLinked, { name: t.footer.social[s.key] })} title={fill(t.footer.notLinked, { name: t.footer.social[s.key] })}>
                    {s.icon}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
        <nav className="footer-col" aria-labelledby="footer-pages">
          <p className="footer-heading" id="footer-pages">
            {t.footer.pages}
          </p>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <PageLink to={item.to}>{t.nav[item.key]}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-col">
          <p className="footer-heading">{t.footer.contact}</p>
          <ul className="footer-contact">
            {contact.email && (
              <li>
                <MailIcon size={18} />
                <a href={`mailto:${contact.email}`} dir="ltr" data-testid="footer-email">
                  {contact.email}
                </a>
              </li>
            )}
            {contact.phone && (
              <li>
                <PhoneIcon size={18} />
                <a href={telHref(contact.phone)} dir="ltr" data-testid="footer-phone">
                  {localizeDigits(contact.phone, lang)}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div className="footer-col footer-qr">
          <img src={lang === 'fa' ? '/fa/qr.svg' : '/qr.svg'} width={112} height={112} alt={t.footer.qrAlt} loading="lazy" />
          <p>{t.footer.qr}</p>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{fill(t.footer.copyright, { year: localizeDigits(String(year), lang) })}</p>
        <p className="footer-legal">
          {/* Placeholders for pages not written yet (no href): a click goes nowhere, also before the
              app has started or without it. Announced as links that are unavailable. */}
          <a role="link" aria-disabled="true">
            {t.footer.privacy}
          </a>
          <a role="link" aria-disabled="true">
            {t.footer.terms}
          </a>
          <span>{t.footer.poweredBy}</span>
        </p>
      </div>
    </footer>
  );
}
