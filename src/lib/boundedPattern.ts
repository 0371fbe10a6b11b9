import * as v from 'valibot';

/**
 * A string of at most `max` characters that matches `pattern`, checked in that order. Valibot runs
 * every action of a pipe even after one failed, so a plain `pipe(string(), maxLength(), regex())`
 * still hands a 10 MB value to the pattern; `abortPipeEarly` stops at the failed length instead.
 * The pattern itself must be linear too (`npm run lint:regex`): up to `max` is still a lot.
 */
export const boundedPattern = (max: number, pattern: RegExp, message?: string) =>
  v.config(v.pipe(v.string(), v.maxLength(max), v.regex(pattern, message)), {
    abortPipeEarly: true,
  });
