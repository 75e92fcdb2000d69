// Errors are worded by the server's code, not by its English message: a reworded message still
// reads the same in either language, an unknown code shows the message as it came, and a message
// without a code is never taken for the server's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { ApiError, localizeError, orderErrorMessage, errorText, adminMessage, dashboard: dash, siteEn, siteFa } =
  await loadTs('test/errors.entry.mjs');
const site = { en: siteEn, fa: siteFa };

test('the order dialog words the server’s codes, whatever the message says', () => {
  for (const lang of ['en', 'fa']) {
    const t = site[lang];
    const out = { message: 'Sorry, we have fewer than that', code: 'out_of_stock' };
    assert.equal(localizeError(out, t, lang), t.errors.exceedsStock);
    assert.equal(localizeError({ message: 'No such product', code: 'not_found' }, t, lang), t.errors.productNotFound);
    assert.equal(localizeError({ message: 'Slow down', code: 'too_many_requests' }, t, lang), t.errors.tooMany);
    assert.equal(localizeError({ message: 'Disk!', code: 'disk_full' }, t, lang), t.errors.diskFull);
    assert.equal(localizeError({ message: 'Internal server error', code: 'internal' }, t, lang), t.errors.failedToSubmit);
  }
  assert.equal(localizeError('Failed to submit', site.fa, 'fa'), site.fa.errors.failedToSubmit);
  assert.equal(localizeError('Request timeout (15000ms)', site.fa, 'fa'), site.fa.errors.timeout.replace('{ms}', '۱۵۰۰۰'));
});

test('an unknown code shows the message; a message without a code is not matched', () => {
  assert.equal(localizeError({ message: 'Something new', code: 'conflict' }, site.fa, 'fa'), 'Something new');
  assert.equal(
    localizeError('Requested quantity exceeds available stock', site.fa, 'fa'),
    'Requested quantity exceeds available stock',
  );
});

test('a failed order carries the server’s code to the dialog', () => {
  const e = new ApiError('Reworded stock message', 409, 'out_of_stock');
  assert.deepEqual(orderErrorMessage(e), { message: 'Reworded stock message', code: 'out_of_stock', field: undefined });
  assert.equal(orderErrorMessage(new ApiError('x', 429)).code, 'too_many_requests');
  assert.deepEqual(orderErrorMessage(new Error('boom')), { message: 'Failed to submit' });
  assert.equal(localizeError(orderErrorMessage(e), site.fa, 'fa'), site.fa.errors.exceedsStock);
});

test('the dashboard words the server’s codes, and by field where the field decides', () => {
  const err = (message, status, code, field) => new ApiError(message, status, code, field);
  for (const lang of ['en', 'fa']) {
    const t = dash[lang];
    const cases = [
      [err('Wrong pair (reworded)', 401, 'invalid_credentials'), t.invalidCredentials],
      [err('Too much', 409, 'out_of_stock'), t.exceedsStock],
      [err('Taken', 409, 'already_exists', 'username'), t.usernameExists],
      [err('Taken', 409, 'already_exists', 'name'), t.apiKeyNameTaken],
      [err('Last one', 409, 'last_admin'), t.lastAdmin],
      [err('Bad host', 400, 'invalid_field', 'host'), t.mailHostInvalid],
      [err('Bad address', 400, 'invalid_field', 'siteUrl'), t.siteUrlInvalid],
      [err('By flags', 409, 'set_by_flags', 'siteUrl'), t.siteUrlByFlags],
      [err('By flags', 409, 'set_by_flags', 'host'), t.mailByFlags],
      [err('Invisible', 400, 'invisible_characters', 'username'), t.usernameInvisible],
      [err('Full', 503, 'disk_full'), t.diskFull],
      [err('Off', 409, 'backups_off'), t.backupsOffMessage],
    ];
    for (const [e, text] of cases) assert.equal(errorText(e, 'fallback', lang), text, `${lang} ${e.code} ${e.field}`);
  }
});

test('required fields are named in the admin’s language, from the fields the server lists', () => {
  const e = new ApiError('Please fill required fields: Name, Price', 400, 'required', 'name,price');
  assert.equal(errorText(e, 'x', 'fa'), dash.fa.fillRequired.replace('{fields}', `${dash.fa.productName}، ${dash.fa.price}`));
  assert.equal(errorText(e, 'x', 'en'), 'Please fill required fields: Name, Price');
  // a field the dashboard cannot name: the server's own list
  const odd = new ApiError('Please fill required fields: Colour', 400, 'required', 'colour');
  assert.equal(errorText(odd, 'x', 'fa'), 'Please fill required fields: Colour');
});

test('an invalid field reads in Persian by its name; English keeps the server’s precise words', () => {
  const e = new ApiError('Invalid request: field `contactEmail` verification failed. maxLength(254)', 400, 'invalid_field', 'contactEmail');
  assert.equal(errorText(e, 'x', 'fa'), dash.fa.invalidField.replace('{field}', dash.fa.contactEmail));
  assert.equal(errorText(e, 'x', 'en'), e.message);
  const unnamed = new ApiError('Quantity must be at least 1', 400, 'invalid_field');
  assert.equal(errorText(unnamed, 'x', 'fa'), dash.fa.invalidValue);
  assert.equal(errorText(unnamed, 'x', 'en'), 'Quantity must be at least 1');
});

test('the codes any tab may meet are worded once, in the admin’s language', () => {
  assert.equal(errorText(new ApiError('Admin not found', 404, 'not_found'), 'Failed', 'fa'), dash.fa.notFoundAnyMore);
  assert.equal(errorText(new ApiError('Internal server error', 500, 'internal'), 'Failed', 'fa'), dash.fa.serverFailed);
  assert.equal(errorText(new ApiError('Internal server error', 500, 'internal'), 'Failed', 'en'), dash.en.serverFailed);
  assert.equal(errorText(new ApiError('Body too large', 413, 'body_too_large'), 'Failed', 'fa'), dash.fa.tooLarge);
});

test('the dashboard shows the message of a code it does not word, and the action’s text without one', () => {
  const conflict = 'Base stock cannot be less than what was already exported';
  assert.equal(errorText(new ApiError(conflict, 409, 'conflict'), 'Failed', 'fa'), conflict);
  assert.equal(errorText(new ApiError('Username already exists', 409), 'Failed', 'fa'), 'Username already exists');
  assert.equal(errorText(new ApiError('Request failed', 500), dash.fa.failedToSave, 'fa'), dash.fa.failedToSave);
  assert.equal(adminMessage('Request timed out', 'fa'), dash.fa.requestTimedOut);
});
