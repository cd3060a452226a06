import { formatRupees } from '@kaksha/contracts/school-time';
import { escapeHtml } from '../mail/escape-html.ts';
import { TEST_CARDS } from './test-gateway.ts';

/** The test gateway's checkout page, shown in a frame of the subscription page like Razorpay's. */
export function checkoutPage(order: { id: string; amount: number; currency: string; description: string }): string {
  const amount = formatRupees(order.amount / 100);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:20px;color:#1a1b1e;background:#f8f9fa}
main{max-width:360px;margin:0 auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px}
h1{font-size:18px;margin:0 0 4px} p{margin:4px 0 12px;font-size:14px;color:#495057}
.amount{font-size:24px;font-weight:700;color:#364fc7}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;font-size:16px;padding:8px;border:1px solid #ced4da;border-radius:4px}
button{margin-top:16px;width:100%;padding:10px;font-size:16px;font-weight:600;color:#fff;background:#4c6ef5;border:0;border-radius:4px;cursor:pointer}
button[disabled]{opacity:.6}
[role=alert]{margin-top:12px;font-size:14px;color:#c92a2a;min-height:1em}
.ok{color:#2b8a3e!important}
small{display:block;margin-top:16px;color:#868e96}
</style></head>
<body><main>
<h1>Kaksha test gateway</h1>
<p>${escapeHtml(order.description)}</p>
<div class="amount">${amount}</div>
<form id="pay" data-order="${escapeHtml(order.id)}" novalidate>
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<button type="submit">Pay ${amount}</button>
<div id="message" role="alert" aria-live="assertive"></div>
</form>
<small>No money moves here. Test cards: ${TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ')} pays;
${TEST_CARDS.declined.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined.</small>
</main><script src="/api/test-gateway/checkout.js"></script></body></html>`;
}

/** The page's script: pays, then tells the page that opened it, as Razorpay's checkout calls back. */
export const checkoutScript = `(() => {
  const form = document.getElementById('pay');
  const message = document.getElementById('message');
  const button = form.querySelector('button');
  const tell = (data) => window.parent.postMessage({ source: 'kaksha-test-gateway', ...data }, location.origin);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    message.className = '';
    message.textContent = 'Processing...';
    try {
      const res = await fetch('/api/test-gateway/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: form.dataset.order, cardNumber: form.card.value }),
      });
      const answer = await res.json();
      if (res.ok) {
        message.className = 'ok';
        message.textContent = 'Payment successful';
        tell({ event: 'payment.success', response: answer });
        return;
      }
      message.textContent = answer.error.description;
      if (answer.error.code !== 'invalid_card') tell({ event: 'payment.failed', error: answer.error });
    } catch {
      message.textContent = 'The payment could not be sent. Try again.';
    }
    button.disabled = false;
  });
})();
`;
