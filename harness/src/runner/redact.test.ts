import { describe, expect, it } from 'vitest';
import { brief } from './brief.ts';
import { redactSecrets } from './redact.ts';

const secrets = new Map([
  ['t-0123456789abcdef0123456789abcdef01234567', 'tenant token'],
  ['Zm9vYmFyYmF6cXV4cXV1eA', 'app secret'],
]);

describe('redactSecrets', () => {
  it('replaces every secret in every string of a value, keys and other values left as they are', () => {
    const value = {
      body: { app_id: 'cli_1', app_secret: 'Zm9vYmFyYmF6cXV4cXV1eA' },
      headers: { authorization: 'Bearer t-0123456789abcdef0123456789abcdef01234567' },
      list: ['x t-0123456789abcdef0123456789abcdef01234567 y t-0123456789abcdef0123456789abcdef01234567'],
      n: 3,
      none: null,
    };
    expect(redactSecrets(value, secrets)).toEqual({
      body: { app_id: 'cli_1', app_secret: '<app secret>' },
      headers: { authorization: 'Bearer <tenant token>' },
      list: ['x <tenant token> y <tenant token>'],
      n: 3,
      none: null,
    });
  });

  it('a secret cut in half by brief is redacted too', () => {
    const long = `${'a'.repeat(390)}t-0123456789abcdef0123456789abcdef01234567${'b'.repeat(100)}`;
    const cut = brief(long) as string;
    expect(cut).toContain('t-01234567');
    const redacted = redactSecrets(cut, secrets);
    expect(redacted).not.toContain('t-01234567');
    expect(redacted).toMatch(/a<tenant token>… \(\d+ chars\)$/);
  });
});
