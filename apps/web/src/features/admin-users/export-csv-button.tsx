import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '../../components/error-toast.ts';

/** Downloads a list as CSV, every page of it, with the filters and search on screen. */
export function ExportCsvButton({ download }: { download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={run}>
      Export CSV
    </Button>
  );
}
