/**
 * What counts as "this machine" for the development endpoints (README, "Trust boundaries"):
 * `localhost`, `127.0.0.0/8` and `[::1]`, spelled as browsers and HTTP clients send them. Other
 * spellings (`127.1`, `0x7f.0.0.1`, `[0:0:0:0:0:0:0:1]`) are refused rather than normalised:
 * no honest client sends them, and being strict leaves nothing to parse differently.
 */
const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  if (name === 'localhost' || name === '[::1]') return true;
  const octets = IPV4_LOOPBACK.exec(name);
  return octets?.slice(1).every((octet) => Number(octet) <= 255) === true;
}

/** A `Host` header naming a loopback name, with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const parts = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host);
  if (!parts) return false;
  const port = parts[2];
  return isLoopbackHostname(parts[1]!) && (port === undefined || Number(port) <= 65_535);
}

/** An `Origin` header of a page served from this machine: http(s), a loopback host, any port. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An Origin is exactly `scheme://host[:port]`: anything URL had to normalise (a path, user
  // info, a default port, another spelling of the address) is not one a browser sends.
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin === origin &&
    isLoopbackHostname(url.hostname)
  );
}
