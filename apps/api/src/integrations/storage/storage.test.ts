import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage, imageFile } from '../images/process-image.ts';
import { s3Storage } from './s3-storage.ts';
import { assertSafeKey, diskStorage } from './storage.ts';

/** A real S3-compatible server on loopback stands in for the bucket. */
let server: S3rver;
let directory: string;
let endpoint: string;
beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'souk-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'souk-media', configs: [] }],
  });
  const address = (await server.run()) as unknown as { port: number };
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('object storage', () => {
  it('S3: an uploaded image is stored in every width and read back', async () => {
    const storage = s3Storage({
      bucket: 'souk-media',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: undefined,
    });
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer();
    const key = await storeImage(storage, photo, 'uploads');
    const large = await storage.get(imageFile(key, 1200));
    expect((await sharp(large!).metadata()).width).toBe(800);
    expect((await sharp((await storage.get(imageFile(key, 256)))!).metadata()).width).toBe(256);
    expect(await storage.get('uploads/missing-640.webp')).toBeUndefined();
    expect(storage.url(imageFile(key, 640))).toBe(`/media/${key}-640.webp`);
    const cdn = s3Storage({
      bucket: 'souk-media',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: 'https://cdn.souk.lb/',
    });
    expect(cdn.url('a/b-256.webp')).toBe('https://cdn.souk.lb/a/b-256.webp');
  });

  it('disk: keys cannot climb out of the folder', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'souk-disk-'));
    const storage = diskStorage(root);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    expect(() => assertSafeKey('uploads/../../etc/passwd')).toThrow();
    await storage.put('uploads/abc-256.webp', Buffer.from('ok'), 'image/webp');
    expect((await storage.get('uploads/abc-256.webp'))!.toString()).toBe('ok');
    rmSync(root, { recursive: true, force: true });
  });
});
