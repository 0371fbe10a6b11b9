/**
 * An object made by `make` on the first call, then kept: for what is costly to make and often
 * never needed (an `Intl` formatter loads its locale's data when made).
 */
export function madeOnFirstUse<T extends object>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
