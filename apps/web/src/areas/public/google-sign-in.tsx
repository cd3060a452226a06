import type { LoginModule } from '@kaksha/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { getPublicConfigRef } from '../../lib/entry-endpoints.ts';

// Most schools run without Google sign-in: its code loads only when the server has a client id.
const GoogleButton = lazy(async () => ({ default: (await import('./google-button.tsx')).GoogleButton }));

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
      <GoogleButton clientId={clientId} onSignedIn={onSignedIn} />
    </Suspense>
  );
}
