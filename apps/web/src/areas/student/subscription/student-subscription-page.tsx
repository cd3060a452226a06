import { SubscriptionList } from '../../../features/subscription/subscription-list.tsx';

/** /student/Subscription. */
export function StudentSubscriptionPage() {
  return <SubscriptionList signedIn />;
}
