import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'kaksha-test.apps.googleusercontent.com';
export const TEST_GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * A stand-in for Google's key set: an RSA key pair, its public JWKS served over local HTTP, and a
 * signer for ID tokens as Google makes them.
 */
export async function startTestGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (
    claims: Record<string, unknown>,
    opts: { audience?: string; issuer?: string; key?: typeof privateKey } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.issuer ?? TEST_GOOGLE_ISSUER)
      .setAudience(opts.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setSubject(String(claims.sub ?? '1234567890'))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(opts.key ?? privateKey);

  return {
    config: {
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_ISSUER: TEST_GOOGLE_ISSUER,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
