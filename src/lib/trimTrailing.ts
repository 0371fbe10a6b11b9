/**
 * `text` without the run of `char` at its end. A loop, not `replace(/0+$/, '')`: that pattern is
 * tried from every position of a long run that does not end the text, quadratic in the run.
 */
export function trimTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}
