import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

// The area's code loads on first use, slow on a busy machine.
const areaLoad = { timeout: 30_000 };

const receipt = {
  orderId: 'order_1',
  paymentId: 'pay_1',
  curriculum: 'KKS-DIP-DS',
  curriculumCode: 'KKS-DIP-DS-2026',
  longName: 'Diploma in Data Science',
  amount: 299_900,
  currency: 'INR',
  paidAt: '2026-11-20T10:00:00.000Z',
};

describe('My Purchases', () => {
  it('shows each receipt under the long name, the name beside it', async () => {
    signInAs('student');
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'student'),
      '/api/getUserPurchases': { body: { status: true, data: [receipt] } },
    });
    renderRoutes(appRoutes, '/student/purchases');
    const card = await screen.findByRole('region', { name: 'Receipt for KKS-DIP-DS' }, areaLoad);
    expect(card.textContent).toContain('Diploma in Data Science');
    expect(card.textContent).toContain('Rs.2,999 (INR)');
    expect(card.textContent).toContain('pay_1');
  });

  it('shows a failed read with Retry instead of "No purchases found", and Retry asks again', async () => {
    signInAs('student');
    let calls = 0;
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'student'),
      '/api/getUserPurchases': () => {
        calls += 1;
        return calls <= 2
          ? { status: 503, body: { status: false, message: 'The database is busy' } }
          : { body: { status: true, data: [] } };
      },
    });
    renderRoutes(appRoutes, '/student/purchases');
    const alert = await screen.findByRole('alert', undefined, areaLoad);
    expect(alert.textContent).toContain('Your purchases could not be loaded');
    expect(screen.queryByText('No purchases found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No purchases found', undefined, areaLoad)).toBeTruthy();
  });
});
