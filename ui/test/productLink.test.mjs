// A product's URL: the same slug as the server's (src/pages.rs tests the same names), the id read
// back from the segment, and the page a product's URL belongs to.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { productSlug, productPath, productIdOf, pageOfPath } = await loadTs('src/lib/productLink.ts');

// Kept in step with `slugs_match_the_ui` in src/pages.rs.
const SLUGS = [
  ['Dried Figs', 'dried-figs'],
  ['Figs, sun-dried (A+)', 'figs-sun-dried-a'],
  ['  ***  ', ''],
  ['بادام کاغذی', 'بادام-کاغذی'],
  ['پسته ۲۰۲۵', 'پسته-۲۰۲۵'],
  ['می\u200cخوش', 'می-خوش'],
  ['ΣΊΣΥΦΟΣ', 'σίσυφος'],
  ['Zaʿfarān — Saffron 1kg', 'zaʿfarān-saffron-1kg'],
  ['a'.repeat(59) + ' bc', 'a'.repeat(59)],
];

test('slugs: letters and digits of any script in lower case, one dash between runs, 60 characters', () => {
  for (const [name, slug] of SLUGS) assert.equal(productSlug(name), slug, name);
});

test('paths percent-encode the slug as browsers do; a name without letters leaves the id alone', () => {
  assert.equal(productPath({ id: 12, name: 'Dried Figs' }), '/products/12-dried-figs');
  assert.equal(
    productPath({ id: 7, name: 'بادام کاغذی' }),
    '/products/7-%D8%A8%D8%A7%D8%AF%D8%A7%D9%85-%DA%A9%D8%A7%D8%BA%D8%B0%DB%8C',
  );
  assert.equal(productPath({ id: 3, name: '***' }), '/products/3');
});

test('the id is read from the segment; anything else names no product', () => {
  assert.equal(productIdOf('12-dried-figs'), 12);
  assert.equal(productIdOf('12'), 12);
  for (const bad of [undefined, '', 'dried-figs', '12x', '-12', '1234567890123456']) assert.equal(productIdOf(bad), null, String(bad));
});

test("a product's URL is its products page", () => {
  assert.equal(pageOfPath('/products/12-dried-figs'), '/products');
  assert.equal(pageOfPath('/fa/products/12'), '/fa/products');
  assert.equal(pageOfPath('/products'), '/products');
  assert.equal(pageOfPath('/about'), '/about');
});
