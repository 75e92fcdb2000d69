// What the certificate tests share: a real (minimal) PDF and dates relative to today.

/** A minimal well-formed PDF, as the server checks it (`%PDF-` ... `%%EOF`). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** `YYYY-MM-DD` `days` from today, in this machine's time zone (the browser's). */
export function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
