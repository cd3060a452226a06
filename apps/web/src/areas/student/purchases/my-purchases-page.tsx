import { PurchaseReceipts } from '../../../features/subscription/purchase-receipts.tsx';

/** /student/purchases: what the student bought, with receipts. */
export function MyPurchasesPage() {
  return <PurchaseReceipts />;
}
