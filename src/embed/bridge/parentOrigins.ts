/**
 * The exact origins whose pages may talk to the iframe widget over the bridge: the ones that may
 * frame it at all (the content security policy's `frame-ancestors`: its own origin and the
 * build's `VITE_FRAME_ANCESTORS`, read when the build starts: `config/buildTimeSettings.ts`). A
 * parent anywhere else is not answered. An unreadable list (the build refuses one) allows the
 * widget's own origin only.
 */
export function embedParentOrigins(
  ownOrigin: string,
  frameAncestors: readonly string[] = __FRAME_ANCESTORS__,
): string[] {
  return [...new Set([ownOrigin, ...frameAncestors])].filter((origin) => origin !== 'null');
}
