import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../storage/storage.ts';

/** Every stored image exists in these widths, as WebP. */
export const IMAGE_WIDTHS = [256, 640, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  tooLarge: 'The image is too large. The limit is 8 MB.',
  notAnImage: 'The file is not a JPEG, PNG or WebP image.',
  unreadable: 'The image could not be read.',
  cutShort: 'The upload was cut short or badly formed. Please send the images again.',
} as const;

/** What the first bytes say the file is; the extension and the declared type are not trusted. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/**
 * Untrusted upload -> WebP in each width, metadata stripped (sharp keeps none unless asked),
 * orientation applied, pixel count capped. Returns the storage key prefix.
 */
export async function storeImage(storage: ObjectStorage, input: Buffer, folder: string): Promise<string> {
  if (input.length > MAX_UPLOAD_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  if (!sniffImageType(input)) throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  const key = `${folder}/${randomUUID()}`;
  let sizes: Buffer[];
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    sizes = await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        base
          .clone()
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, IMAGE_MESSAGES.unreadable);
  }
  // All sizes or none: should the storage refuse one (a full disk, a bucket away), the sizes already
  // stored are removed and the storage's error stands (507 for no space, http/error-handler.ts).
  const results = await Promise.allSettled(
    IMAGE_WIDTHS.map((width, index) => storage.put(imageFile(key, width), sizes[index]!, 'image/webp')),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.all(IMAGE_WIDTHS.map((width) => storage.remove(imageFile(key, width)).catch(() => undefined)));
    throw failed.reason;
  }
  return key;
}

export const imageFile = (key: string, width: ImageWidth) => `${key}-${width}.webp`;
