import crypto from 'node:crypto';
import { isPrivateKey } from '@kaksha/contracts/stored-keys';

/** Files under this prefix (the logo) are served to anyone, unsigned. */
export const PUBLIC_PREFIX = 'public/';
const HOUR = 3600;
/** Links live for 6 to 7 hours: whole hours, so a page shows the same URL and the browser caches it. */
const LIFETIME_HOURS = 6;

export interface UrlSigner {
  /**
   * The URL a client fetches a stored file with; `name` is the download name it gets. A private
   * key (an identity document) gets no link here, whatever row it came from: ''.
   */
  urlFor(location: string, name?: string): string;
  /** The link to a private file, for the people screens only (staff who manage people). */
  privateUrlFor(location: string, name?: string): string;
  /**
   * Just the signed query for `key`, without the '?': `exp=…&sig=…` (and `name=…` when given).
   * For links to other paths that `verify` checks under the same key.
   */
  signedQuery(key: string, name?: string): string;
  /** True when the signature matches and has not expired. */
  verify(key: string, query: { exp?: string; sig?: string; name?: string }): boolean;
}

export function createUrlSigner(secret: string, now: () => number = Date.now): UrlSigner {
  const sign = (key: string, exp: string, name: string) =>
    crypto.createHmac('sha256', secret).update(`${key}\n${exp}\n${name}`).digest('base64url');
  const signedQuery = (key: string, name?: string) => {
    const exp = String((Math.floor(now() / 1000 / HOUR) + LIFETIME_HOURS + 1) * HOUR);
    const params = new URLSearchParams({ exp, sig: sign(key, exp, name ?? '') });
    if (name) params.set('name', name);
    return params.toString();
  };
  const signed = (location: string, name?: string) => {
    const base = `/api/files/${location}`;
    if (location.startsWith(PUBLIC_PREFIX)) return base;
    return `${base}?${signedQuery(location, name)}`;
  };
  return {
    urlFor: (location, name) => (isPrivateKey(location) ? '' : signed(location, name)),
    privateUrlFor: signed,
    signedQuery,
    verify(key, { exp, sig, name }) {
      if (key.startsWith(PUBLIC_PREFIX)) return true;
      if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) * 1000 < now()) return false;
      const expected = Buffer.from(sign(key, exp, name ?? ''));
      const given = Buffer.from(sig);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
