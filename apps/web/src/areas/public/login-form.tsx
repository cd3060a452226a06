import type { LoginModule } from '@kaksha/contracts/accounts';
import { type FormEvent, useRef, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { errorMessage, UNREACHABLE } from '../../lib/api-error-messages.ts';
import { loginRef } from '../../lib/entry-endpoints.ts';
import { saveSession } from '../../lib/session-store.ts';
import css from './sign-in.module.css';
import { SignInAlert, SignInButton, SignInField, SignInPasswordField } from './sign-in-controls.tsx';

// zod and the contracts load on first use so the sign-in page paints without them.
const loadValidation = () => import('./login-validation.ts');

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * E-mail and password sign-in; the server's answer decides the area (spec §2, Public).
 * A plain controlled form: the sign-in page is the one screen that must stay light, so it does
 * without the router, the form library and the Mantine components the areas use.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (loginType: LoginModule) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = (await loadValidation()).validateLogin(values);
    setErrors(checked.errors);
    if (!checked.body) {
      // The first field in error takes focus, so a screen reader reads its label and its error.
      const first = checked.errors.email ? 'username' : 'current-password';
      form.current?.querySelector<HTMLInputElement>(`[autocomplete="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await call(loginRef, { body: checked.body });
      // statuscode 204 is the spec's "show the message" answer; it signs nobody in.
      if (answer.statuscode !== 200) {
        setFailure(answer.message);
        return;
      }
      saveSession(answer.token, answer.loginModule);
      onSignedIn(answer.loginModule);
    } catch (error) {
      setFailure(errorMessage(error, UNREACHABLE));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  return (
    <form ref={form} noValidate onSubmit={submit} onFocus={() => void loadValidation()} className={css.form}>
      <SignInField
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@example.com"
        required
        {...field('email')}
      />
      <SignInPasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        required
        {...field('password')}
      />
      <SignInButton busy={submitting}>Login</SignInButton>
      {failure && <SignInAlert title="Could not sign in">{failure}</SignInAlert>}
    </form>
  );
}
