import type { BodyOf } from '@kaksha/contracts/endpoint';
import type { exportResults } from '@kaksha/contracts/statistics';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '../../components/error-toast.ts';
import { downloadResults } from './api.ts';

type Request = Omit<BodyOf<typeof exportResults>, 'format'>;

/** Export CSV and Export XLSX of a test's marks or a curriculum's gradebook, as the screen shows it. */
export function ExportButtons({ request, disabled }: { request: Request; disabled?: boolean }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadResults({ ...request, format });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void run(format)}
        >
          Export {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
