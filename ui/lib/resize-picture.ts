import { m } from '../../contract/i18n/paraglide/messages';
import { PICTURE_LIMITS } from '../../contract/pictures';

/**
 * Pictures are redrawn in the browser before upload: longest side at most 1600 px, as JPEG.
 * Uploads get small and quick, and the redraw leaves EXIF (GPS position, camera) behind; the
 * server strips metadata again anyway. `imageOrientation: 'from-image'` keeps phone photos upright.
 */
export class UnreadablePicture extends Error {}

export async function resizeForUpload(file: File, maxSide: number = PICTURE_LIMITS.maxSide): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePicture(m.common_picture_unreadable({ name: file.name }));
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new UnreadablePicture(m.common_picture_browser_cannot());
  ctx.fillStyle = '#ffffff'; // transparent PNGs get a white background in JPEG
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
  if (!blob) throw new UnreadablePicture(m.common_picture_not_prepared({ name: file.name }));
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'picture'}.jpg`, { type: 'image/jpeg' });
}
