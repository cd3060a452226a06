import { Button } from '@mantine/core';
import { showErrorToast } from '../../components/error-toast.ts';
import { useSetInactive } from './use-people.ts';

interface StatusToggleProps {
  userID: string;
  /** Whose status it is, for screen readers: "Status of Asha Rao". */
  name: string;
  active: boolean;
  /** Compact in table rows, regular beside other buttons. */
  size?: 'compact-sm' | 'sm';
}

/** The Active / InActive toggle of the staff list and the student view (admin spec §2). */
export function StatusToggle({ userID, name, active, size = 'compact-sm' }: StatusToggleProps) {
  const setInactive = useSetInactive();
  const toggle = () =>
    setInactive.mutate(
      { id: userID, inactive: active },
      {
        onError: (error) => showErrorToast(error),
      },
    );
  return (
    <Button
      size={size}
      variant="light"
      color={active ? 'teal' : 'gray'}
      aria-pressed={active}
      aria-label={`Status of ${name}: ${active ? 'Active' : 'InActive'}`}
      title={active ? 'Click to deactivate' : 'Click to activate'}
      loading={setInactive.isPending}
      onClick={toggle}
      miw={84}
    >
      {active ? 'Active' : 'InActive'}
    </Button>
  );
}
