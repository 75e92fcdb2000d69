// Images and documents as the browser prepares them before they are sent: downscaled JPEG data URLs,
// external links fetched into data URLs, PDFs read as data URLs.

export const EXTERNAL_IMAGE_ERROR =
  'Unable to fetch external image (CORS or network error). Please upload the image file instead.';
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;

/** Limits of the specification: uploads in forms, and in the product edit panel. */
export const UPLOAD_LIMITS = { maxSide: 1200, quality: 0.75 } as const;
export const EDIT_UPLOAD_LIMITS = { maxSide: 1600, quality: 0.8 } as const;

export class ImageError extends Error {}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export function isPdfFile(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsDataURL(blob);
  });
}

async function decode(blob: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; done: () => void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, done: () => bitmap.close() };
    } catch {
      // Some formats (e.g. SVG) only decode through an <img>.
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, done: () => URL.revokeObjectURL(url) };
  } catch (e) {
    URL.revokeObjectURL(url);
    throw e;
  }
}

/**
 * Scales an image down so that its longer side is at most `maxSide` (never up) and re-encodes it as a
 * JPEG data URL at `quality`. Transparent areas become white, as JPEG has no alpha.
 */
export async function downscaleToJpeg(file: Blob, maxSide: number, quality: number): Promise<string> {
  let decoded;
  try {
    decoded = await decode(file);
  } catch {
    throw new ImageError('Failed to process image');
  }
  try {
    const { width, height } = decoded;
    if (!width || !height) throw new ImageError('Failed to process image');
    const scale = Math.min(1, maxSide / Math.max(width, height));
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ImageError('Failed to process image');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, w, h);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(decoded.source, 0, 0, w, h);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (!dataUrl.startsWith('data:image/jpeg')) throw new ImageError('Failed to process image');
    return dataUrl;
  } finally {
    decoded.done();
  }
}

/** http(s) or protocol-relative links, which are fetched by the browser rather than stored as links. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}

/**
 * Fetches an external image (10 s time-out). Any failure — CORS, network, time-out, a non-image
 * answer — is the specification's external-image message.
 */
export async function fetchExternalImage(url: string, signal?: AbortSignal, timeoutMs = IMAGE_FETCH_TIMEOUT_MS): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const target = url.trim().startsWith('//') ? `${location.protocol}${url.trim()}` : url.trim();
    const res = await fetch(target, { signal: controller.signal, mode: 'cors', credentials: 'omit' });
    if (!res.ok) throw new ImageError(EXTERNAL_IMAGE_ERROR);
    const blob = await res.blob();
    if (!blob.type.startsWith('image/')) throw new ImageError(EXTERNAL_IMAGE_ERROR);
    return blob;
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ImageError(EXTERNAL_IMAGE_ERROR);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * What an image field holds, made ready to send: a file is downscaled to a JPEG data URL; an external
 * link is fetched and goes the same way (so a huge remote picture cannot exceed the server's body
 * limit); a data URL or a path already stored on this site is sent unchanged.
 */
export type ImageChoice = { kind: 'none' } | { kind: 'file'; file: File } | { kind: 'url'; url: string };

export async function prepareImage(
  choice: ImageChoice,
  limits: { maxSide: number; quality: number } = UPLOAD_LIMITS,
  signal?: AbortSignal,
): Promise<string | null> {
  if (choice.kind === 'none') return null;
  if (choice.kind === 'file') {
    if (!isImageFile(choice.file)) throw new ImageError('Failed to process image');
    return downscaleToJpeg(choice.file, limits.maxSide, limits.quality);
  }
  const url = choice.url.trim();
  if (!url) return null;
  if (isExternalUrl(url)) return downscaleToJpeg(await fetchExternalImage(url, signal), limits.maxSide, limits.quality);
  return url;
}
