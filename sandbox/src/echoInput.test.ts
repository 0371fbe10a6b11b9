import { describe, expect, it } from 'vitest';
import { echoInput, MAX_ECHO_CHARS } from './echoInput';

describe('echoInput', () => {
  it.each([
    ['short input', 'abc', 'abc'],
    ['exactly 100 characters', 'a'.repeat(100), 'a'.repeat(100)],
    ['101 characters', 'a'.repeat(101), `${'a'.repeat(100)}…`],
    ['a megabyte', 'b'.repeat(1_000_000), `${'b'.repeat(100)}…`],
    ['100 emoji (200 UTF-16 units)', '🦊'.repeat(100), '🦊'.repeat(100)],
    ['101 emoji, never cut inside a pair', '🦊'.repeat(101), `${'🦊'.repeat(100)}…`],
  ])('%s', (_what, input, echoed) => {
    expect(echoInput(input)).toBe(echoed);
    expect(Array.from(echoInput(input)).length).toBeLessThanOrEqual(MAX_ECHO_CHARS + 1);
  });
});
