import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The foot of every signed-in page: the accessibility statement and the contact form. */
export function AreaFooter() {
  return (
    <Group component="footer" justify="center" gap="lg" mt="xl" pt="md">
      <Anchor component={Link} to="/accessibility" size="sm">
        Accessibility
      </Anchor>
      <Anchor component={Link} to="/contact" size="sm">
        Contact us
      </Anchor>
    </Group>
  );
}
