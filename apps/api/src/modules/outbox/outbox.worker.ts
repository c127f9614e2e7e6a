import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inSpan } from '../../integrations/telemetry/spans.ts';
import type { Channel, MessageSender } from '../../integrations/messaging/sender.ts';
import { settlesWithin } from '../system/sweeps.ts';
import { claimDueMessages, markFailed, markSent, releaseClaims } from './outbox.service.ts';

const BATCH = 20;

/**
 * Drains the outbox: on a timer, and at once when a request has just enqueued something
 * (`nudge`). Sends happen outside any request, so a slow provider only delays its own message.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly senders: Record<Channel, MessageSender>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = 2000) {
    this.stopping = false;
    this.timer ??= setInterval(() => this.nudge(), intervalMs);
    this.timer.unref();
  }

  /** Claims no more messages from now on; a batch claimed meanwhile is given back unsent. */
  halt() {
    this.stopping = true;
    this.again = false;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Halts, then waits up to `ms` for the sends in flight to finish and be recorded; true if they
   * did. A send still under way then is left to its lease (LEASE_SECONDS in outbox.service.ts):
   * it may have reached the provider, so it is not given back at once, and any instance retries
   * it once the lease runs out if it was never recorded as sent.
   */
  async stop(ms = Number.POSITIVE_INFINITY): Promise<boolean> {
    this.halt();
    if (!this.running || (await settlesWithin(this.running, ms))) return true;
    this.log.warn(
      'outbox sends still under way at the shutdown bound; their messages are retried after their lease if not recorded as sent',
    );
    return false;
  }

  /** Starts a drain unless one is running, in which case that one goes round once more. */
  nudge() {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'outbox drain failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Waits for a drain in flight, then sends whatever is still due; returns how many were attempted. */
  async drain(): Promise<number> {
    await this.running;
    return this.sendDue();
  }

  private async sendDue(): Promise<number> {
    let attempted = 0;
    while (!this.stopping) {
      const batch = await claimDueMessages(this.db, BATCH);
      if (batch.length === 0) return attempted;
      if (this.stopping) {
        await releaseClaims(
          this.db,
          batch.map((message) => message.id),
        );
        return attempted;
      }
      attempted += batch.length;
      await Promise.all(
        // Each send is a trace of its own (issue 39): it belongs to no request, whichever nudged the drain.
        batch.map((message) =>
          inSpan(
            'outbox send',
            {
              'messaging.system': 'souk-outbox',
              'souk.outbox.channel': message.channel,
              'souk.outbox.message_id': message.id,
              'souk.outbox.attempts': message.attempts,
            },
            async () => {
              const sender = this.senders[message.channel as Channel];
              try {
                await sender.send({
                  id: message.id,
                  to: message.recipient,
                  subject: message.subject,
                  body: message.body,
                  html: message.html,
                });
                await markSent(this.db, message.id, sender.name);
              } catch (error) {
                const reason = error instanceof Error ? error.message : String(error);
                this.log.warn(
                  { id: message.id, channel: message.channel, attempts: message.attempts, reason },
                  'outbox send failed; will retry',
                );
                await markFailed(this.db, message, reason);
              }
            },
            { root: true },
          ),
        ),
      );
    }
    return attempted;
  }
}
