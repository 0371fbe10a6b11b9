/**
 * Whether an image URL may be loaded: `data:` images, and http(s) images from one of
 * `allowedOrigins` (the API's own origin and the integrator's image hosts). An image from
 * anywhere else is a request to a server that then knows who looked at which token; it is
 * replaced by a letter instead. The hosted pages' content security policy says the same.
 */
export function isAllowedImageUrl(url: string, allowedOrigins: ReadonlySet<string>): boolean {
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url)) return true;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      allowedOrigins.has(parsed.origin)
    );
  } catch {
    return false;
  }
}
