import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { processUpload } from './image-upload';
import { findImage, insertImage } from './images.repository';

const extensionByType: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

export interface ImageInput {
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
}

/** Stores an image under the SHA-256 of its bytes and returns its stable URL, e.g. `/images/ab12….png`. */
export async function saveImage(ctx: AppContext, input: ImageInput): Promise<string> {
  const extension = extensionByType[input.contentType];
  if (!extension) throw new AppError('BAD_REQUEST', 'Unsupported image type');
  const id = createHash('sha256').update(input.bytes).digest('hex');
  await insertImage(ctx.db, { id, ...input, createdAt: ctx.clock.now() });
  return `/images/${id}.${extension}`;
}

/** Checks, re-encodes and stores an uploaded file; returns its URL. */
export async function saveUpload(ctx: AppContext, bytes: Uint8Array): Promise<string> {
  return saveImage(ctx, await processUpload(bytes));
}

export async function getImage(ctx: AppContext, file: string) {
  const match = /^([0-9a-f]{64})\.(png|jpg|webp|gif|svg)$/.exec(file);
  const row = match?.[1] ? await findImage(ctx.db, match[1]) : undefined;
  if (!row || extensionByType[row.contentType] !== match?.[2]) {
    throw new AppError('NOT_FOUND', 'Image not found');
  }
  return row;
}
