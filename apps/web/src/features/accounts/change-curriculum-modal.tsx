import { Button, Group, Modal, Text } from '@mantine/core';

interface ChangeCurriculumModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Placeholder for switching the current curriculum (students) or curriculum and subject (teachers). */
export function ChangeCurriculumModal({ opened, onClose }: ChangeCurriculumModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change Curriculum" centered>
      <Text mb="lg">Changing the curriculum is not available yet.</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
