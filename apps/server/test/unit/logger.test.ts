import { describe, expect, it } from 'vitest';
import { createLogger, serializeError } from '../../src/lib/logger.ts';

describe('serializeError', () => {
  it('logs a string as one message, not as an object of its characters', () => {
    // pg-boss's error event once logged `{"0":"t","1":"e",…}` at shutdown.
    expect(serializeError('terminating connection due to administrator command')).toEqual({
      message: 'terminating connection due to administrator command',
    });
  });

  it('keeps the bound parameters out of a string too', () => {
    const out = serializeError('Failed query: insert into users\nparams: a@b.example,$argon2id$x');
    expect(JSON.stringify(out)).not.toContain('a@b.example');
  });

  it('writes a logged Error with its type and message', () => {
    const lines: string[] = [];
    createLogger('info', { write: (l: string) => void lines.push(l) }).error(
      { err: new TypeError('boom') },
      'failed',
    );
    const { err } = JSON.parse(lines[0]!) as { err: { type: string; message: string } };
    expect(err).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});
