import { isCopyName } from '@kaksha/contracts/copies';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDots, IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showErrorToast } from './error-toast.ts';

/** A copy a list row offers. `onCopy` resolves with the message to show, e.g. "Copied as X (copy)". */
export interface CopyAction<T> {
  label: string;
  onCopy: (row: T) => Promise<string | undefined>;
}

interface EntityRowActionsProps<T> {
  row: T;
  editTo: string;
  viewTo: string;
  copyActions?: readonly CopyAction<T>[];
  copyName?: (row: T) => string;
  /** Marks a copy by a flag rather than by its name's closing bracket. */
  isCopy?: (row: T) => boolean;
}

/** Edit, View and Copy for one row; copies of copies are not offered (admin spec §2, §4). */
export function EntityRowActions<T>({
  row,
  editTo,
  viewTo,
  copyActions = [],
  copyName,
  isCopy,
}: EntityRowActionsProps<T>) {
  const [copying, setCopying] = useState(false);
  const name = copyName?.(row) ?? '';
  const canCopy = copyActions.length > 0 && !(isCopy ? isCopy(row) : isCopyName(name));

  const runCopy = async (action: CopyAction<T>) => {
    setCopying(true);
    try {
      const message = await action.onCopy(row);
      notifications.show({ color: 'green', message: message ?? `${action.label}: done` });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setCopying(false);
    }
  };

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button component={Link} to={editTo} size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />}>
        Edit
      </Button>
      <Button component={Link} to={viewTo} size="compact-sm" variant="subtle" leftSection={<IconEye size={14} />}>
        View
      </Button>
      {canCopy && copyActions.length === 1 && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconCopy size={14} />}
          loading={copying}
          onClick={() => void runCopy(copyActions[0] as CopyAction<T>)}
          aria-label={`${copyActions[0]?.label} ${name}`.trim()}
        >
          Copy
        </Button>
      )}
      {canCopy && copyActions.length > 1 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" loading={copying} aria-label={`More actions for ${name}`.trim()}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {copyActions.map((action) => (
              <Menu.Item key={action.label} leftSection={<IconCopy size={14} />} onClick={() => void runCopy(action)}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
