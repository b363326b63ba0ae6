import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it('shows a readable date and time', () => {
    expect(formatDateTime('2025-06-17T09:30:00.000Z', 'en-US')).toMatch(/Jun 17, 2025/);
  });
});
