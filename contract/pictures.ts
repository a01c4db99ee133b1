import { z } from 'zod';

/**
 * Member pictures (spec §7 Pictures, §9): limits, texts and inputs shared by the API and the
 * pictures section of the profile page.
 */
export const PICTURE_LIMITS = {
  /** Pictures one member may keep. */
  maxCount: 8,
  /** Bytes of one picture as uploaded (the browser resizes first, so real uploads are far smaller). */
  maxBytes: 5 * 1024 * 1024,
  /** Longest side the browser resizes to before upload. */
  maxSide: 1600,
  /**
   * What the server keeps at most, read from the file's header: a small file can declare a
   * huge picture that every viewer's browser would decode in full (decision 0870).
   */
  maxPixelsASide: 8000,
  maxMegapixels: 40,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

/** The stock images that mean "no picture of their own" (spec §9). */
export const DEFAULT_PICTURES = { male: 'male.png', female: 'female.png' } as const;

export const PICTURE_TEXT = {
  uploaded: 'Pictures uploaded.',
  uploadedOne: 'Picture uploaded.',
  profilePictureSet: 'Profile picture updated.',
  alreadyProfilePicture: 'This is already your profile picture.',
  deleted: 'Picture deleted.',
  noFile: 'Choose a picture to upload.',
  notFound: 'There is no such picture among yours.',
  full: `You already have ${PICTURE_LIMITS.maxCount} pictures, the most you can keep. Delete one to add another.`,
  roomFor: (n: number) =>
    `You can add ${n} more ${n === 1 ? 'picture' : 'pictures'} (at most ${PICTURE_LIMITS.maxCount} in all). Choose fewer, or delete one first.`,
  notAPicture: (file: string) => `“${file}” is not a JPEG, PNG or WebP picture. Choose a photo in one of these formats.`,
  tooBig: (file: string) => `“${file}” is larger than ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB. Choose a smaller picture.`,
  tooManyPixels: (file: string, width: number, height: number) =>
    `“${file}” is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; a picture can be at most ` +
    `${PICTURE_LIMITS.maxPixelsASide.toLocaleString('en-US')} pixels a side and ${PICTURE_LIMITS.maxMegapixels} megapixels. Make it smaller and choose it again.`,
} as const;

/** A generated picture name: 128 random bits in base64url and the type's extension. */
export const PICTURE_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

/**
 * A picture is named by its name or by any URL the API gave out for it (the last path segment,
 * before any query): `DELETE /user/deleteImage?url=` (spec §7) takes either.
 */
export function pictureNameOf(ref: string): string {
  const path = ref.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const pictureRef = z
  .string({ error: 'Say which picture.' })
  .trim()
  .min(1, 'Say which picture.')
  .max(2000, 'Say which picture.')
  .refine((v) => PICTURE_NAME.test(pictureNameOf(v)), 'There is no such picture among yours.');

/** `POST /user/setProfilePicture` `{ url }` and `DELETE /user/deleteImage?url=`. */
export const pictureRefSchema = z.object({ url: pictureRef });

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;
const fileList = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.custom<File>(isFile, PICTURE_TEXT.noFile)).min(1, PICTURE_TEXT.noFile),
);

/** `POST /user/update/uploadPictures`: multipart form, one or several `pictures` files. */
export const uploadPicturesSchema = z.object({ pictures: fileList.pipe(z.array(z.custom<File>(isFile)).max(PICTURE_LIMITS.maxCount, PICTURE_TEXT.roomFor(PICTURE_LIMITS.maxCount))) });

/** `POST /user/update/updateProfilePicture`: multipart form, one `picture` file. */
export const updateProfilePictureSchema = z.object({
  picture: fileList.pipe(z.array(z.custom<File>(isFile)).max(1, 'Choose one picture.')),
});

/** One of my pictures as the pictures section shows it. */
export interface MyPicture {
  name: string;
  url: string;
  isProfilePicture: boolean;
  size: number;
  createdAt: number;
}
