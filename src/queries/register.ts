import type { WidgetError } from '../lib/widgetError';

/** Every query and mutation error is typed as `WidgetError` (the client maps all failures). */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: WidgetError;
  }
}
