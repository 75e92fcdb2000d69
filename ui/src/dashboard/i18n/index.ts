// The dashboard namespace of the UI's one i18n system (src/i18n): its dictionaries, which only the
// dashboard chunk loads, and the server messages it words.
import { useDictionary } from '../../i18n';
import type { MessageTexts } from '../../i18n/messages';
import type { ErrorCode } from '../../lib/api-types';
import { en, type DashDict } from './en';
import { fa } from './fa';

export type { DashDict };
export type DashKey = keyof DashDict;

export const dashboard = { en, fa };

/** The dashboard's dictionary in the current language. */
export function useDT(): DashDict {
  return useDictionary(dashboard);
}

// The request fields the server names (`field` of `required` and `invalid_field`), by their name in
// the contract, with their label in the dashboard.
const FIELDS: Record<string, DashKey> = {
  name: 'productName',
  price: 'price',
  unit: 'unit',
  currency: 'currency',
  source: 'source',
  initialImportQty: 'initialImportQty',
  importDate: 'importDate',
  initialStock: 'initialStock',
  quantity: 'quantity',
  destination: 'destination',
  username: 'username',
  password: 'password',
  from: 'mailFrom',
  host: 'mailHost',
  port: 'mailPort',
  contactPhone: 'contactPhone',
  contactEmail: 'contactEmail',
  instagramUrl: 'instagram',
  facebookUrl: 'facebook',
  whatsappUrl: 'whatsapp',
  youtubeUrl: 'youtube',
  linkedinUrl: 'linkedin',
  siteUrl: 'siteUrlLabel',
  nameFa: 'productNameFa',
  description: 'productDescription',
  descriptionFa: 'productDescriptionFa',
  title: 'awardTitle',
  titleFa: 'awardTitleFa',
  incoterms: 'incoterms',
  paymentTerms: 'paymentTerms',
  paymentTermsFa: 'paymentTermsFa',
  samplePolicy: 'samplePolicy',
  samplePolicyFa: 'samplePolicyFa',
  inspection: 'inspection',
  inspectionFa: 'inspectionFa',
  issuer: 'docIssuer',
  number: 'docNumber',
  validUntil: 'docValidUntil',
  file: 'docFile',
  productId: 'docBelongsTo',
  // quotes and the bank details (issue 30)
  place: 'quotePlace',
  placeFa: 'quotePlaceFa',
  leadTimeDays: 'factLeadTime',
  unitPrice: 'quoteUnitPrice',
  lines: 'quoteLines',
  message: 'quoteMessageEn',
  messageFa: 'quoteMessageFa',
  text: 'quoteMessage',
  beneficiary: 'bankBeneficiary',
  bankName: 'bankName',
  account: 'bankAccount',
  iban: 'bankIban',
  swift: 'bankSwift',
  bankAddress: 'bankAddress',
  notes: 'bankNotes',
  notesFa: 'bankNotesFa',
  code: 'authCode',
  email: 'noticeEmail',
};

// The server's error codes (src/error.rs) the dashboard words; `code:field` where the field decides
// (an `invisible_characters` `name` is the profile's file name: an API key's name comes unnamed).
const SERVER_CODES: Partial<Record<`${ErrorCode}` | `${ErrorCode}:${string}`, DashKey>> = {
  invalid_credentials: 'invalidCredentials',
  invalid_code: 'invalidCode',
  session_only: 'sessionOnlyError',
  backup_key: 'backupKeyError',
  confirm_password: 'confirmPasswordError',
  'confirm_password:password': 'wrongPassword',
  'confirm_password:code': 'invalidCode',
  'conflict:code': 'secondFactorWrongCode',
  second_factor_setup: 'secondFactorSetupError',
  'invalid_field:code': 'invalidCode',
  out_of_stock: 'exceedsStock',
  image_required: 'pleaseChooseImage',
  'already_exists:username': 'usernameExists',
  'already_exists:name': 'apiKeyNameTaken',
  not_https: 'webhookNotHttps',
  private_address: 'webhookPrivate',
  unknown_event: 'webhookUnknownEvent',
  too_many_endpoints: 'webhookTooMany',
  'required:events': 'webhookNoEvents',
  'required:url': 'webhookNotHttps',
  last_admin: 'lastAdmin',
  password_spaces: 'passwordSpaces',
  common_password: 'passwordCommon',
  'invisible_characters:username': 'usernameInvisible',
  'invisible_characters:name': 'fileNameInvisible',
  too_many_pixels: 'imageTooManyPixels',
  'invalid_field:contactPhone': 'phoneInvalid',
  disk_full: 'diskFull',
  no_mail_server: 'mailNoServer',
  'set_by_flags:host': 'mailByFlags',
  'set_by_flags:siteUrl': 'siteUrlByFlags',
  'invalid_field:host': 'mailHostInvalid',
  'invalid_field:port': 'mailPortInvalid',
  'invalid_field:from': 'mailFromInvalid',
  'invalid_field:to': 'mailToInvalid',
  'invalid_field:siteUrl': 'siteUrlInvalid',
  other_address: 'siteUrlElsewhere',
  backups_off: 'backupsOffMessage',
  backup_busy: 'backupBusy',
  internal: 'serverFailed',
  not_found: 'notFoundAnyMore',
  too_many_requests: 'tooManyAttempts',
  body_too_large: 'tooLarge',
  timeout: 'bodyStalled',
  invalid_image: 'unreadableFile',
  'invalid_field:facts.variety': 'factTextInvalid',
  'invalid_field:facts.varietyFa': 'factTextInvalid',
  'invalid_field:facts.grade': 'factTextInvalid',
  'invalid_field:facts.gradeFa': 'factTextInvalid',
  'invalid_field:facts.cropYear': 'cropYearInvalid',
  'invalid_field:facts.moisture': 'moistureInvalid',
  'invalid_field:facts.shelfLifeMonths': 'shelfLifeInvalid',
  'invalid_field:facts.hsCode': 'hsCodeInvalid',
  'invalid_field:facts.minOrder': 'minOrderInvalid',
  'invalid_field:facts.leadTimeDays': 'leadTimeInvalid',
  'invalid_field:facts.packaging': 'packagingInvalid',
  'invalid_field:lowStockThreshold': 'lowStockInvalid',
  'required:facts.packaging': 'packagingInvalid',
  'invalid_field:incoterms': 'incotermsInvalid',
  'required:incoterms': 'incotermsInvalid',
  'invalid_image:file': 'docFileKind',
  'invalid_field:validUntil': 'docDateInvalid',
  // quotes (issue 30)
  quote_not_open: 'quoteNotOpen',
  lines_mismatch: 'quoteLinesMismatch',
  'date_out_of_range:validUntil': 'quoteValidityInvalid',
  // the price list (issue 42); a missing or doubled column is worded with its name where shown
  not_utf8: 'sheetNotUtf8',
  sheet_problems: 'sheetHasProblems',
  sheet_changed: 'sheetChanged',
};

// The dashboard's own messages (and the fetch wrapper's), shown in the admin's language.
const OWN_MESSAGES: Record<string, DashKey> = {
  'Request failed': 'requestFailed',
  'Request timed out': 'requestTimedOut',
  'Failed to load': 'failedToLoad',
  'Failed to save': 'failedToSave',
  'Failed to upload': 'uploadFailed',
  'Failed to create': 'failedToCreate',
  'Failed to add': 'failedToAdd',
  'Failed to remove': 'failedToRemove',
  'Failed to process image': 'failedToProcessImage',
  'Unexpected server response': 'unexpectedResponse',
  'Failed to add import': 'failedToAddImport',
  'Failed to add export': 'failedToAddExport',
  'Failed to update order status': 'failedToUpdateOrder',
  'Failed to load orders': 'failedToLoadOrders',
  'Failed to load awards': 'failedToLoadAwards',
  'Failed to load analytics': 'failedToLoadAnalytics',
  'Failed': 'failed',
  [en.externalImageFailed]: 'externalImageFailed',
};

const texts = <K extends string>(t: DashDict, keys: Partial<Record<K, DashKey>>) => {
  const out: Partial<Record<K, string>> = {};
  for (const [k, key] of Object.entries(keys) as [K, DashKey][]) out[k] = t[key];
  return out;
};

/** The errors the dashboard words, in the language of `t`. */
export function dashMessages(t: DashDict): MessageTexts {
  const fields = texts(t, FIELDS) as Record<string, string>;
  return {
    codes: texts(t, SERVER_CODES),
    known: texts(t, OWN_MESSAGES) as Record<string, string>,
    timeout: t.requestTimeout,
    fillRequired: { text: t.fillRequired, fields },
    invalidField: { text: t.invalidField, unnamed: t.invalidValue, fields },
  };
}
