import { formatRupees } from '@kaksha/contracts/school-time';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { curriculumTitle } from '../../components/curriculum-label.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-state.tsx';
import { useSession } from '../../lib/session.ts';
import type { Purchasable } from './purchase-dialog.tsx';
import { useOfferedCurricula, usePurchasedCodes } from './use-offered-curricula.ts';

// The checkout is loaded when a student presses BUY NOW, never with the page.
const PurchaseDialog = lazy(async () => ({ default: (await import('./purchase-dialog.tsx')).PurchaseDialog }));

/**
 * Columns by the width the list has, not the window's, so the cards line up the same on the
 * public page (a centred column) and in the student area (the full width).
 */
const CARD_COLUMNS = { base: 1, '560px': 2, '880px': 3 };

/** The curriculum purchase list (student spec §2, /Subscription): Rs.{price}, BUY NOW or Purchased. */
export function SubscriptionList({ signedIn }: { signedIn: boolean }) {
  // A visitor who is not signed in sees the curricula open to join, with their prices.
  const all = useOfferedCurricula(signedIn);
  const owned = usePurchasedCodes();
  const userID = useSession()?.claims.userID ?? null;
  const navigate = useNavigate();
  const [buying, setBuying] = useState<Purchasable | null>(null);
  // A visitor signs in first; a signed-in user buys here.
  const buy = (c: Purchasable | Omit<Purchasable, '_id'>) =>
    signedIn && userID && '_id' in c ? setBuying(c) : void navigate('/login');

  return (
    <Stack gap="lg">
      <PageHeader title="Subscription" />
      {all.isError && all.data === undefined && <QueryError query={all} title="The curricula could not be loaded" />}
      {all.isPending && (
        <SimpleGrid type="container" cols={CARD_COLUMNS}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={160} radius="md" />
        </SimpleGrid>
      )}
      {all.data?.length === 0 && <Text c="dimmed">No curricula are offered yet.</Text>}
      <SimpleGrid type="container" cols={CARD_COLUMNS} spacing="lg">
        {all.data?.map((c) => {
          const purchased = owned.has(c.curriculumCode);
          return (
            <Card key={c.curriculumCode} withBorder radius="md" padding="lg" aria-label={c.curriculum}>
              <Stack gap="xs" justify="space-between" style={{ flex: 1 }}>
                <div>
                  <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                    {curriculumTitle(c)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {c.curriculum}
                  </Text>
                  <Badge variant="light" mt={4}>
                    {c.curriculumCode}
                  </Badge>
                </div>
                <Group justify="space-between" align="flex-end" mt="md">
                  <Text fw={800} fz={26} c="indigo.7">
                    {formatRupees(c.price)}
                  </Text>
                  {purchased ? (
                    <Button disabled>Purchased</Button>
                  ) : (
                    <Button leftSection={<IconShoppingCart size={16} />} onClick={() => buy(c)}>
                      BUY NOW
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {buying && userID && (
        <Suspense fallback={null}>
          <PurchaseDialog curriculum={buying} userID={userID} onClose={() => setBuying(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
