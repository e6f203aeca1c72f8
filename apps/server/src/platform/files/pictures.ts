import { PICTURE_MAX_SIDE, PICTURE_UPLOAD_TYPES } from '@atrium/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http-errors.ts';

/** A picture ready to store: always JPEG, at most `maxSide` on its longest side, no metadata. */
export type PreparedPicture = { bytes: Buffer; contentType: 'image/jpeg'; width: number; height: number };

/** 40 megapixels: any real photo, while a small file claiming huge dimensions is refused before decoding. */
const INPUT_PIXELS_MAX = 40_000_000;

/**
 * Turns an uploaded file into the picture the firm serves. The type is read from the bytes, never
 * from the name or the declared type. Re-encoding drops whatever else the file carried (EXIF,
 * GPS position, scripts in a polyglot file). JPEG because browsers, Word and PDF all embed it as
 * it is, so resumes need no second conversion; the whole image is kept (`inside`) and the web
 * crops it to a circle when showing it. A profile picture is an avatar (PICTURE_MAX_SIDE); a wall
 * picture may be larger.
 */
export async function preparePicture(upload: Buffer, maxSide = PICTURE_MAX_SIDE): Promise<PreparedPicture> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !(PICTURE_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
    throw new HttpError(415, 'people.pictureType');
  }
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: INPUT_PIXELS_MAX, failOn: 'error' })
      // Phones store portraits sideways with an orientation flag; apply it before the flag is dropped.
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    // The header said image but the content does not decode (truncated, corrupt, or a bomb).
    throw new HttpError(415, 'people.pictureUnreadable');
  }
}

/** The side of a picture's thumbnail: avatars show at 40 to 64 px, twice that on dense screens. */
export const THUMBNAIL_SIDE = 96;

/** A square WebP thumbnail of a stored picture, cropped to its centre as the avatars show it. */
export async function pictureThumbnail(picture: Buffer): Promise<Buffer> {
  return sharp(picture)
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}
