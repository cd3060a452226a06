import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import css from './sign-in.module.css';

/*
 * The few controls the sign-in page needs, as plain elements (sign-in.module.css): a labelled
 * field with its message, a password field that can be shown, a button that shows it is busy, and
 * an alert. They keep what Mantine's gave a user: the label names the field, a message is tied to
 * its field (aria-describedby) and marks it invalid.
 */

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & {
  label: string;
  error?: string | undefined;
  /** Drawn at the field's right, inside it. */
  action?: ReactNode;
};

export function SignInField({ label, error, action, required, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={css.label}>
        {label}
        {required && (
          <span className={css.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className={css.inputBox}>
        <input
          {...input}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={action ? `${css.input} ${css.withToggle}` : css.input}
        />
        {action}
      </div>
      {error && (
        <p id={errorId} className={css.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

const eye = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z';
const slash = 'M3 3l18 18';

/** A password field with a button that shows what was typed, and hides it again. */
export function SignInPasswordField(props: Omit<FieldProps, 'type' | 'action'>) {
  const [visible, setVisible] = useState(false);
  return (
    <SignInField
      {...props}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className={css.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d={visible ? `${eye} ${slash}` : eye} />
          </svg>
        </button>
      }
    />
  );
}

export function SignInButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={css.button} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className={css.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

export function SignInAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className={css.alert}>
      {title && <strong className={css.alertTitle}>{title}</strong>}
      {children}
    </div>
  );
}
