import { describe, expect, it } from 'vitest';
import { trimTrailing } from './trimTrailing';

describe('trimTrailing', () => {
  it('drops the run of the character at the end only', () => {
    expect(trimTrailing('https://a.example/v1//', '/')).toBe('https://a.example/v1');
    expect(trimTrailing('1.500', '0')).toBe('1.5');
    expect(trimTrailing('000', '0')).toBe('');
    expect(trimTrailing('', '0')).toBe('');
    expect(trimTrailing('0.05', '0')).toBe('0.05');
  });

  it('reads a long run that does not end the text once', () => {
    const text = `${'0'.repeat(1_000_000)}1`;
    expect(trimTrailing(text, '0')).toBe(text);
  });
});
