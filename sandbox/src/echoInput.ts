/** Longest piece of request input an error message repeats back (README, "Trust boundaries"). */
export const MAX_ECHO_CHARS = 100;

/**
 * Request input as an error message repeats it: cut to 100 characters with an ellipsis, so a
 * megabyte-long parameter is not mirrored back (and into logs) in full. Cuts between code points,
 * never inside a surrogate pair.
 */
export function echoInput(input: string): string {
  if (input.length <= MAX_ECHO_CHARS) return input;
  const codePoints = Array.from(input);
  if (codePoints.length <= MAX_ECHO_CHARS) return input;
  return `${codePoints.slice(0, MAX_ECHO_CHARS).join('')}…`;
}
