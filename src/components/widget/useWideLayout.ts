import { type RefObject, useLayoutEffect, useState } from 'react';

/** From this width of the widget itself (not the viewport: a host page may give it a column). */
const WIDE_FROM_PX = 900;

/**
 * Whether the element `ref` points at is at least 900 px wide, followed as it resizes. Measured before the first paint,
 * so the wide layout does not jump from stacked to side by side.
 */
export function useWideLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setWide(node.getBoundingClientRect().width >= WIDE_FROM_PX);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}
