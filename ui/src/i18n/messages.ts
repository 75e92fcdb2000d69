// The one translator of server messages. The server and the fetch wrapper speak English; each
// namespace lists the messages it knows with their text in its dictionary, and anything else is
// shown as it came.
import { fill } from '.';
import type { Lang } from './detect';
import { formatNumber } from './format';

export type MessageTexts = {
  /** English message → its text in the reader's language. */
  known: Record<string, string>;
  /** 'Request timeout ({ms}ms)' of the fetch wrapper. */
  timeout: string;
  /** 'Please fill required fields: {fields}', with the field names the server lists, if the namespace has it. */
  fillRequired?: { text: string; fields: Record<string, string> };
};

export function localizeMessage(message: string, lang: Lang, texts: MessageTexts): string {
  const timeout = /^Request timeout \((\d+)ms\)$/.exec(message);
  if (timeout) return fill(texts.timeout, { ms: formatNumber(Number(timeout[1]), lang, { useGrouping: false }) });
  const missing = texts.fillRequired && /^Please fill required fields: (.+)$/.exec(message);
  if (texts.fillRequired && missing) {
    const names = missing[1].split(/,\s*/).map((name) => texts.fillRequired!.fields[name] ?? name);
    return fill(texts.fillRequired.text, { fields: names.join(lang === 'fa' ? '، ' : ', ') });
  }
  return texts.known[message] ?? message;
}
