import { MAX_REPORTED_HEIGHT } from '../../bridge/protocol';

type ObserverFactory = (callback: () => void) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

/**
 * Reports `element`'s height (CSS pixels, rounded up, capped) each time it changes, so the host
 * page can size the iframe to the widget: the form, the routes, the progress. Returns a function
 * that stops reporting.
 */
export function reportHeight(
  element: Element,
  post: (height: number) => void,
  observe: ObserverFactory = (callback) => new ResizeObserver(callback),
): () => void {
  let last: number | undefined;
  const observer = observe(() => {
    const height = Math.min(Math.ceil(element.getBoundingClientRect().height), MAX_REPORTED_HEIGHT);
    if (height === last) return;
    last = height;
    post(height);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
