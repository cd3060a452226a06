import type { LoginModule } from '@kaksha/contracts/accounts';
import { useEffect } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { KakshaLogo } from '../../features/media/kaksha-logo.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { LoginForm } from './login-form.tsx';
import css from './sign-in.module.css';

/**
 * The sign-in page. It is rendered both by the light sign-in entry (no router, no Mantine
 * provider) and inside the router, so it takes what to do after sign-in as a prop, links with
 * plain addresses, and is drawn with plain elements and sign-in.module.css rather than Mantine's
 * components (docs/decisions.md, "A light sign-in page").
 *
 * It draws the public layout of public-page.tsx (backdrop, logo on top, card with its heading at
 * the top) with its own few lines instead of importing it.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (loginType: LoginModule) => void }) {
  // Not useDocumentTitle: the sign-in entry loads nothing it can do without.
  useEffect(() => {
    document.title = 'Sign in · Kaksha';
  }, []);
  return (
    <div className={css.page}>
      <SkipLink />
      <a href="/" aria-label="Kaksha sign-in" className={css.logoLink}>
        <KakshaLogo height={44} />
      </a>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.card}>
        <div className={css.stack}>
          <div>
            <h1 className={css.heading}>Sign in to Kaksha</h1>
            <p className={css.dimmed}>Your classes, assignments and tutors in one place.</p>
          </div>
          <LoginForm onSignedIn={onSignedIn} />
          <GoogleSignIn onSignedIn={onSignedIn} />
          <div className={css.links}>
            <a href="/verification" className={css.link}>
              Forgot password?
            </a>
            <a href="/register" className={css.link}>
              Create an account
            </a>
          </div>
          <footer className={`${css.links} ${css.centered}`}>
            <a href="/contact" className={css.link}>
              Questions? Contact us
            </a>
            <a href="/accessibility" className={css.link}>
              Accessibility
            </a>
          </footer>
        </div>
      </main>
    </div>
  );
}
