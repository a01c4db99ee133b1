import { imageSize } from 'image-size';
import { PICTURE_LIMITS } from '../../contract/pictures';
import type { PictureKind } from './image-format';

/**
 * A picture's width and height as its header declares them, read without decoding it
 * (image-size works on a Uint8Array, so alike under Node and Workers; decision 0870). Null when
 * the header cannot be read or names another kind than the bytes were sniffed as; such a file is
 * refused. What a browser decodes is what the header says: PNG's IHDR, the JPEG frame header
 * (SOF), the WebP canvas (VP8X) or bitstream header (VP8, VP8L).
 */
interface PictureSize {
  width: number;
  height: number;
}

const IMAGE_SIZE_TYPE: Record<PictureKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export function pictureSize(kind: PictureKind, bytes: Uint8Array): PictureSize | null {
  try {
    const { type, width, height } = imageSize(bytes);
    if (type !== IMAGE_SIZE_TYPE[kind] || !width || !height) return null;
    return { width, height };
  } catch {
    return null; // a header too short or malformed to say
  }
}

/** Within 8,000 pixels a side and 40 megapixels (contract PICTURE_LIMITS). */
export function isWithinPictureLimits({ width, height }: PictureSize): boolean {
  const side = PICTURE_LIMITS.maxPixelsASide;
  return width <= side && height <= side && width * height <= PICTURE_LIMITS.maxMegapixels * 1_000_000;
}
