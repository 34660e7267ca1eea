import sharp from 'sharp';
import { uploadMessages } from '../../../shared/validation-messages';
import { AppError } from '../../errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Stored images are at most this wide and high (product photos never need more). */
const MAX_DIMENSION = 1600;

/** What the bytes are, judged by their magic numbers, never by the file name or declared type. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  const b = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (
    b(0) === 0x89 &&
    ascii(1, 4) === 'PNG' &&
    b(4) === 0x0d &&
    b(5) === 0x0a &&
    b(6) === 0x1a &&
    b(7) === 0x0a
  )
    return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedImage {
  bytes: Uint8Array;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes an upload: orientation applied, metadata (EXIF, GPS) dropped, bounded to
 * 1600 px, stored as WebP. Anything that is not a readable image is refused with 400.
 */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
  if (!sniffImageType(bytes)) throw new AppError('BAD_REQUEST', uploadMessages.notAnImage);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({
        width: MAX_DIMENSION,
        height: MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new AppError('BAD_REQUEST', uploadMessages.unreadable);
  }
}
