import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { useOfferedCurricula, usePurchasedCodes } from './use-offered-curricula.ts';

/** The curriculum purchase list (student spec §2, /Subscription): Rs.{price}, BUY NOW or Purchased. */
export function SubscriptionList({ signedIn }: { signedIn: boolean }) {
  // A visitor who is not signed in sees the curricula open to join, with their prices.
  const all = useOfferedCurricula(signedIn);
  const owned = usePurchasedCodes();
  const [buying, setBuying] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Subscription
      </Title>
      {all.isError && <Alert color="red">{errorMessage(all.error)}</Alert>}
      {all.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={160} radius="md" />
        </SimpleGrid>
      )}
      {all.data?.length === 0 && <Text c="dimmed">No curricula are offered yet.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {all.data?.map((c) => {
          const purchased = owned.has(c.curriculumCode);
          return (
            <Card key={c.curriculumCode} withBorder radius="md" padding="lg" aria-label={c.curriculum}>
              <Stack gap="xs" h="100%" justify="space-between">
                <div>
                  <Text fw={700} size="lg">
                    {c.curriculum}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {c.longName}
                  </Text>
                  <Badge variant="light" mt={4}>
                    {c.curriculumCode}
                  </Badge>
                </div>
                <Group justify="space-between" align="flex-end" mt="md">
                  <Text fw={800} fz={26} c="indigo.7">
                    Rs.{c.price}
                  </Text>
                  {purchased ? (
                    <Button disabled>Purchased</Button>
                  ) : (
                    <Button leftSection={<IconShoppingCart size={16} />} onClick={() => setBuying(c.curriculum)}>
                      BUY NOW
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Modal opened={buying !== null} onClose={() => setBuying(null)} title={buying ?? ''} centered>
        <Text>Payment is not available yet. Please contact the school office to enrol in this curriculum.</Text>
        {!signedIn && (
          <Text mt="sm" c="dimmed">
            New to Kaksha? Register first and choose this curriculum.
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setBuying(null)}>Close</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
