// Validates the structured data of served pages, for tests/reliability/test_metadata.py:
// web-auto-extractor reads each page's JSON-LD (and microdata, RDFa, meta tags) as a crawler
// does, and Adobe's structured-data validator checks it against the schema.org vocabulary (every
// type exists, every property belongs to its type or a parent) and Google's rich-result rules
// (Product, Offer, Organization, ListItem, ...).
//
//   node validate.mjs VOCABULARY.jsonld PAGE.html...
//
// Prints one JSON object: for each page, what was extracted and the validator's issues.
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { readFileSync } from 'node:fs';

const [vocabulary, ...pages] = process.argv.slice(2);
if (!vocabulary || pages.length === 0) {
  console.error('usage: node validate.mjs VOCABULARY.jsonld PAGE.html...');
  process.exit(2);
}
const validator = new Validator(JSON.parse(readFileSync(vocabulary, 'utf8')));
const out = {};
for (const page of pages) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    readFileSync(page, 'utf8'),
  );
  const issues = await validator.validate(extracted);
  out[page] = {
    types: Object.keys(extracted.jsonld),
    metatags: extracted.metatags,
    errors: extracted.errors,
    issues: issues.map(({ issueMessage, severity, errorType, path, fieldNames }) => ({
      issueMessage,
      severity,
      errorType: errorType ?? null,
      path: (path ?? []).map((p) => [p.property, p.type].filter(Boolean).join(':')).join(' > '),
      fieldNames,
    })),
  };
}
process.stdout.write(JSON.stringify(out));
