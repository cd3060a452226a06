import { SubscriptionList } from './subscription-list.tsx';

/** /student/Subscription. */
export function StudentSubscriptionPage() {
  return <SubscriptionList signedIn />;
}
