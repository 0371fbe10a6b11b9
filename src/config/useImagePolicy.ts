import { useMemo } from 'react';
import { isAllowedImageUrl } from '../lib/imagePolicy';
import { useWidgetConfig } from './WidgetConfigProvider';

/** `(url) => boolean` for this widget: the API's origin and the config's `imageHosts`. */
export function useImagePolicy(): (url: string) => boolean {
  const { apiUrl, imageHosts } = useWidgetConfig();
  return useMemo(() => {
    const origins = new Set<string>();
    for (const url of [apiUrl, ...(imageHosts ?? [])]) {
      try {
        origins.add(new URL(url).origin);
      } catch {
        // An unreadable host allows nothing.
      }
    }
    return (url: string) => isAllowedImageUrl(url, origins);
  }, [apiUrl, imageHosts]);
}
