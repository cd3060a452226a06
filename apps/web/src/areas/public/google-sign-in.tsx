import type { LoginModule } from '@kaksha/contracts/accounts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { getPublicConfigRef } from '../../lib/entry-endpoints.ts';

// Most schools run without Google sign-in: its button's code loads only where the server has a client id.
const GoogleSignInButton = lazy(async () => ({
  default: (await import('./google-sign-in-button.tsx')).GoogleSignInButton,
}));

/** "Sign in with Google", shown only when the server has a Google client id. */
export function GoogleSignIn({ onSignedIn }: { onSignedIn: (loginType: LoginModule) => void }) {
  const [clientId, setClientId] = useState<string | null>(null);

  useEffect(() => {
    call(getPublicConfigRef).then(
      (config) => setClientId(config.googleClientId),
      () => setClientId(null),
    );
  }, []);

  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignInButton clientId={clientId} onSignedIn={onSignedIn} />
    </Suspense>
  );
}
