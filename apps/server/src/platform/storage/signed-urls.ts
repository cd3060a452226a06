import crypto from 'node:crypto';

/** Files under this prefix (the logo) are served to anyone, unsigned. */
export const PUBLIC_PREFIX = 'public/';
const HOUR = 3600;
/** Links live for 6 to 7 hours: whole hours, so a page shows the same URL and the browser caches it. */
const LIFETIME_HOURS = 6;

export interface UrlSigner {
  /** The URL a client fetches a stored file with; `name` is the download name it gets. */
  urlFor(location: string, name?: string): string;
  /** True when the signature matches and has not expired. */
  verify(key: string, query: { exp?: string; sig?: string; name?: string }): boolean;
}

export function createUrlSigner(secret: string, now: () => number = Date.now): UrlSigner {
  const sign = (key: string, exp: string, name: string) =>
    crypto.createHmac('sha256', secret).update(`${key}\n${exp}\n${name}`).digest('base64url');
  return {
    urlFor(location, name) {
      const base = `/api/files/${location}`;
      if (location.startsWith(PUBLIC_PREFIX)) return base;
      const exp = String((Math.floor(now() / 1000 / HOUR) + LIFETIME_HOURS + 1) * HOUR);
      const params = new URLSearchParams({ exp, sig: sign(location, exp, name ?? '') });
      if (name) params.set('name', name);
      return `${base}?${params}`;
    },
    verify(key, { exp, sig, name }) {
      if (key.startsWith(PUBLIC_PREFIX)) return true;
      if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) * 1000 < now()) return false;
      const expected = Buffer.from(sign(key, exp, name ?? ''));
      const given = Buffer.from(sig);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
