import { useEffect, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { getLogoRef } from '../../lib/entry-endpoints.ts';

/*
 * The logo is asked for once per page load and shared by every bar. This is deliberately not a
 * TanStack query: the sign-in page shows the logo and loads without the query library.
 */
let pending: Promise<string | null> | null = null;
let known: string | null | undefined;
const listeners = new Set<(url: string | null) => void>();

function loadLogo(): Promise<string | null> {
  pending ??= call(getLogoRef)
    .then((answer) => answer.img.imageUrl)
    .catch(() => null)
    .then((url) => {
      known = url;
      return url;
    });
  return pending;
}

/** Forget the logo so the next bar asks again. */
export function forgetLogo(): void {
  pending = null;
  known = undefined;
}

/** A new logo was uploaded: every bar on the page shows it at once. */
export function setLogo(url: string | null): void {
  known = url;
  pending = Promise.resolve(url);
  for (const listener of listeners) listener(url);
}

/** The organisation logo's address, or null when none was uploaded (or it cannot be fetched). */
export function useLogoUrl(): string | null {
  const [url, setUrl] = useState<string | null>(known ?? null);
  useEffect(() => {
    let mounted = true;
    listeners.add(setUrl);
    void loadLogo().then((next) => {
      if (mounted) setUrl(next);
    });
    return () => {
      mounted = false;
      listeners.delete(setUrl);
    };
  }, []);
  return url;
}
