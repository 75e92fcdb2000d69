// The UI's one table of unit words (src/i18n/units.ts) says exactly what tests/fixtures/units.json
// says, the file the server's table is checked against too, and the public dictionaries take theirs
// from it (the server's rendered pages read `units` and `unitOne` through page-meta.json).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const fixture = JSON.parse(readFileSync(new URL('../../tests/fixtures/units.json', import.meta.url), 'utf8'));
const { UNIT_WORDS } = await loadTs('src/i18n/units.ts');
const { dictionaries } = await loadTs('src/i18n/index.ts');

test('the unit words are the fixture’s, in both languages', () => {
  assert.deepEqual(UNIT_WORDS, { en: fixture.en, fa: fixture.fa });
});

test('the public dictionaries use the same words', () => {
  for (const lang of ['en', 'fa']) {
    assert.deepEqual(dictionaries[lang].units, fixture[lang].counted, `${lang}.units`);
    assert.deepEqual(dictionaries[lang].unitOne, fixture[lang].one, `${lang}.unitOne`);
  }
});

test('the dashboard has no unit words of its own', async () => {
  const { en, fa } = { en: (await loadTs('src/dashboard/i18n/en.ts')).en, fa: (await loadTs('src/dashboard/i18n/fa.ts')).fa };
  const words = new Set(['en', 'fa'].flatMap((l) => [...Object.values(fixture[l].one), ...Object.values(fixture[l].counted)]).concat('ton', 'جعبه'));
  for (const dict of [en, fa]) assert.deepEqual(Object.entries(dict).filter(([, v]) => words.has(v)), []);
});
