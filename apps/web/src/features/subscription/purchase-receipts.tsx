import { messages } from '@kaksha/contracts/messages';
import type { PurchaseDto } from '@kaksha/contracts/payments';
import { formatRupees } from '@kaksha/contracts/school-time';
import { Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { curriculumTitle } from '../../components/curriculum-label.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { usePurchases } from './use-purchase.ts';

/** Paise to the spec's Rs.{price}. */
const rupees = (paise: number) => formatRupees(paise / 100);

function Receipt({ purchase }: { purchase: PurchaseDto }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={`Receipt for ${purchase.curriculum}`}>
      {/* Known by its long name; the name (its code without the year) tells one run from another. */}
      <Text fw={700}>{curriculumTitle(purchase)}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {purchase.curriculum}
      </Text>
      <Table variant="vertical" withTableBorder={false} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={130}>Amount paid</Table.Th>
            <Table.Td>
              {rupees(purchase.amount)} ({purchase.currency})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Td>{formatDateTime(purchase.paidAt)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Order ID</Table.Th>
            <Table.Td ff="monospace">{purchase.orderId}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Payment ID</Table.Th>
            <Table.Td ff="monospace">{purchase.paymentId}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Curriculum code</Table.Th>
            <Table.Td>{purchase.curriculumCode}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The signed-in student's purchases, each with its receipt. */
export function PurchaseReceipts() {
  const purchases = usePurchases();
  return (
    <Stack gap="lg">
      <PageHeader title="My Purchases" />
      <QueryState
        query={purchases}
        errorTitle="Your purchases could not be loaded"
        loading={<Skeleton h={180} radius="md" />}
      >
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{messages.noPurchases}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {list.map((p) => (
                <Receipt key={p.orderId} purchase={p} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
}
