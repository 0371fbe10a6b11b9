import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { boundedPattern } from './boundedPattern';

describe('boundedPattern', () => {
  it('never hands the pattern a value over the length', () => {
    const pattern = /^a+$/;
    const test = vi.spyOn(pattern, 'test');
    const schema = boundedPattern(8, pattern);
    // `safeParse`, as the widget's checks use it (`is` aborts early on its own).
    expect(v.safeParse(schema, `${'a'.repeat(10_000)}!`).success).toBe(false);
    expect(test).not.toHaveBeenCalled();
    expect(v.safeParse(schema, 'aaaa').success).toBe(true);
    expect(v.safeParse(schema, 'aaa!').success).toBe(false);
    expect(test).toHaveBeenCalledTimes(2);
  });

  it('says which check failed, and only that one', () => {
    const schema = boundedPattern(3, /^a+$/, 'only a');
    expect(v.safeParse(schema, 'bbbb').issues?.map((issue) => issue.type)).toEqual(['max_length']);
    expect(v.safeParse(schema, 'bb').issues?.map((issue) => issue.message)).toEqual(['only a']);
    expect(v.is(schema, 42)).toBe(false);
  });
});
