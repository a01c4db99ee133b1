import { concatBytes, deflate, encodePng, pngChunk } from './png-encoder';

/**
 * Small real pictures with metadata in them, built in the tests (nothing copied): a PNG with
 * text, time and EXIF chunks, a baseline JPEG skeleton with EXIF/XMP/comment segments, and an
 * extended WebP with EXIF and XMP chunks.
 */
const text = (s: string) => new TextEncoder().encode(s);
export const SECRET_PLACE = 'GPS 18.5204N 73.8567E';

export function solidRgb(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const out = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) out.set(rgb, i * 3);
  return out;
}

export async function pngWithMetadata(width = 4, height = 3): Promise<Uint8Array> {
  return encodePng(width, height, solidRgb(width, height, [200, 80, 60]), [
    pngChunk('tEXt', text(`Comment\0${SECRET_PLACE}`)),
    pngChunk('tIME', new Uint8Array([0x07, 0xea, 11, 22, 10, 0, 0])),
    pngChunk('eXIf', text(`MM\0*${SECRET_PLACE}`)),
    pngChunk('iTXt', text(`Author\0\0\0\0\0${SECRET_PLACE}`)),
  ]);
}

/**
 * A black-and-white PNG (1 bit a pixel) of any size with its real image data: a 20000 × 20000
 * one is 50 MB raw but about 50 KB deflated, the shape of a "decompression bomb" for viewers.
 */
export async function blankPng(width: number, height: number): Promise<Uint8Array> {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit, greyscale, deflate, adaptive filters, no interlace
  const rows = new Uint8Array((Math.ceil(width / 8) + 1) * height); // filter byte 0 and blank pixels on each row
  return concatBytes([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', await deflate(rows)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A well-formed PNG that has a header and an end but no image data (no IDAT chunk). */
export async function pngWithoutImageData(): Promise<Uint8Array> {
  const png = await blankPng(4, 4);
  const view = new DataView(png.buffer);
  const idatAt = 8 + 12 + 13;
  return concatBytes([png.subarray(0, idatAt), png.subarray(idatAt + 12 + view.getUint32(idatAt))]);
}

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + payload.length);
  out.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  out.set(payload, 4);
  return out;
}

const join = concatBytes;

/**
 * A JPEG's segment structure: JFIF, EXIF, XMP, comment, ICC, tables, frame, scan (with stuffing
 * and a restart), EOI, trailer. The frame header says `width` × `height`.
 */
export function jpegWithMetadata(width = 2, height = 2): Uint8Array {
  return join([
    new Uint8Array([0xff, 0xd8]),
    segment(0xe0, join([text('JFIF\0'), new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    segment(0xe1, join([text('Exif\0\0MM\0*'), text(SECRET_PLACE)])),
    segment(0xe1, join([text('http://ns.adobe.com/xap/1.0/\0'), text(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>`)])),
    segment(0xfe, text(`Taken at ${SECRET_PLACE}`)),
    segment(0xe2, join([text('ICC_PROFILE\0'), new Uint8Array([1, 1, 0, 0])])),
    segment(0xed, join([text('Photoshop 3.0\0'), text(SECRET_PLACE)])),
    segment(0xdb, new Uint8Array(65)),
    segment(0xc0, new Uint8Array([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0])),
    segment(0xc4, new Uint8Array([0, ...Array.from({ length: 16 }, () => 0), 0])),
    segment(0xda, new Uint8Array([1, 1, 0, 0, 0x3f, 0])),
    new Uint8Array([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    new Uint8Array([0xff, 0xd9]),
    text(`trailer ${SECRET_PLACE}`),
  ]);
}

function riffChunk(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + payload.length + (payload.length & 1));
  out.set(text(type));
  new DataView(out.buffer).setUint32(4, payload.length, true);
  out.set(payload, 8);
  return out;
}

/** An extended (VP8X) WebP whose flags announce EXIF and XMP, with both chunks present; its canvas is `width` × `height`. */
export function webpWithMetadata(width = 2, height = 2): Uint8Array {
  const vp8x = new Uint8Array(10);
  vp8x[0] = 0x08 | 0x04 | 0x20; // EXIF, XMP, ICC
  const u24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  vp8x.set([...u24(width - 1), ...u24(height - 1)], 4); // the canvas, minus one, in 24 bits each
  const body = join([
    riffChunk('VP8X', vp8x),
    riffChunk('ICCP', new Uint8Array([1, 2, 3])),
    riffChunk('VP8L', new Uint8Array([0x2f, 1, 0x40, 0, 0, 0x07, 0x10, 0x11, 0x11, 0x11, 0x08])),
    riffChunk('EXIF', text(`MM\0*${SECRET_PLACE}`)),
    riffChunk('XMP ', text(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>`)),
  ]);
  const head = new Uint8Array(12);
  head.set(text('RIFF'));
  new DataView(head.buffer).setUint32(4, body.length + 4, true);
  head.set(text('WEBP'), 8);
  return join([head, body]);
}

export const contains = (hay: Uint8Array, needle: string) => new TextDecoder('latin1').decode(hay).includes(needle);

/** A simple lossless WebP (one VP8L chunk, no VP8X), its size in the bitstream's header; the image data is cut short. */
export function losslessWebp(width: number, height: number): Uint8Array {
  const header = new Uint8Array(5);
  header[0] = 0x2f;
  new DataView(header.buffer).setUint32(1, (width - 1) | ((height - 1) << 14), true);
  const body = riffChunk('VP8L', join([header, new Uint8Array([0x07, 0x10, 0x11, 0x11, 0x11, 0x08])]));
  const head = new Uint8Array(12);
  head.set(text('RIFF'));
  new DataView(head.buffer).setUint32(4, body.length + 4, true);
  head.set(text('WEBP'), 8);
  return join([head, body]);
}
