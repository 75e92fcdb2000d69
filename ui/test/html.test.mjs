// The markup strings of long lists (src/lib/html.ts) and the placeholder filler they use: values are
// escaped unless they are markup themselves, and fill() replaces what the old regex did.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { html, escapeHtml, innerHtml } = await loadTs('src/lib/html.ts');
const { fill } = await loadTs('src/i18n/index.ts');

test('values are escaped, nested markup and lists are not', () => {
  const name = `<img src=x onerror="alert('x')"> & co`;
  const out = html`<h3 title="${name}">${name}</h3>${[html`<b>${'1 < 2'}</b>`, 'a&b']}${null}${undefined}${false}${0}`;
  assert.equal(
    innerHtml(out).__html,
    '<h3 title="&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; &amp; co">&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; &amp; co</h3><b>1 &lt; 2</b>a&amp;b0',
  );
  assert.equal(escapeHtml('بادام کاغذی'), 'بادام کاغذی');
});

test('fill replaces {name} placeholders in one pass, as the regex it replaced', () => {
  const regex = (t, vars) => t.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
  const cases = [
    ['Order {name}', { name: 'Pistachios {x}' }],
    ['{a} and {b}', { a: '{b}', b: 2 }],
    ['{a{b}} {} {c} {a b} }{', { b: 'B', c: 0 }],
    ['no placeholders', {}],
    ['{name}{name}', { name: 'x' }],
    ['{unknown} {ok}', { ok: 'fine' }],
    ['{', {}],
    ['}{name', { name: 'x' }],
  ];
  for (const [t, vars] of cases) assert.equal(fill(t, vars), regex(t, vars), t);
});
