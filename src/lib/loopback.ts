/**
 * Whether a URL points at this machine by a loopback name: `localhost`, `127.0.0.0/8` or `[::1]`.
 * Only such an API can be the local sandbox; a public name that answers like it is not.
 */
export function isLoopbackUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
