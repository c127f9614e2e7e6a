import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seeds/seed.ts';
import { IMAGE_MESSAGES } from '../../integrations/images/process-image.ts';

let t: TestApp;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = sessionCookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'seller.self@souk.test', password: DEMO_PASSWORD },
    }),
  );
});
afterAll(() => t.close());

/** A multipart body with one file, built by hand as a browser would send it. */
function multipart(filename: string, body: Buffer, type = 'image/jpeg') {
  const boundary = '----souk-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: ReturnType<typeof multipart>, cookie: string | null = seller) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: file.payload,
    headers: { ...file.headers, ...(cookie ? { cookie } : {}) },
  });

describe('image uploads', () => {
  it('re-encodes a photo to WebP in three widths, without its metadata', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f6b4f' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'secret-camera-owner' } } })
      .toBuffer();
    const response = await upload(multipart('photo.jpg', photo));
    expect(response.statusCode).toBe(201);
    const [image] = response.json().data.images;
    const served = await t.app.inject({ method: 'GET', url: image.large });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(
      (await sharp((await t.app.inject({ method: 'GET', url: image.thumbnail })).rawPayload).metadata()).width,
    ).toBe(256);
  });

  it('refuses a file whose bytes are not an image, whatever its name says', async () => {
    const response = await upload(multipart('evil.jpg', Buffer.from('<script>alert(1)</script>')));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(IMAGE_MESSAGES.notAnImage);
  });

  it('refuses a file over 8 MB', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(9 * 1024 * 1024)]);
    const response = await upload(multipart('big.jpg', big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('refuses a corrupt image and buyers', async () => {
    const corrupt = await upload(
      multipart(
        'broken.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]),
      ),
    );
    expect(corrupt.statusCode).toBe(422);
    const buyer = sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
      }),
    );
    expect((await upload(multipart('photo.jpg', Buffer.from([0xff, 0xd8, 0xff])), buyer)).statusCode).toBe(403);
    expect((await upload(multipart('photo.jpg', Buffer.from([0xff, 0xd8, 0xff])), null)).statusCode).toBe(401);
  });
});
