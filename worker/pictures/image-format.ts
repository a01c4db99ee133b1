import { concatBytes } from './png-encoder';

/**
 * What a picture is, by its bytes, and the same picture without its metadata. Pure functions
 * over Uint8Array so they run alike under Node and Workers; each returns null when the bytes
 * are not a well-formed file of that kind (the upload is then refused).
 */
export type PictureKind = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPE: Record<PictureKind, 'image/jpeg' | 'image/png' | 'image/webp'> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const EXTENSION: Record<PictureKind, 'jpg' | 'png' | 'webp'> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len));

/** The kind by magic bytes; the file name and the declared type are never trusted. */
export function sniffPicture(b: Uint8Array): PictureKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  return null;
}

export function stripMetadata(kind: PictureKind, b: Uint8Array): Uint8Array | null {
  if (kind === 'jpeg') return stripJpeg(b);
  if (kind === 'png') return stripPng(b);
  return stripWebp(b);
}

const concat = concatBytes;

/**
 * JPEG: keeps the image segments and drops every APPn but JFIF (APP0), the colour profile
 * (APP2 "ICC_PROFILE") and Adobe's colour transform (APP14, needed to decode CMYK): EXIF and
 * its GPS position, XMP, IPTC, thumbnails and COM comments go. Whatever follows EOI goes too.
 */
export function stripJpeg(b: Uint8Array): Uint8Array | null {
  if (sniffPicture(b) !== 'jpeg') return null;
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  let sawFrame = false;
  for (;;) {
    if (i + 1 >= b.length || b[i] !== 0xff) return null;
    while (b[i + 1] === 0xff && i + 2 < b.length) i++; // fill bytes before a marker
    const marker = b[i + 1]!;
    if (marker === 0xd9) {
      parts.push(b.subarray(i, i + 2));
      return sawFrame ? concat(parts) : null;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 3 >= b.length) return null;
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    const end = i + 2 + length;
    if (length < 2 || end > b.length) return null;
    if ((marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)) sawFrame = true;
    if (keepJpegSegment(marker, b.subarray(i + 4, end))) parts.push(b.subarray(i, end));
    i = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      const start = i;
      while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0x00 && !(b[i + 1]! >= 0xd0 && b[i + 1]! <= 0xd7))) i++;
      if (i + 1 >= b.length) return null;
      parts.push(b.subarray(start, i));
    }
  }
}

function keepJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker === 0xe0) return true; // APP0 JFIF / JFXX
  if (marker === 0xe2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0';
  if (marker === 0xee) return ascii(payload, 0, 5) === 'Adobe';
  return !(marker >= 0xe1 && marker <= 0xef);
}

const PNG_DROPPED = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);

/**
 * PNG: drops text (comments, software, author…), EXIF and time chunks; stops at IEND. A PNG
 * without image data (no IDAT) is no picture, as a JPEG without a frame or a WebP without an image.
 */
export function stripPng(b: Uint8Array): Uint8Array | null {
  if (sniffPicture(b) !== 'png') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  let first = true;
  let image = false;
  while (i + 12 <= b.length) {
    const length = view.getUint32(i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    if (end > b.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (first && type !== 'IHDR') return null;
    first = false;
    if (type === 'IDAT') image = true;
    if (!PNG_DROPPED.has(type)) parts.push(b.subarray(i, end));
    i = end;
    if (type === 'IEND') return image ? concat(parts) : null;
  }
  return null;
}

const WEBP_DROPPED = new Set(['EXIF', 'XMP ']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** WebP: drops the EXIF and XMP chunks, clears their VP8X flags and writes the new RIFF size. */
export function stripWebp(b: Uint8Array): Uint8Array | null {
  if (sniffPicture(b) !== 'webp') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > b.length || riffEnd < 12) return null;
  const chunks: Uint8Array[] = [];
  let i = 12;
  let image = false;
  while (i + 8 <= riffEnd) {
    const type = ascii(b, i, 4);
    const size = view.getUint32(i + 4, true);
    const end = i + 8 + size + (size & 1);
    if (i + 8 + size > riffEnd) return null;
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANIM') image = true;
    if (!WEBP_DROPPED.has(type)) {
      const chunk = b.slice(i, Math.min(end, riffEnd));
      if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    i = end;
  }
  if (!image) return null;
  const body = concat(chunks);
  const head = new Uint8Array(12);
  head.set(b.subarray(0, 12));
  new DataView(head.buffer).setUint32(4, body.length + 4, true);
  return concat([head, body]);
}
