import { PRICING_PLANS, type PricingPlan } from '@kaksha/contracts/contact';
import { useSearchParams } from 'react-router';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { useSession } from '../../lib/session.ts';
import { PublicCard, PublicPage } from './public-page.tsx';

const planOf = (value: string | null): PricingPlan | undefined =>
  PRICING_PLANS.find((plan) => plan === value?.toUpperCase());

/** /contact: a message to the school's admins, sent by e-mail. BUY NOW on a plan opens it with ?plan=. */
export function ContactPage() {
  const [params] = useSearchParams();
  const plan = planOf(params.get('plan'));
  const email = useSession()?.claims.email;
  return (
    <PublicPage>
      <PublicCard
        title={plan ? `Buy the ${plan} plan` : 'Contact us'}
        width={560}
        description={
          plan
            ? 'Send us this message and the school will reply by e-mail with how to pay for the plan.'
            : 'Write to the school. Your message goes to its admins by e-mail and they reply to the address you give.'
        }
      >
        <ContactForm plan={plan} email={email} />
      </PublicCard>
    </PublicPage>
  );
}
