import type { ReadingFileDto } from '@kaksha/contracts/media';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';

/** A dropdown of a chapter's files; each item downloads its file. */
export function FileMenu({ label, files }: { label: string; files: readonly ReadingFileDto[] }) {
  if (files.length === 0) {
    return (
      <Button size="compact-sm" variant="default" disabled aria-label={`${label}: none`}>
        {label} (0)
      </Button>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" rightSection={<IconChevronDown size={14} />}>
          {label} ({files.length})
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {files.map((f) => (
          <Menu.Item
            key={f.location}
            component="a"
            href={f.location}
            download={f.name}
            leftSection={<IconDownload size={14} />}
          >
            {f.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
