// The floating button's chat link: always `https://wa.me/<digits>?text=…`, whatever form the
// Content tab's WhatsApp value takes (a phone number as written, `+93 70…`, `0093…`, a wa.me link,
// an api.whatsapp.com link with `phone=`). Another link (a catalogue, a group) is kept as it is,
// with the text added; nothing usable gives no link, and the button hides.
import { buildWhatsAppLink } from '../../lib/contact';

/** The international number a WhatsApp value names (digits only), or null. */
export function whatsappNumber(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  let digits: string | null = null;
  if (/^https?:\/\//i.test(v)) {
    try {
      const url = new URL(v);
      const host = url.hostname.toLowerCase().replace(/^www\./, '');
      if (host === 'wa.me') digits = /^\/\+?(\d[\d\s-]*)\/?$/.exec(decodeURIComponent(url.pathname))?.[1] ?? null;
      else if (host.endsWith('whatsapp.com')) digits = url.searchParams.get('phone');
    } catch {
      return null;
    }
  } else if (/^[\d\s+\-().]+$/.test(v)) {
    digits = v;
  }
  const only = (digits ?? '').replace(/\D/g, '').replace(/^00/, '');
  return only.length >= 6 && only.length <= 20 ? only : null;
}

/** The chat link with `text` filled in, or null when the value names no chat. */
export function whatsappChatLink(value: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(value);
  if (number) return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
  return /^https?:\/\//i.test((value ?? '').trim()) ? buildWhatsAppLink(value, text) : null;
}
