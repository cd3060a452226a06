import { messages } from '@kaksha/contracts/messages';
import type { CheckoutDto } from '@kaksha/contracts/payments';
import { formatRupees } from '@kaksha/contracts/school-time';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { type CheckoutSuccess, openRazorpay } from './razorpay-checkout.ts';
import { useOrderPayment, useVerifyOrder } from './use-purchase.ts';

export interface Purchasable {
  _id: string;
  curriculum: string;
  longName: string;
  price: number;
}

type Phase =
  | { step: 'ordering' }
  | { step: 'checkout'; orderId: string; checkout: CheckoutDto }
  | { step: 'verifying' }
  | { step: 'failed'; message: string };

/** The test gateway's page tells this page how the payment went, as Razorpay's checkout calls back. */
interface GatewayMessage {
  source: 'kaksha-test-gateway';
  event: 'payment.success' | 'payment.failed';
  response?: CheckoutSuccess;
}
const isGatewayMessage = (data: unknown): data is GatewayMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'kaksha-test-gateway';

/**
 * BUY NOW, start to end (student spec §7 Payment): orderPayment, the provider's checkout,
 * verifyOrder. Loaded only when a student buys, so none of it weighs on other pages.
 */
export function PurchaseDialog({
  curriculum,
  userID,
  onClose,
}: {
  curriculum: Purchasable;
  userID: string;
  onClose: () => void;
}) {
  const order = useOrderPayment();
  const verify = useVerifyOrder();
  const [phase, setPhase] = useState<Phase>({ step: 'ordering' });
  const [declined, setDeclined] = useState(false);
  const started = useRef(false);

  const succeed = (message: string) => {
    notifications.show({ color: 'green', message });
    onClose();
  };

  const confirm = (answer: CheckoutSuccess) => {
    setPhase({ step: 'verifying' });
    // A promise, not mutate's callbacks: the new token may re-render the area around this dialog,
    // and the student must still be told the outcome.
    verify
      .mutateAsync({
        user: { userID, curriculumID: curriculum._id },
        paymentDeatils: {
          paymentId: answer.razorpay_payment_id,
          paymentSignature: answer.razorpay_signature,
          paymentOrderId: answer.razorpay_order_id,
        },
      })
      .then(
        (done) => succeed(done.message),
        (error: unknown) => setPhase({ step: 'failed', message: errorMessage(error) }),
      );
  };

  // One order per opening of the dialog (a second effect run in development must not order twice).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per dialog
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    order
      .mutateAsync({
        user: { userID },
        amount: Math.round(curriculum.price * 100),
        currency: 'INR',
        curriculumID: curriculum._id,
      })
      .then(
        ({ data }) => {
          if (!data.paymentDetail) return succeed(messages.paymentSucceeded);
          setPhase({ step: 'checkout', orderId: data.paymentDetail.orderId, checkout: data.paymentDetail.checkout });
        },
        (error: unknown) => setPhase({ step: 'failed', message: errorMessage(error) }),
      );
  }, []);

  // The test gateway's page in the frame reports here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: confirm reads the latest state through setters
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGatewayMessage(event.data)) return;
      if (event.data.event === 'payment.success' && event.data.response) confirm(event.data.response);
      else setDeclined(true);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  // Razorpay opens its own window over the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per order
  useEffect(() => {
    if (phase.step !== 'checkout' || phase.checkout.provider !== 'razorpay') return;
    const { checkout } = phase;
    openRazorpay({
      ...checkout,
      orderId: phase.orderId,
      amount: Math.round(curriculum.price * 100),
      currency: 'INR',
      onSuccess: confirm,
      onFailure: () => setDeclined(true),
      onDismiss: onClose,
    }).catch(() => setPhase({ step: 'failed', message: messages.paymentUnavailable }));
  }, [phase.step]);

  return (
    <Modal opened onClose={onClose} title={`Buy ${curriculum.curriculum}`} size="lg" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {curriculum.longName}: {formatRupees(curriculum.price)}
        </Text>
        {/* The provider's own words are shown in its checkout; ours say what it means for the student. */}
        {declined && (
          <Alert color="red" title="Payment failed">
            {messages.paymentDeclined}
          </Alert>
        )}
        {phase.step === 'ordering' && <Waiting text="Preparing your payment..." />}
        {phase.step === 'verifying' && <Waiting text="Confirming your payment..." />}
        {phase.step === 'checkout' && phase.checkout.provider === 'test' && (
          <iframe
            src={phase.checkout.checkoutUrl}
            title="Payment checkout"
            style={{ width: '100%', height: 440, border: 0 }}
          />
        )}
        {phase.step === 'checkout' && phase.checkout.provider === 'razorpay' && (
          <Text>Complete the payment in the Razorpay window.</Text>
        )}
        {phase.step === 'failed' && <Alert color="red">{phase.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={phase.step === 'verifying'}>
            {phase.step === 'failed' ? 'Close' : 'Cancel'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Group>
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}
