import { expect, vi } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * The names of the statements `t`'s pool ran while `run` ran, in order (undefined for an
 * unnamed query): how the query-shape and kept-answer tests assert what a request costs.
 */
export async function statementsDuring(
  t: TestApp,
  run: () => Promise<unknown>,
): Promise<(string | undefined)[]> {
  const query = vi.spyOn(t.database.pool, 'query');
  try {
    await run();
    return query.mock.calls.map(([config]) => (config as { name?: string }).name);
  } finally {
    query.mockRestore();
  }
}

/**
 * Read twice and assert that the second read was answered from what the process keeps (ADR
 * 0015): the same answer, after only the session lookup and the kept answer's check.
 */
export async function expectKeptRead(t: TestApp, read: () => Promise<unknown>): Promise<void> {
  const first = await read();
  let again: unknown;
  const names = await statementsDuring(t, async () => {
    again = await read();
  });
  expect(again).toEqual(first);
  expect(names).toEqual(['session_by_token', 'kept_answer_changed']);
}
