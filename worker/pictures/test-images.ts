import { concatBytes, encodePng, pngChunk } from './png-encoder';

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

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + payload.length);
  out.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  out.set(payload, 4);
  return out;
}

const join = concatBytes;

/** A JPEG's segment structure: JFIF, EXIF, XMP, comment, ICC, tables, frame, scan (with stuffing and a restart), EOI, trailer. */
export function jpegWithMetadata(): Uint8Array {
  return join([
    new Uint8Array([0xff, 0xd8]),
    segment(0xe0, join([text('JFIF\0'), new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    segment(0xe1, join([text('Exif\0\0MM\0*'), text(SECRET_PLACE)])),
    segment(0xe1, join([text('http://ns.adobe.com/xap/1.0/\0'), text(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>`)])),
    segment(0xfe, text(`Taken at ${SECRET_PLACE}`)),
    segment(0xe2, join([text('ICC_PROFILE\0'), new Uint8Array([1, 1, 0, 0])])),
    segment(0xed, join([text('Photoshop 3.0\0'), text(SECRET_PLACE)])),
    segment(0xdb, new Uint8Array(65)),
    segment(0xc0, new Uint8Array([8, 0, 2, 0, 2, 1, 1, 0x11, 0])),
    segment(0xc4, new Uint8Array([0, ...new Array(16).fill(0), 0])),
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

/** An extended (VP8X) WebP whose flags announce EXIF and XMP, with both chunks present. */
export function webpWithMetadata(): Uint8Array {
  const vp8x = new Uint8Array(10);
  vp8x[0] = 0x08 | 0x04 | 0x20; // EXIF, XMP, ICC
  vp8x.set([1, 0, 0, 1, 0, 0], 4); // canvas 2 × 2 (minus one)
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
