import { messages, type PurchaseDto } from '@kaksha/contracts';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { usePurchases } from './use-purchase.ts';

/** Paise to the spec's Rs.{price}. */
const rupees = (paise: number) => `Rs.${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

function Receipt({ purchase }: { purchase: PurchaseDto }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={`Receipt for ${purchase.curriculum}`}>
      <Text fw={700}>{purchase.curriculum}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {purchase.longName}
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
      <Title order={1} size="h2">
        My Purchases
      </Title>
      {purchases.isError && <Alert color="red">{errorMessage(purchases.error)}</Alert>}
      {purchases.isPending && <Skeleton h={180} radius="md" />}
      {purchases.data?.length === 0 && <Text c="dimmed">{messages.noPurchases}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {purchases.data?.map((p) => (
          <Receipt key={p.orderId} purchase={p} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
