import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { MessageSender } from '../../integrations/messaging/sender.ts';
import { claimDueMessages, enqueueMessage, releaseClaims } from './outbox.service.ts';
import { outboxMessages } from './outbox.tables.ts';
import { OutboxWorker } from './outbox.worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (to: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0]!;

describe('stopping the outbox worker', () => {
  it('waits for a send only up to its bound, and leaves that message to its lease', async () => {
    let handedOver!: () => void;
    const sending = new Promise<void>((resolve) => (handedOver = resolve));
    const hangs: MessageSender = { name: 'hangs', send: () => (handedOver(), new Promise<never>(() => undefined)) };
    const worker = new OutboxWorker(t.db, { email: hangs, sms: hangs, whatsapp: hangs }, t.app.log);
    await enqueueMessage(t.db, { channel: 'email', to: 'hangs@example.com', body: 'never answered' });
    worker.nudge();
    await sending;
    const started = Date.now();
    expect(await worker.stop(100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    const message = await row('hangs@example.com');
    expect(message).toMatchObject({ status: 'sending', attempts: 1 });
    expect(message.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('gives back a claim it never handed to a sender: due again at once, the try not counted', async () => {
    await enqueueMessage(t.db, { channel: 'email', to: 'given-back@example.com', body: 'claimed, then given back' });
    const claimed = (await claimDueMessages(t.db, 100)).filter(
      (message) => message.recipient === 'given-back@example.com',
    );
    expect(claimed).toHaveLength(1);
    await releaseClaims(t.db, [claimed[0]!.id]);
    expect(await row('given-back@example.com')).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await claimDueMessages(t.db, 100)).map((message) => message.recipient)).toContain('given-back@example.com');
  });
});
