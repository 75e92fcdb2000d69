// Loads a TypeScript module of src/ for node's test runner: esbuild bundles it (with its imports)
// to one ESM file in a temporary folder, which is then imported.
import { buildSync } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'ui-unit-'));

export async function loadTs(relPath) {
  const file = join(out, basename(relPath).replace(/\.tsx?$/, '.mjs'));
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
