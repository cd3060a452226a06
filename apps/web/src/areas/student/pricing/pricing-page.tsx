import { formatRupees } from '@kaksha/contracts/school-time';
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { buyPlanPath, type PlanCard, pricingPlans } from './pricing-plans.ts';

function Feature({ included, children }: { included: boolean; children: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={20} radius="xl" color={included ? 'teal' : 'gray'} variant="light">
          {included ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Text size="sm" c={included ? undefined : 'dimmed'}>
        {children}
      </Text>
    </List.Item>
  );
}

function Plan({ plan }: { plan: PlanCard }) {
  const highlighted = Boolean(plan.ribbon);
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow={highlighted ? 'md' : 'xs'}
      component="section"
      aria-label={`${plan.name} plan`}
      style={highlighted ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          {plan.ribbon ? (
            <Badge color="indigo" variant="filled" style={{ alignSelf: 'flex-start' }}>
              {plan.ribbon}
            </Badge>
          ) : (
            // Keeps the plans' names level side by side; stacked on a phone, no gap is needed.
            <Badge color="transparent" aria-hidden visibleFrom="sm" style={{ visibility: 'hidden' }}>
              &nbsp;
            </Badge>
          )}
          <Title order={2} size="h3">
            {plan.name}
          </Title>
          <Text fz={36} fw={700} lh={1.1}>
            {formatRupees(plan.price)}
          </Text>
        </Stack>
        <List spacing="xs" center style={{ flexGrow: 1 }}>
          <Feature included>{`${plan.days} days`}</Feature>
          <Feature included>{plan.storage}</Feature>
          <Feature included={plan.fullSupport}>{plan.fullSupport ? 'Full support' : 'No full support'}</Feature>
        </List>
        <Button
          component={Link}
          to={buyPlanPath(plan.name)}
          variant={highlighted ? 'filled' : 'light'}
          fullWidth
          aria-label={`BUY NOW: ${plan.name}`}
        >
          BUY NOW
        </Button>
      </Stack>
    </Card>
  );
}

/** The student area's pricing page (spec §2): three plans; BUY NOW asks the school for one. */
export function PricingPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Pricing"
        description="Choose a plan and press BUY NOW to ask the school for it; they reply by e-mail with how to pay."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {pricingPlans.map((plan) => (
          <Plan key={plan.name} plan={plan} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
