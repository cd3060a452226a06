import type { PricingPlan } from '@kaksha/contracts/contact';

export interface PlanCard {
  name: PricingPlan;
  /** The spec's figures, in Rupees like every price of the school (its $ would be the one other currency). */
  price: number;
  days: number;
  storage: string;
  fullSupport: boolean;
  ribbon?: string;
}

/** The pricing page's plans, exactly as the student spec lists them (§2, Subscription). */
export const pricingPlans: readonly PlanCard[] = [
  { name: 'BASIC', price: 25, days: 30, storage: '10GB', fullSupport: false },
  { name: 'PRO', price: 50, days: 60, storage: '50GB', fullSupport: true, ribbon: 'Best Value' },
  { name: 'PREMIUM', price: 150, days: 120, storage: '150GB', fullSupport: true },
];

/** BUY NOW asks the school for the plan: no checkout sells these plans, so the contact form does. */
export const buyPlanPath = (plan: PricingPlan) => `/contact?plan=${plan}`;
