// The dashboard namespace of the UI's one i18n system (src/i18n): its dictionaries, which only the
// dashboard chunk loads, and the server messages it words.
import { useDictionary } from '../../i18n';
import type { MessageTexts } from '../../i18n/messages';
import { en, type DashDict } from './en';
import { fa } from './fa';

export type { DashDict };
export type DashKey = keyof DashDict;

export const dashboard = { en, fa };

/** The dashboard's dictionary in the current language. */
export function useDT(): DashDict {
  return useDictionary(dashboard);
}

// Field names of the create-product rule, as the server and the spec list them.
const REQUIRED_FIELDS: Record<string, DashKey> = {
  Name: 'productName',
  Price: 'price',
  Unit: 'unit',
  Currency: 'currency',
  Source: 'source',
  'Initial import quantity': 'initialImportQty',
  'Import date': 'importDate',
  'Initial stock': 'initialStock',
  'Sender address': 'mailFrom',
};

// Messages the server is known to answer, shown in the admin's language.
const SERVER_MESSAGES: Record<string, DashKey> = {
  'Invalid username or password': 'invalidCredentials',
  'Export quantity exceeds available stock': 'exceedsStock',
  'Please choose an image': 'pleaseChooseImage',
  'Username already exists': 'usernameExists',
  'Cannot remove the last admin': 'lastAdmin',
  'Password must have at least 8 characters that are not spaces': 'passwordSpaces',
  'This password is one of the most common; please choose another': 'passwordCommon',
  'Username must not contain invisible or direction-control characters': 'usernameInvisible',
  'File name must not contain invisible or direction-control characters': 'fileNameInvisible',
  'The image has too many pixels (at most 16 megapixels)': 'imageTooManyPixels',
  'Phone must be a phone number (digits, spaces, + - ( ) .)': 'phoneInvalid',
  "The site's storage is full, so your request could not be saved. Please try again in a few minutes.": 'diskFull',
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
  'No mail server is set': 'mailNoServer',
  "The mail server is set on the server's command line (--smtp-url); change it there": 'mailByFlags',
  'Host must be a host name such as smtp.example.com': 'mailHostInvalid',
  'Port must be from 1 to 65535': 'mailPortInvalid',
  'Sender address: please enter a valid e-mail address': 'mailFromInvalid',
  'Recipient: please enter a valid e-mail address': 'mailToInvalid',
  "The site's address is set on the server's command line (--public-url or --domain); change it there": 'siteUrlByFlags',
  'Open the dashboard at that address and save it there: once saved, writes from any other address are refused': 'siteUrlElsewhere',
  "The site's address must be like https://golbahar.af (https:// or http://, a host name, an optional port)": 'siteUrlInvalid',
  "The site's address takes no path: only https://, the host name and an optional port": 'siteUrlNoPath',
  'Scheduled backups are off: start the server with --backup-dir': 'backupsOffMessage',
  'A backup is being taken; try again in a moment': 'backupBusy',
  'A key with this name already exists': 'apiKeyNameTaken',
  [en.externalImageFailed]: 'externalImageFailed',
};

/** The server messages the dashboard words, in the language of `t`. */
export function dashMessages(t: DashDict): MessageTexts {
  const known: Record<string, string> = {};
  for (const [message, key] of Object.entries(SERVER_MESSAGES)) known[message] = t[key];
  const fields: Record<string, string> = {};
  for (const [name, key] of Object.entries(REQUIRED_FIELDS)) fields[name] = t[key];
  return { known, timeout: t.requestTimeout, fillRequired: { text: t.fillRequired, fields } };
}
