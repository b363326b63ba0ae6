import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../src/lib/events.ts';

const tx = { client: {} as pg.PoolClient, afterCommit: () => undefined };
const decided = {
  userId: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  decision: 'approved' as const,
  reason: null,
};

describe('the domain event bus (ADR 0008)', () => {
  it('runs every handler of an event in subscription order, with the transaction', async () => {
    const events = createEventBus();
    const seen: string[] = [];
    events.on('mentor-application.decided', async (event, t) => {
      expect(t).toBe(tx);
      seen.push(`first ${event.userId}`);
    });
    events.on('mentor-application.decided', async (event) => {
      seen.push(`second ${event.decision}`);
    });
    await events.publish('mentor-application.decided', decided, tx);
    expect(seen).toEqual(['first u1', 'second approved']);
  });

  it('passes a handler’s failure to the publisher, so its transaction rolls back', async () => {
    const events = createEventBus();
    events.on('mentor-application.decided', async () => {
      throw new Error('queue down');
    });
    await expect(events.publish('mentor-application.decided', decided, tx)).rejects.toThrow(
      'queue down',
    );
  });

  it('publishing an event nobody listens to does nothing', async () => {
    await expect(
      createEventBus().publish('mentor-application.decided', decided, tx),
    ).resolves.toBeUndefined();
  });
});
