// The floating WhatsApp button of every public page (Joinchat's convention): a wa.me link with a
// message pre-filled for the page (its name and link) or the product open (its name and link),
// at the inline-end corner (the left in Persian), with a note saying whether the office is open now
// (the Content tab's office hours, Kabul time) and when a reply can be expected. Drawn after the
// page has come to life (the note depends on the visitor's clock, the server's page is shared);
// hidden when no WhatsApp number is set. No cookie, no storage.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { WhatsAppIcon } from '../../components/Icons';
import { fill, useLang, useT } from '../../i18n';
import { splitLangPath } from '../../i18n/detect';
import { useMounted } from '../../lib/hooks';
import { routeOf } from '../../routing/routing';
import { useStore } from '../../store';
import { productUrl } from '../products/ShareLink';
import { productIdOf } from '../products/productLink';
import { productName } from '../products/productText';
import { useChatTopicStore } from './chatTopic';
import { DEFAULT_OFFICE_HOURS, officeNote, officeState } from './officeHours';
import type { OfficeHours } from './officeHours';
import { whatsappChatLink } from './whatsappLink';

/** The clock the note is read at, once a minute (Playwright's clock drives it in the tests). */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The message for the page at `pathname`: the product open, else the page's name and link. A page
 * whose address is the visitor's own secret (a client route with a parameter: a quote's token) is
 * never linked, loaded or not; it names what the page itself says once it knows (the quote's number).
 */
function useMessage(pathname: string): string {
  const t = useT();
  const lang = useLang();
  const products = useStore((s) => s.products);
  const topic = useChatTopicStore((s) => s.text);
  const { path } = splitLangPath(pathname);
  const route = routeOf(path);
  if (topic) return topic;
  if (route?.client && route.path.includes('/:')) return t.whatsapp.quoteTextPlain;
  const productId = productIdOf(/^\/products\/([^/]+)$/.exec(path)?.[1]);
  const product = productId !== null ? products?.find((p) => p.id === productId) : undefined;
  if (product) return fill(t.products.share.whatsappText, { name: productName(product, lang).text, url: productUrl(product, lang) });
  const page = route?.page === 'home' || !route ? t.meta.siteName : (t.nav as Record<string, string>)[route.page] ?? t.inquiry.title;
  return fill(t.whatsapp.pageText, { page, url: new URL(pathname, location.origin).href });
}

export function WhatsAppButton() {
  const mounted = useMounted();
  return mounted ? <Floating /> : null;
}

function Floating() {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  const value = useStore((s) => s.content?.whatsappUrl);
  const hours = (useStore((s) => s.content?.officeHours) as OfficeHours | undefined) ?? DEFAULT_OFFICE_HOURS;
  const now = useMinute();
  const message = useMessage(pathname);
  const href = whatsappChatLink(value, message);
  if (!href) return null;
  const open = officeState(hours, now).open;
  const note = officeNote(hours, now, t.whatsapp, lang);
  return (
    <div className={`wa-float${open ? ' is-open' : ''}`} data-testid="whatsapp-float">
      <a className="wa-button" href={href} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-link">
        <WhatsAppIcon size={26} />
        <span className="wa-text">
          <span className="visually-hidden">{t.whatsapp.label}. </span>
          <span className="wa-status">
            <span className="wa-dot" aria-hidden="true" />
            {open ? t.whatsapp.statusOpen : t.whatsapp.statusClosed}
            <span className="visually-hidden">: </span>
          </span>
          <span className="wa-note" id="wa-note" data-testid="whatsapp-note">
            {note}
          </span>
          <span className="visually-hidden"> {t.common.newTab}</span>
        </span>
      </a>
    </div>
  );
}
