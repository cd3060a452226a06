import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { PricingPage } from './pricing-page.tsx';

describe('PricingPage', () => {
  it.each([
    ['BASIC', 'Rs.25', '30 days', '10GB', 'No full support'],
    ['PRO', 'Rs.50', '60 days', '50GB', 'Full support'],
    ['PREMIUM', 'Rs.150', '120 days', '150GB', 'Full support'],
  ])('shows the %s plan as the spec lists it, with BUY NOW asking the school', (plan, ...texts) => {
    renderRoutes([{ path: '/student/pricing', element: <PricingPage /> }], '/student/pricing');
    const card = within(screen.getByRole('region', { name: `${plan} plan` }));
    for (const text of texts) expect(card.getByText(text)).toBeTruthy();
    expect(card.getByRole('link', { name: `BUY NOW: ${plan}` }).getAttribute('href')).toBe(`/contact?plan=${plan}`);
  });

  it("puts the 'Best Value' ribbon on PRO only", () => {
    renderRoutes([{ path: '/student/pricing', element: <PricingPage /> }], '/student/pricing');
    expect(within(screen.getByRole('region', { name: 'PRO plan' })).getByText('Best Value')).toBeTruthy();
    expect(screen.getAllByText('Best Value')).toHaveLength(1);
  });
});
