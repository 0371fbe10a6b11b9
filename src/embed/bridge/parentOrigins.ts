import { BuildSettingError, parseOriginList } from '../../config/buildSettings';

/**
 * The exact origins whose pages may talk to the iframe widget over the bridge: the ones that may
 * frame it at all (the content security policy's `frame-ancestors`: its own origin and the
 * build's `VITE_FRAME_ANCESTORS`). A parent anywhere else is not answered. An unreadable list
 * (the build refuses one) allows the widget's own origin only.
 */
export function embedParentOrigins(
  ownOrigin: string,
  frameAncestors: string | undefined = import.meta.env.VITE_FRAME_ANCESTORS,
): string[] {
  let listed: string[] = [];
  try {
    listed = parseOriginList(frameAncestors, 'VITE_FRAME_ANCESTORS');
  } catch (error) {
    if (!(error instanceof BuildSettingError)) throw error;
  }
  return [...new Set([ownOrigin, ...listed])].filter((origin) => origin !== 'null');
}
