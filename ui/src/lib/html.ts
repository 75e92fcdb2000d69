// Markup written as a string, for the parts of a long list that only show text: React's server
// renderer, which the binary runs in QuickJS, spends about 60 000 instructions on each element it
// writes (measured: a list of 1 000 empty <li>), so a products page of 100 cards drawn as elements
// took twice the render budget. A card's text and figures are therefore one string, set with
// dangerouslySetInnerHTML; its buttons stay React elements. Both sides run the same code, so the
// browser hydrates the same markup.
//
//   html`<h3 dir="auto">${name}</h3>` escapes every value it is given, except another html`…`.

export class Html {
  constructor(readonly markup: string) {}
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

const SPECIAL = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most texts have nothing to escape: a test is far cheaper than a replace in QuickJS.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;
}

function part(value: unknown): string {
  // Most values are texts: checked first.
  if (typeof value === 'string') return escapeHtml(value);
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(part).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += part(values[i]) + strings[i + 1];
  return new Html(out);
}

/** The prop that sets an element's content to `markup`. */
export function innerHtml(markup: Html): { __html: string } {
  return { __html: markup.markup };
}
