import { describe, expect, it } from 'vitest';
import { webBuildEnv } from './web-build-env.mjs';

describe('webBuildEnv', () => {
  it('builds the production bundle whatever NODE_ENV the server runs with', () => {
    for (const NODE_ENV of ['development', 'test', undefined, 'production']) {
      expect(webBuildEnv({ NODE_ENV, PORT: '3000' })).toEqual({
        NODE_ENV: 'production',
        PORT: '3000',
      });
    }
  });
});
