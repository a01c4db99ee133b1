import { describe, expect, test } from 'vitest';
import { sniffPicture, stripJpeg, stripMetadata, stripPng, stripWebp } from './image-format';
import { crc32 } from './png-encoder';
import { contains, jpegWithMetadata, pngWithMetadata, SECRET_PLACE, webpWithMetadata } from './test-images';

const latin1 = (b: Uint8Array) => new TextDecoder('latin1').decode(b);

function pngChunks(b: Uint8Array) {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const chunks: { type: string; crcOk: boolean }[] = [];
  for (let i = 8; i < b.length; ) {
    const len = view.getUint32(i);
    const crc = (crc32(b.subarray(i + 4, i + 8 + len)) ^ 0xffffffff) >>> 0;
    chunks.push({ type: latin1(b.subarray(i + 4, i + 8)), crcOk: crc === view.getUint32(i + 8 + len) });
    i += 12 + len;
  }
  return chunks;
}

function jpegMarkers(b: Uint8Array) {
  const markers: number[] = [];
  for (let i = 0; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] !== 0 && b[i + 1] !== 0xff) markers.push(b[i + 1]!);
  return markers;
}

function webpChunks(b: Uint8Array) {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const types: string[] = [];
  for (let i = 12; i + 8 <= b.length; ) {
    const size = view.getUint32(i + 4, true);
    types.push(latin1(b.subarray(i, i + 4)));
    i += 8 + size + (size & 1);
  }
  return types;
}

describe('sniffing by content', () => {
  test('knows JPEG, PNG and WebP by their magic bytes', async () => {
    expect(sniffPicture(jpegWithMetadata())).toBe('jpeg');
    expect(sniffPicture(await pngWithMetadata())).toBe('png');
    expect(sniffPicture(webpWithMetadata())).toBe('webp');
  });

  test('refuses text, GIF, SVG, empty and truncated files', () => {
    const t = (s: string) => new TextEncoder().encode(s);
    expect(sniffPicture(t('hello, this is not a picture'))).toBeNull();
    expect(sniffPicture(t('GIF89a......'))).toBeNull();
    expect(sniffPicture(t('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPicture(new Uint8Array())).toBeNull();
    expect(sniffPicture(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffPicture(t('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});

describe('PNG', () => {
  test('drops tEXt, iTXt, zTXt, eXIf and tIME; keeps the image chunks with valid CRCs', async () => {
    const before = await pngWithMetadata();
    expect(contains(before, SECRET_PLACE)).toBe(true);
    const after = stripPng(before)!;
    expect(contains(after, SECRET_PLACE)).toBe(false);
    const chunks = pngChunks(after);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect(stripPng(after)).toEqual(after);
  });

  test('the pixels are untouched', async () => {
    const after = stripPng(await pngWithMetadata(4, 3))!;
    const view = new DataView(after.buffer, after.byteOffset);
    const idatLen = view.getUint32(33);
    const idat = after.subarray(41, 41 + idatLen);
    const raw = new Uint8Array(await new Response(new Blob([idat as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
    expect(raw.length).toBe((4 * 3 + 1) * 3);
    expect([...raw.subarray(1, 4)]).toEqual([200, 80, 60]);
  });

  test('refuses a PNG that does not start with IHDR or is cut short', async () => {
    const good = await pngWithMetadata();
    expect(stripPng(good.subarray(0, good.length - 6))).toBeNull();
    const bad = good.slice();
    bad.set(new TextEncoder().encode('tEXt'), 12);
    expect(stripPng(bad)).toBeNull();
  });
});

describe('JPEG', () => {
  test('drops EXIF, XMP, Photoshop/IPTC, comments and the trailer; keeps JFIF, ICC, tables, frame and scan', () => {
    const before = jpegWithMetadata();
    const after = stripJpeg(before)!;
    expect(contains(after, SECRET_PLACE)).toBe(false);
    expect(contains(after, 'Exif')).toBe(false);
    expect(jpegMarkers(after)).toEqual([0xd8, 0xe0, 0xe2, 0xdb, 0xc0, 0xc4, 0xda, 0xd0, 0xd9]);
    expect(after.subarray(-2)).toEqual(new Uint8Array([0xff, 0xd9]));
    expect(stripJpeg(after)).toEqual(after);
  });

  test('refuses a JPEG without a frame or cut short', () => {
    const good = jpegWithMetadata();
    expect(stripJpeg(good.subarray(0, 200))).toBeNull();
    expect(stripJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('WebP', () => {
  test('drops EXIF and XMP, clears their VP8X flags (ICC stays) and fixes the RIFF size', () => {
    const before = webpWithMetadata();
    const after = stripWebp(before)!;
    expect(contains(after, SECRET_PLACE)).toBe(false);
    expect(webpChunks(after)).toEqual(['VP8X', 'ICCP', 'VP8L']);
    expect(new DataView(after.buffer, after.byteOffset).getUint32(4, true)).toBe(after.length - 8);
    expect(after[20]).toBe(0x20);
    expect(stripWebp(after)).toEqual(after);
  });

  test('refuses a WebP with no image chunk or a chunk past the end', () => {
    const good = webpWithMetadata();
    const cut = good.slice(0, 40);
    new DataView(cut.buffer).setUint32(4, 32, true);
    expect(stripWebp(cut)).toBeNull();
    const long = good.slice();
    new DataView(long.buffer).setUint32(16, 5000, true);
    expect(stripWebp(long)).toBeNull();
  });
});

test('stripMetadata picks the right stripper', async () => {
  expect(contains(stripMetadata('png', await pngWithMetadata())!, SECRET_PLACE)).toBe(false);
  expect(contains(stripMetadata('jpeg', jpegWithMetadata())!, SECRET_PLACE)).toBe(false);
  expect(contains(stripMetadata('webp', webpWithMetadata())!, SECRET_PLACE)).toBe(false);
});
