// A product's URL: the same slug as the server's (both read tests/fixtures/slugs.json), the id read
// back from the segment, and the page a product's URL belongs to.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { productSlug, productPath, productIdOf, pageOfPath } = await loadTs('src/features/products/productLink.ts');

// The cases the server's test reads too (src/pages.rs, `slugs_match_the_ui`).
const CASES = JSON.parse(readFileSync(new URL('../../tests/fixtures/slugs.json', import.meta.url), 'utf8'));

test('slugs: letters and digits of any script in lower case, one dash between runs, 60 characters', () => {
  for (const [name, slug] of CASES.slugs) assert.equal(productSlug(name), slug, name);
});

test('paths percent-encode the slug as browsers do; a name without letters leaves the id alone', () => {
  for (const [id, name, segment] of CASES.segments) assert.equal(productPath({ id, name }), `/products/${segment}`, name);
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

test("a product's Persian URL is named by its Persian name, else by its English one (as the server's)", () => {
  const raisins = { id: 7, name: 'Green raisins', nameFa: 'کشمش سبز' };
  assert.equal(productPath(raisins), '/products/7-green-raisins');
  assert.equal(productPath(raisins, 'en'), '/products/7-green-raisins');
  // src/web/product_text.rs, `persian_where_written_else_english`
  assert.equal(productPath(raisins, 'fa'), '/products/7-%DA%A9%D8%B4%D9%85%D8%B4-%D8%B3%D8%A8%D8%B2');
  assert.equal(productPath({ id: 8, name: 'Saffron', nameFa: ' ' }, 'fa'), '/products/8-saffron');
});
