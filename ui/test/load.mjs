// Loads a TypeScript module of src/ for node's test runner: esbuild bundles it (with its imports)
// to one ESM file in a temporary folder, which is then imported.
import { buildSync } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'ui-unit-'));

export async function loadTs(relPath) {
  // Named for the whole path: src/i18n/en.ts and src/dashboard/i18n/en.ts are different modules.
  const file = join(out, relPath.replace(/[/\\]/g, '__').replace(/\.tsx?$/, '.mjs'));
  buildSync({
    entryPoints: [join(root, relPath)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'error',
  });
  return import(pathToFileURL(file).href);
}
