import { notifications } from '@mantine/notifications';
import { errorMessage } from '../lib/api-error-messages.ts';

/** The red notice of a failed action, saying the server's reason (or the fallback words). */
export function showErrorToast(error: unknown): void {
  notifications.show({ color: 'red', message: errorMessage(error) });
}
