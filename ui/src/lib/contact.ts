// Builders for the contact page's links: nothing is posted, the visitor's own apps send.
export interface MessageDraft {
  name: string;
  email: string;
  message: string;
}

export interface MailTexts {
  subject: string; // with a {name} placeholder
  visitor: string;
  name: string;
  email: string;
  message: string;
}

export const ENGLISH_MAIL_TEXTS: MailTexts = {
  subject: 'Inquiry from {name}',
  visitor: 'Website Visitor',
  name: 'Name',
  email: 'Email',
  message: 'Message',
};

export function messageBody(draft: MessageDraft, texts: MailTexts = ENGLISH_MAIL_TEXTS): string {
  return `${texts.name}: ${draft.name.trim()}\n${texts.email}: ${draft.email.trim()}\n\n${texts.message}:\n${draft.message.trim()}`;
}

/** `mailto:` link with subject "Inquiry from <name>" (or the visitor wording) and the draft as body. */
export function buildMailto(to: string, draft: MessageDraft, texts: MailTexts = ENGLISH_MAIL_TEXTS): string {
  const subject = texts.subject.replace('{name}', draft.name.trim() || texts.visitor);
  return `mailto:${to.trim()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(messageBody(draft, texts))}`;
}

/**
 * WhatsApp link for the configured value, or null when none is set. An http(s) URL gets the text
 * appended as a `text` query parameter; anything else is read as a phone number: non-digits are
 * stripped and a wa.me link is built.
 */
export function buildWhatsAppLink(value: string | null | undefined, text: string): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) {
    try {
      const url = new URL(v);
      if (text) url.searchParams.set('text', text);
      return url.toString();
    } catch {
      return text ? `${v}${v.includes('?') ? '&' : '?'}text=${encodeURIComponent(text)}` : v;
    }
  }
  const digits = v.replace(/\D/g, '');
  if (!digits) return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** `tel:` link for a phone number as written (spaces, brackets and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
