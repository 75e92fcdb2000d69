// Copies a text for the user: the clipboard API, else (a page over plain http, no permission) the
// older way, a selection. Used by the products' share link and the dashboard's new API key.
/** True when the text was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (a page over plain http) or no permission: the older way, a selection.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'visually-hidden';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
