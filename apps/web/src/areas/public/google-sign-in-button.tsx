import type { LoginModule } from '@kaksha/contracts/accounts';
import { useEffect, useRef, useState } from 'react';
import { keepGoogleRegistration } from '../../features/accounts/google-registration.ts';
import { call } from '../../lib/api-client.ts';
import { errorMessage, UNREACHABLE } from '../../lib/api-error-messages.ts';
import { googleLoginRef } from '../../lib/entry-endpoints.ts';
import { saveSession } from '../../lib/session-store.ts';
import css from './sign-in.module.css';
import { SignInAlert } from './sign-in-controls.tsx';

/** The part of Google Identity Services Kaksha uses. */
interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const GIS_URL = 'https://accounts.google.com/gsi/client';

/** Loads Google's script once, after the page itself has loaded, so it never delays sign-in. */
let gis: Promise<GoogleIdentityServices> | undefined;
function loadGis(): Promise<GoogleIdentityServices> {
  gis ??= new Promise((resolve, reject) => {
    const inject = () => {
      const script = document.createElement('script');
      script.src = GIS_URL;
      script.async = true;
      script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google')));
      script.onerror = () => reject(new Error('Google sign-in could not load'));
      document.head.appendChild(script);
    };
    if (document.readyState === 'complete') inject();
    else window.addEventListener('load', inject, { once: true });
  });
  return gis;
}

/**
 * Google's button for the server's client id (google-sign-in.tsx loads this only when there is one).
 * A known user is signed in; an unknown one goes to the registration form with the e-mail Google
 * verified.
 */
export function GoogleSignInButton({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn: (loginType: LoginModule) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // Shown once Google's button is drawn: if the script cannot load, nothing half-made is left.
  const [ready, setReady] = useState(false);
  const buttonRef = useRef<HTMLDivElement>(null);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    let live = true;
    const onCredential = async ({ credential }: { credential?: string }) => {
      if (!credential) return;
      setFailure(null);
      try {
        const answer = await call(googleLoginRef, { body: { tokenId: credential } });
        if (answer.valid && answer.token && answer.loginModule) {
          saveSession(answer.token, answer.loginModule);
          signedIn.current(answer.loginModule);
        } else if (!answer.valid) {
          keepGoogleRegistration({
            tokenId: credential,
            email: answer.email,
            firstName: answer.firstName,
            lastName: answer.lastName,
          });
          window.location.assign('/register?Glogin=true');
        }
      } catch (e) {
        setFailure(errorMessage(e, UNREACHABLE));
      }
    };
    loadGis().then(
      (google) => {
        if (!live || !buttonRef.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: (a) => void onCredential(a) });
        google.accounts.id.renderButton(buttonRef.current, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          width: 300,
        });
        setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [clientId]);

  return (
    <div className={css.form} hidden={!ready}>
      <div className={css.divider}>or</div>
      <div ref={buttonRef} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />
      {failure && <SignInAlert>{failure}</SignInAlert>}
    </div>
  );
}
