import { echoInput } from '../echoInput';
import { ApiError } from '../errors';
import { isLoopbackHost, isLoopbackOrigin } from './loopback';

/**
 * The trust boundary of `/__sandbox/*` (development keys, fault injection): only this machine.
 * The server listens on 127.0.0.1, but a web page elsewhere can still reach it through the
 * user's browser, either directly (a cross-origin request carries that page's `Origin`) or by
 * DNS rebinding (its own name resolving to 127.0.0.1, so the request is same-origin for the
 * browser but carries the page's name in `Host`). `/v1` stays open to any origin, as the live
 * service is.
 */
export const DEV_PATH_PREFIX = '/__sandbox/';

export function isDevPath(pathname: string): boolean {
  return pathname.startsWith(DEV_PATH_PREFIX);
}

/** Throws 421 for a non-loopback `Host`, 403 for a non-loopback `Origin`; no `Origin` is fine
 * (curl, tests, and `<img>` loads of the icons send none). */
export function assertDevAccess(host: string | undefined, origin: string | undefined): void {
  if (!isLoopbackHost(host)) {
    throw new ApiError(
      'MISDIRECTED',
      `Host: "${echoInput(host ?? '')}" is not a loopback name; the development endpoints answer only as localhost, 127.0.0.1 or [::1]`,
    );
  }
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    throw new ApiError(
      'FORBIDDEN',
      `Origin: "${echoInput(origin)}" is not a loopback origin; the development endpoints answer only pages served from this machine`,
    );
  }
}
