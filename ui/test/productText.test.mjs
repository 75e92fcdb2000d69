// A product's texts in the reader's language: Persian where written, else English marked as such.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { productName, productDescription, textAttrs } = await loadTs('src/features/products/productText.ts');

test('Persian where it is written, the English text marked as English where not', () => {
  const p = { name: 'Green raisins', nameFa: 'کشمش سبز', description: 'Shade-dried.', descriptionFa: '' };
  assert.deepEqual(productName(p, 'en'), { text: 'Green raisins' });
  assert.deepEqual(productName(p, 'fa'), { text: 'کشمش سبز' });
  assert.deepEqual(productDescription(p, 'fa'), { text: 'Shade-dried.', lang: 'en' });
  assert.deepEqual(productDescription({ description: '' }, 'fa'), { text: '', lang: undefined });
  assert.deepEqual(textAttrs(productDescription(p, 'fa')), { lang: 'en', dir: 'ltr' });
  assert.deepEqual(textAttrs(productName(p, 'fa')), { dir: 'auto' });
});
