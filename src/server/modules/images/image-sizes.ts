import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../shared/image-path';
import { imageMessages } from '../../../shared/validation-messages';
import type { BytesCache } from '../../bytes-cache';
import { AppError } from '../../errors';
import type { ImageRow } from './images.repository';

/** The `w` of `/images/<id>.<ext>?w=`: one of IMAGE_WIDTHS, else 400. */
export function parseImageWidth(text: string): ImageWidth {
  const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === text);
  if (width === undefined) throw new AppError('BAD_REQUEST', imageMessages.width);
  return width;
}

/**
 * A stored image `width` px wide (and as high as its shape makes it, at most as high as wide), as
 * WebP. A photo is never enlarged: asked wider than it is, it comes at its own size.
 * A drawing (SVG) is drawn at the size asked, so the page never lays out and paints the SVG itself
 * (in the browser that is main-thread work, with a font lookup for its text). Drawn once per
 * process and kept in `cache` under the file's name (the content's hash) and the width, so a copy
 * already drawn is sent without reading the image; the browser keeps it for a year.
 */
export function sizedImage(
  cache: BytesCache,
  file: string,
  width: ImageWidth,
  load: () => Promise<ImageRow>,
): Promise<Buffer> {
  return cache.getOrLoad(`${file}:${width}`, async () => {
    const image = await load();
    const drawing = image.contentType === 'image/svg+xml';
    // librsvg draws an SVG at 72 dpi by default, i.e. its own width: scale the density so the
    // drawing comes out at least `width` wide, then let resize bring it to the width exactly
    // (100,000 dpi is the most sharp takes).
    const density = drawing
      ? Math.min(100_000, Math.max(72, Math.ceil((72 * width) / Math.max(1, image.width))))
      : undefined;
    // WebP effort 2 of 6: about half the encoding time of the default 4 (a 768 px copy of a demo
    // drawing in 62 ms instead of 113 here) for files about 5% larger.
    return sharp(image.bytes, { density, animated: false, limitInputPixels: 40_000_000 })
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
  });
}
