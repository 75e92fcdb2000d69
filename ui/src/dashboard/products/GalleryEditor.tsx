// A product's photos in the edit panel (and, after the card's image, in the add-product form): the
// ordered list (the first is the card's), each with buttons to move it earlier or later and to
// remove it, and a file input to add more (at most MAX_PHOTOS). Everything is a button or an input,
// so the keyboard does it all; each change is announced. New files are downscaled when the form is
// saved (`galleryForSave`, `photosOf`).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { PhotoInput, Product } from '../../lib/api-types';
import { EDIT_UPLOAD_LIMITS, downscaleToJpeg, isImageFile } from '../images';
import { useDT } from '../i18n';

export const MAX_PHOTOS = 8;

export type GalleryItem = { key: string; url: string } | { key: string; file: File };

let next = 0;
const newKey = () => `photo-${++next}`;

/** The product's photos as the editor starts with them. */
export function galleryOf(p: Product): GalleryItem[] {
  const photos = p.images?.length ? p.images.map((i) => i.url) : p.imageUrl ? [p.imageUrl] : [];
  return photos.map((url) => ({ key: newKey(), url }));
}

/** The photos as sent: each new file downscaled as the edit panel's are. */
export async function photosOf(items: GalleryItem[]): Promise<PhotoInput[]> {
  const out: PhotoInput[] = [];
  for (const item of items) {
    out.push({ url: 'url' in item ? item.url : await downscaleToJpeg(item.file, EDIT_UPLOAD_LIMITS.maxSide, EDIT_UPLOAD_LIMITS.quality) });
  }
  return out;
}

/** `images` for the update, or null when the gallery is as it was. */
export async function galleryForSave(items: GalleryItem[], p: Product): Promise<PhotoInput[] | null> {
  const before = galleryOf(p).map((i) => ('url' in i ? i.url : ''));
  const unchanged = items.length === before.length && items.every((i, n) => 'url' in i && i.url === before[n]);
  return unchanged ? null : photosOf(items);
}

function Thumb({ item }: { item: GalleryItem }) {
  const file = 'file' in item ? item.file : null;
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);
  const src = 'url' in item ? item.url : fileUrl;
  return src ? <img src={src} alt="" width={96} height={72} /> : null;
}

type EditorProps = {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  /** The photos chosen elsewhere that come first (the add-product form's card image): 0 or 1. */
  before?: number;
  title?: string;
  hint?: string;
};

export function GalleryEditor({ items, onChange, before = 0, title, hint }: EditorProps) {
  const t = useDT();
  const lang = useLang();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [said, setSaid] = useState('');
  const n = (i: number) => formatNumber(before + i + 1, lang);
  const count = formatNumber(before + items.length, lang);
  const room = MAX_PHOTOS - before;

  const move = (from: number, to: number) => {
    const moved = [...items];
    const [item] = moved.splice(from, 1);
    moved.splice(to, 0, item);
    onChange(moved);
    setSaid(fill(t.galleryMoved, { n: n(to), count }));
    // keep the focus on the photo that moved, on the same button where it still can go that way
    const way = to < from ? 'earlier' : 'later';
    requestAnimationFrame(() => {
      const row = list.current?.children[to];
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${way}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
      button?.focus();
    });
  };
  const remove = (at: number) => {
    onChange(items.filter((_, i) => i !== at));
    setSaid(t.galleryRemoved);
    requestAnimationFrame(() => {
      const rows = list.current?.children;
      const row = rows?.[Math.min(at, rows.length - 1)];
      (row?.querySelector<HTMLButtonElement>('[data-remove]') ?? input.current)?.focus();
    });
  };
  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])].filter(isImageFile).slice(0, room - items.length);
    if (chosen.length) {
      onChange([...items, ...chosen.map((file) => ({ key: newKey(), file }))]);
      setSaid(fill(t.galleryAdded, { count: formatNumber(before + items.length + chosen.length, lang) }));
    }
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className="dash-gallery" data-testid="edit-product-gallery">
      <legend>{title ?? t.galleryTitle}</legend>
      <p className="dash-muted" id={`${id}-hint`}>
        {fill(hint ?? t.galleryHint, { max: formatNumber(MAX_PHOTOS, lang) })}
      </p>
      {before + items.length === 0 && <p className="dash-muted">{t.noImage}</p>}
      {items.length > 0 && (
        <ol className="dash-gallery-list" ref={list}>
          {items.map((item, i) => (
            <li key={item.key} data-testid="gallery-item">
              <Thumb item={item} />
              <span className="dash-gallery-place">
                {fill(t.galleryPlace, { n: n(i), count })}
                {before + i === 0 && <span className="dash-chip">{t.galleryCover}</span>}
              </span>
              <span className="dash-gallery-buttons">
                <button type="button" className="dash-btn dash-btn-sm" data-move="earlier" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={fill(t.galleryEarlier, { n: n(i) })}>
                  {t.galleryEarlierShort}
                </button>
                <button type="button" className="dash-btn dash-btn-sm" data-move="later" disabled={i === items.length - 1} onClick={() => move(i, i + 1)} aria-label={fill(t.galleryLater, { n: n(i) })}>
                  {t.galleryLaterShort}
                </button>
                <button type="button" className="dash-btn dash-btn-sm dash-btn-danger" data-remove onClick={() => remove(i)} aria-label={fill(t.galleryRemove, { n: n(i) })}>
                  {t.galleryRemoveShort}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <label className="dash-gallery-add">
        <span>{t.galleryAdd}</span>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          disabled={items.length >= room}
          aria-describedby={`${id}-hint`}
          onChange={(e) => add(e.target.files)}
          data-testid="gallery-add"
        />
      </label>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
