import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { importJWK, type JWK, SignJWT } from 'jose';
import { E2E_GOOGLE_CLIENT_ID, E2E_GOOGLE_ISSUER } from './constants.ts';

/** An ID token as Google would sign it, with the test key set the server trusts. */
export async function googleIdToken(claims: { email: string; given_name?: string; family_name?: string }) {
  const jwk = JSON.parse(
    fs.readFileSync(path.join(process.env.E2E_FIXTURES_DIR ?? '', 'google-key.json'), 'utf8'),
  ) as JWK;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ ...claims, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? 'e2e-key' })
    .setIssuer(E2E_GOOGLE_ISSUER)
    .setAudience(E2E_GOOGLE_CLIENT_ID)
    .setSubject(`google-${claims.email}`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/**
 * Replaces Google Identity Services with a stand-in whose button hands the page the given ID
 * token, as the real one does after the person picks their account.
 */
export async function fakeGoogleIdentityServices(page: Page, credential: string): Promise<void> {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gis = config; },
        renderButton(parent) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = 'Sign in with Google';
          b.onclick = () => window.__gis.callback({ credential: ${JSON.stringify(credential)} });
          parent.appendChild(b);
        },
      } } };`,
    }),
  );
}
