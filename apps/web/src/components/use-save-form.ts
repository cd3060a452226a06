import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { showApiError } from '../lib/api-error-messages.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

interface SaveFormOptions<R> {
  /** The green note after a save, from the server's answer. */
  saved: (answer: R) => string;
  /** Where to go after a save: the list (or the entry's view). */
  goTo: string;
}

interface SaveCheck<O> {
  /**
   * Checks the form's own rules beyond its schema before anything is sent (a test's questions,
   * its weightage); false stops the save, and the check has already said why.
   */
  before?: (values: O) => boolean;
}

interface FailureWords<V extends FieldValues> {
  /** A 409 answer is this field's fault (a name already taken): its message goes beside it. */
  conflict?: { field: Path<V>; message: string };
  /** The form-level message when the form's own check fails (the student form names the first field). */
  invalid?: (errors: FieldErrors<V>) => string | null;
  /** The form-level message for a failed save, from the server's reason ('' when it gave none). */
  failed?: (reason: string) => string;
}

/**
 * The submit of an admin add/edit form: validate (the form's zod resolver), save through the
 * feature's mutation, say so and go back to the list; on failure each server field message goes
 * beside its field and the form-level message above the buttons (EntityForm's `serverError`).
 * While the form has unsaved changes, leaving it asks first (pass `leaveGuard` to EntityForm);
 * the navigation after a successful save does not ask.
 */
export function useSaveForm<V extends FieldValues, O, R>(
  form: Pick<UseFormReturn<V, unknown, O>, 'handleSubmit' | 'setError' | 'formState'>,
  save: (values: O) => Promise<R>,
  { saved, goTo, before, conflict, invalid, failed }: SaveFormOptions<R> & SaveCheck<O> & FailureWords<V>,
) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  const submit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      if (before && !before(values)) return;
      try {
        const answer = await save(values);
        notifications.show({ color: 'green', message: saved(answer) });
        leaveGuard.allowLeave();
        await navigate(goTo);
      } catch (error) {
        if (conflict && error instanceof ApiError && error.status === 409) {
          form.setError(conflict.field, { type: 'server', message: conflict.message });
        } else if (failed) {
          setServerError(failed(showApiError(error, form.setError, '')));
        } else {
          setServerError(showApiError(error, form.setError));
        }
      }
    },
    (errors) => setServerError(invalid ? invalid(errors) : null),
  );
  return { submit, serverError, leaveGuard };
}
