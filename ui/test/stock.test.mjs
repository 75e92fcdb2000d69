// Stock figures of the products page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { importedQuantity, lastImportDate, inStock, latestExports, clampQuantity } = await loadTs('src/features/products/stock.ts');

const product = (id, extra = {}) => ({ id, name: `P${id}`, unit: 'kg', imageUrl: null, baseStock: 0, available: 0, imports: [], exports: [], ...extra });

test('imported quantity is the sum of the import quantities', () => {
  assert.equal(importedQuantity({ imports: [] }), 0);
  assert.equal(importedQuantity({ imports: [{ quantity: 300 }, { quantity: 120 }] }), 420);
});

test('import date is the latest import record, or none', () => {
  assert.equal(lastImportDate({ imports: [] }), null);
  const imports = [
    { id: 1, quantity: 1, date: '2026-05-10' },
    { id: 2, quantity: 1, date: '2026-03-02' },
    { id: 3, quantity: 1, date: '2025-12-31' },
  ];
  assert.equal(lastImportDate({ imports }), '2026-05-10');
});

test('the inventory lists only products with stock above zero, in order', () => {
  const list = [product(1, { available: 5 }), product(2, { available: 0 }), product(3, { available: 0.5 }), product(4, { available: -1 })];
  assert.deepEqual(inStock(list).map((p) => p.id), [1, 3]);
});

test('exports: the latest 12 records across products, newest first', () => {
  const a = product(1, { exports: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, quantity: 1, date: `2026-01-${String(i + 10).padStart(2, '0')}`, destination: 'UK' })) });
  const b = product(2, { exports: Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, quantity: 2, date: `2026-02-${String(i + 10).padStart(2, '0')}`, destination: 'India' })) });
  const latest = latestExports([a, b], 12);
  assert.equal(latest.length, 12);
  assert.equal(latest[0].date, '2026-02-17');
  assert.equal(latest[0].productName, 'P2');
  assert.equal(latest[11].date, '2026-01-14');
  for (let i = 1; i < latest.length; i++) assert.ok(latest[i - 1].date >= latest[i].date);
});

test('exports on the same day: the later record first', () => {
  const p = product(1, { exports: [{ id: 1, quantity: 1, date: '2026-01-01', destination: 'A' }, { id: 2, quantity: 1, date: '2026-01-01', destination: 'B' }] });
  assert.deepEqual(latestExports([p]).map((e) => e.destination), ['B', 'A']);
});

test('order quantity is kept between 1 and the available stock', () => {
  assert.equal(clampQuantity('', 10), '');
  assert.equal(clampQuantity('0', 10), '1');
  assert.equal(clampQuantity('-4', 10), '1');
  assert.equal(clampQuantity('7', 10), '7');
  assert.equal(clampQuantity('25', 10), '10');
  assert.equal(clampQuantity('3.7', 10), '3');
});

test('the latest exports are those a full sort gives, whatever the order they are read in', () => {
  let seed = 7;
  const random = (n) => (seed = (seed * 48271) % 2147483647) % n;
  for (let round = 0; round < 50; round++) {
    const products = Array.from({ length: 1 + random(6) }, (_, i) =>
      product(i + 1, {
        exports: Array.from({ length: random(9) }, () => ({ id: random(1000), quantity: 1, date: `2026-0${1 + random(3)}-1${random(3)}`, destination: '' })),
      }),
    );
    const all = products.flatMap((p) => p.exports.map((e) => ({ ...e, productId: p.id })));
    all.sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
    const limit = 1 + random(12);
    const got = latestExports(products, limit).map((e) => `${e.date}#${e.id}`);
    assert.deepEqual(got, all.slice(0, limit).map((e) => `${e.date}#${e.id}`));
  }
});
