// The one translator of errors. The server answers a stable code beside its English message
// (src/error.rs, the contract's `ErrorCode`): a namespace words the codes it knows, and the
// message is shown as it came for any other. The fetch wrapper's own failures (time-out, no
// connection) and the UI's own messages carry no code and are looked up by their text.
import { fill } from '.';
import type { Lang } from './detect';
import { formatNumber } from './format';
import type { ErrorCode } from '../lib/api-types';

/** What an error says: the message, and the server's code and field when it sent them. */
export type ErrorInfo = { message: string; code?: ErrorCode; field?: string };

export type MessageTexts = {
  /**
   * Code → its text in the reader's language; `code:field` for a text that depends on the field
   * the server names (looked up first).
   */
  codes: Partial<Record<string, string>>;
  /** The UI's own English messages → their text in the reader's language. */
  known: Record<string, string>;
  /** 'Request timeout ({ms}ms)' of the fetch wrapper. */
  timeout: string;
  /** `required`: 'Please fill required fields: {fields}' with the names of the fields, if the namespace has it. */
  fillRequired?: { text: string; fields: Record<string, string> };
  /**
   * `invalid_field` for a reader of another language than the server's English (which reads the
   * server's own, more precise words): '{field}' with the field's name, or a text for no field.
   */
  invalidField?: { text: string; unnamed: string; fields: Record<string, string> };
};

export function localizeMessage(error: string | ErrorInfo, lang: Lang, texts: MessageTexts): string {
  const { message, code, field } = typeof error === 'string' ? { message: error } : error;
  if (code) return localizeCode(message, code, field, lang, texts);
  const timeout = /^Request timeout \((\d+)ms\)$/.exec(message);
  if (timeout) return fill(texts.timeout, { ms: formatNumber(Number(timeout[1]), lang, { useGrouping: false }) });
  return texts.known[message] ?? message;
}

function localizeCode(message: string, code: ErrorCode, field: string | undefined, lang: Lang, texts: MessageTexts) {
  const text = (field !== undefined ? texts.codes[`${code}:${field}`] : undefined) ?? texts.codes[code];
  if (text !== undefined) return text;
  if (code === 'required' && texts.fillRequired && field) {
    const { text: template, fields } = texts.fillRequired;
    const names = field.split(',').map((f) => fields[f]);
    // a field the namespace cannot name: the server's own list says it better than half a translation
    if (names.every((n) => n !== undefined)) return fill(template, { fields: names.join(lang === 'fa' ? '، ' : ', ') });
  }
  if (code === 'invalid_field' && texts.invalidField && lang !== 'en') {
    const { text: template, unnamed, fields } = texts.invalidField;
    const name = field !== undefined ? fields[field] : undefined;
    return name !== undefined ? fill(template, { field: name }) : unnamed;
  }
  return message;
}

/** What an error thrown by the fetch wrapper (or anything else) says, for [`localizeMessage`]. */
export function errorInfo(e: unknown, message: string): ErrorInfo {
  const { code, field } = (e ?? {}) as { code?: ErrorCode; field?: string };
  return { message, code, field };
}
