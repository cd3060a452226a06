import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Says plainly that an org-admin page shows sample rows and stores nothing. */
export function PreviewNotice() {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title="Preview with sample data"
    >
      Organisation administration is not part of Kaksha yet. This page shows how it will look; nothing on it is stored
      or changed.
    </Alert>
  );
}
