import { z } from 'zod';
import { m } from './i18n/paraglide/messages';

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

/** Getters and functions, so each text is read in the reader's language (issue 25). */
export const PICTURE_TEXT = {
  get uploaded() {
    return m.pictures_uploaded();
  },
  get uploadedOne() {
    return m.pictures_uploaded_one();
  },
  get profilePictureSet() {
    return m.pictures_profile_picture_set();
  },
  get alreadyProfilePicture() {
    return m.pictures_already_profile_picture();
  },
  get deleted() {
    return m.pictures_deleted();
  },
  get noFile() {
    return m.pictures_no_file();
  },
  get notFound() {
    return m.pictures_not_found();
  },
  get full() {
    return m.pictures_full({ max: PICTURE_LIMITS.maxCount });
  },
  roomFor: (n: number) => m.pictures_room_for_in_all({ count: n, max: PICTURE_LIMITS.maxCount }),
  notAPicture: (file: string) => m.pictures_not_a_picture({ file }),
  tooBig: (file: string) => m.pictures_too_big({ file, mb: PICTURE_LIMITS.maxBytes / 1024 / 1024 }),
  tooManyPixels: (file: string, width: number, height: number) =>
    m.pictures_too_many_pixels({
      file,
      // Indian grouping with Latin digits in every language (decision 0963).
      width: width.toLocaleString('en-IN'),
      height: height.toLocaleString('en-IN'),
      side: PICTURE_LIMITS.maxPixelsASide.toLocaleString('en-IN'),
      megapixels: PICTURE_LIMITS.maxMegapixels,
    }),
};

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

const sayWhich = { error: () => m.pictures_say_which() };
const pictureRef = z
  .string(sayWhich)
  .trim()
  .min(1, sayWhich)
  .max(2000, sayWhich)
  .refine((v) => PICTURE_NAME.test(pictureNameOf(v)), { error: () => PICTURE_TEXT.notFound });

/** `POST /user/setProfilePicture` `{ url }` and `DELETE /user/deleteImage?url=`. */
export const pictureRefSchema = z.object({ url: pictureRef });

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;
const fileList = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.custom<File>(isFile, { error: () => PICTURE_TEXT.noFile })).min(1, { error: () => PICTURE_TEXT.noFile }),
);

/** `POST /user/update/uploadPictures`: multipart form, one or several `pictures` files. */
export const uploadPicturesSchema = z.object({
  pictures: fileList.pipe(z.array(z.custom<File>(isFile)).max(PICTURE_LIMITS.maxCount, { error: () => PICTURE_TEXT.roomFor(PICTURE_LIMITS.maxCount) })),
});

/** `POST /user/update/updateProfilePicture`: multipart form, one `picture` file. */
export const updateProfilePictureSchema = z.object({
  picture: fileList.pipe(z.array(z.custom<File>(isFile)).max(1, { error: () => m.pictures_choose_one() })),
});

/** One of my pictures as the pictures section shows it. */
export interface MyPicture {
  name: string;
  url: string;
  isProfilePicture: boolean;
  size: number;
  createdAt: number;
}
