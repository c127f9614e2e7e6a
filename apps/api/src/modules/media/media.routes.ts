import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TYPES, DATA_ENTRY_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import { HttpError, ok } from '../../http/envelope.ts';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, storeImage } from '../../integrations/images/process-image.ts';
import { assertSafeKey, type ObjectStorage } from '../../integrations/storage/storage.ts';
import { imageUrls } from '../catalog/product-view.ts';

/**
 * Reading the multipart body failed: the plugin's own 4xx (too many files or fields) stand; a file
 * over the limit says so; anything else (no boundary, a body cut short) is the client's 400.
 */
function uploadError(error: { code?: string; statusCode?: number }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  if (error.statusCode && error.statusCode < 500) throw error;
  throw new HttpError(400, IMAGE_MESSAGES.cutShort);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** Stored images, and the upload that makes them (sellers and data-entry staff). */
export async function mediaRoutes(app: FastifyInstance, options: { storage: ObjectStorage }) {
  const { storage } = options;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 6, fields: 10 } });

  app.get('/media/*', { schema: { tags: ['media'] } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    let safeKey: string;
    try {
      safeKey = assertSafeKey(key);
    } catch {
      throw new HttpError(404, 'Not found');
    }
    const body = await storage.get(safeKey);
    if (!body) throw new HttpError(404, 'Not found');
    // Keys never change content: a new image gets a new key.
    return reply
      .header('content-type', CONTENT_TYPES[safeKey.split('.').pop()!] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });

  app.post(
    '/api/uploads/images',
    {
      config: { access: [...SELLER_TYPES, ...DATA_ENTRY_TYPES, ...ADMIN_TYPES] },
      schema: { tags: ['media'], consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the images as multipart/form-data.');
      const stored: { key: string; url: string; thumbnail: string; large: string }[] = [];
      const parts = request.files();
      for (;;) {
        const next = await parts.next().catch(uploadError);
        if (next.done) break;
        const body = await next.value.toBuffer().catch(uploadError);
        const key = await storeImage(storage, body, 'uploads');
        stored.push({ key, ...imageUrls(storage, key) });
      }
      if (stored.length === 0) throw new HttpError(400, 'Choose at least one image.');
      return reply.status(201).send(ok({ images: stored }, 'Images uploaded.'));
    },
  );
}
