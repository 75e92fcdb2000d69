// One bundle of what errors.test.mjs checks, so that the fetch wrapper's ApiError is one class
// for the public site's and the dashboard's translators alike.
export { ApiError } from '../src/api.ts';
export { localizeError, orderErrorMessage } from '../src/lib/errors.ts';
export { errorText, adminMessage } from '../src/dashboard/dashApi.ts';
export { dashboard } from '../src/dashboard/i18n/index.ts';
export { en as siteEn } from '../src/i18n/en.ts';
export { fa as siteFa } from '../src/i18n/fa.ts';
