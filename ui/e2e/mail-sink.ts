// A real SMTP server on loopback for the browser tests, and mail as its reader's program sees it
// (headers decoded, parts split, bodies and attachments decoded); and a PDF's text as pdftotext
// gives it. Shared by the journeys that follow mail from the site.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../scripts/site-server.mjs';

// ---- A mail as its reader's program sees it: headers decoded, parts split, bodies decoded.

type Part = { headers: Map<string, string>; body: Buffer };
export type Mail = { to: string; subject: string; contentType: string; text: string; attachments: { filename: string; type: string; bytes: Buffer }[] };

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`); adjacent ones join without the space between. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
}

function splitPart(raw: Buffer): Part {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? Buffer.alloc(0) : raw.subarray(end + 4) };
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text = part.body.toString('latin1');
  if (encoding === 'base64') return Buffer.from(text.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    return Buffer.from(text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');
  }
  return part.body;
}

function param(header: string, name: string): string | undefined {
  const m = header.match(new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, 'i'));
  return m ? (m[2] ?? m[1]) : undefined;
}

function parseMail(raw: Buffer): Mail {
  const top = splitPart(raw);
  const contentType = top.headers.get('content-type') ?? 'text/plain';
  const mail: Mail = { to: decodeWords(top.headers.get('to') ?? ''), subject: decodeWords(top.headers.get('subject') ?? ''), contentType, text: '', attachments: [] };
  const parts: Part[] = [];
  if (/^multipart\//i.test(contentType)) {
    const boundary = param(contentType, 'boundary')!;
    const chunks = raw.toString('latin1').split(`--${boundary}`);
    // before the first boundary: the preamble; after the last (`--`): the epilogue
    for (const chunk of chunks.slice(1, -1)) parts.push(splitPart(Buffer.from(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''), 'latin1')));
  } else {
    parts.push(top);
  }
  for (const part of parts) {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const disposition = part.headers.get('content-disposition') ?? '';
    if (/^attachment/i.test(disposition)) {
      mail.attachments.push({ filename: decodeWords(param(disposition, 'filename') ?? ''), type: type.split(';')[0], bytes: decodeBody(part) });
    } else if (/^text\/plain/i.test(type)) {
      mail.text += decodeBody(part).toString('utf8');
    }
  }
  return mail;
}

export type Sink = { port: number; mails: Mail[]; close: () => Promise<void> };

/** An SMTP server on 127.0.0.1 that keeps every message it is given, parsed. */
export async function startSink(): Promise<Sink> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200, // the site keeps its connection open for the next mail
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(parseMail(Buffer.concat(chunks)));
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits for the one mail to `to` whose subject contains `subject`, and answers it. */
export async function mailTo(sink: Sink, to: string, subject: string): Promise<Mail> {
  const find = () => sink.mails.filter((m) => m.to.includes(to) && m.subject.includes(subject));
  await expect.poll(() => find().length, { message: `a mail to ${to} about “${subject}”` }).toBe(1);
  return find()[0];
}

/** The text of a PDF as `pdftotext -layout` gives it. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'journey-'));
  try {
    const file = join(dir, 'proforma.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

