import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

export const OFFLINE_TEXT = 'Offline — answers are kept on this device and will be sent when the connection is back';

/** Says plainly that answers are safe while the connection is down. */
export function OfflineBanner() {
  return (
    <Alert color="orange" variant="filled" icon={<IconWifiOff size={18} />} role="alert">
      {OFFLINE_TEXT}
    </Alert>
  );
}
