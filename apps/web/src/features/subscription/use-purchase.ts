import type { BodyOf } from '@kaksha/contracts/endpoint';
import { getUserPurchases, orderPayment, verifyOrder } from '@kaksha/contracts/payments';
import { getUserCurr } from '@kaksha/contracts/student-catalogue';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { getLoginType, saveSession } from '../../lib/session-store.ts';

/** Keeps the token the server answers with, so the claims list the new curriculum at once. */
const keepToken = (token: string | undefined) => {
  if (token) saveSession(token, getLoginType() ?? 'student');
};

/** orderPayment: an order for the curriculum's price (or, when free, the enrolment itself). */
export const useOrderPayment = () =>
  useEndpointMutation(
    async (body: BodyOf<typeof orderPayment>) => {
      const answer = await call(orderPayment, { body });
      keepToken(answer.token);
      return answer;
    },
    [getUserCurr, getUserPurchases],
  );

/** verifyOrder: the provider's signed answer; on success the student's curricula and receipts refresh. */
export const useVerifyOrder = () =>
  useEndpointMutation(
    async (body: BodyOf<typeof verifyOrder>) => {
      const answer = await call(verifyOrder, { body });
      keepToken(answer.token);
      return answer;
    },
    [getUserCurr, getUserPurchases],
  );

/** The signed-in student's receipts, newest first. */
export const usePurchases = () => useEndpointQuery(getUserPurchases, {}, { select: (answer) => answer.data });
