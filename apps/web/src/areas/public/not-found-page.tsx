import { Button, Center, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PublicCard, PublicPage } from './public-page.tsx';

export function NotFoundPage() {
  return (
    <PublicPage>
      <PublicCard
        centered
        width={520}
        title="Page not found"
        description="The page you asked for does not exist or has moved."
        icon={
          <Text fz={64} fw={800} c="indigo.7" lh={1}>
            404
          </Text>
        }
      >
        <Center>
          <Button component={Link} to="/">
            Go to home
          </Button>
        </Center>
      </PublicCard>
    </PublicPage>
  );
}
