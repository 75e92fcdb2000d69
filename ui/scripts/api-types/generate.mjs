// Writes src/lib/api-schema.ts, the UI's API types, from the server's openapi.json (openapi-typescript).
//   node scripts/api-types/generate.mjs           rewrite it
//   node scripts/api-types/generate.mjs --check   fail when the committed file is stale
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const spec = new URL('../../../openapi.json', import.meta.url);
const target = new URL('../../src/lib/api-schema.ts', import.meta.url);
const HEADER = `// Generated from openapi.json by \`npm run api-types\` (openapi-typescript): do not edit.
// The hand-written names for these types are in ./api-types.ts.

`;

const generated = HEADER + astToString(await openapiTS(JSON.parse(await readFile(spec, 'utf8'))));
if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error('ui/src/lib/api-schema.ts is stale: openapi.json changed. Run `npm run api-types` in ui/ and commit it.');
    process.exit(1);
  }
} else {
  await writeFile(target, generated);
  console.log('ui/src/lib/api-schema.ts written');
}
