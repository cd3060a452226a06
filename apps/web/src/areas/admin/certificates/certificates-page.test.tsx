import { messages } from '@kaksha/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

const row = {
  certificateCode: 'KSH-AB12-CD34-EF56-GH78',
  userID: 's-1',
  name: 'PRIYA SHARMA',
  curriculum: 'Bachelor of Science in Computer Science',
  curriculumCode: 'KKS-BSC-CS-2026',
  completionDate: '2026-11-27',
  issuedAt: '2026-11-27T05:00:00.000Z',
  basis: 'unchecked',
  issueReason: null,
  revokedOn: null,
  revokeReason: null,
};

describe('/admin/certificates', () => {
  it('lists certificates issued before completion was checked, and revokes one only with a reason', async () => {
    signInAs('superadmin', { role: 'admin' });
    const fetchMock = mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getCertificates': { body: { status: true, data: [row], total: 1, page: 1, pageSize: 50 } },
      '/api/revokeCertificate': {
        body: {
          status: true,
          message: messages.certificateRevoked,
          data: { ...row, revokedOn: '2026-11-27', revokeReason: 'Issued before completion' },
        },
      },
    });
    renderRoutes(appRoutes, '/admin/certificates');
    const revoke = await screen.findByRole(
      'button',
      { name: `Revoke the certificate of PRIYA SHARMA (${row.certificateCode})` },
      areaLoad,
    );
    const listed = revoke.closest('tr');
    expect(listed?.textContent).toContain('Issued before completion was checked');
    expect(listed?.textContent).toContain('Valid');

    fireEvent.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(messages.certificateReasonRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/revokeCertificate'))).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Issued before completion' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/revokeCertificate'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/revokeCertificate'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      code: row.certificateCode,
      reason: 'Issued before completion',
    });
  });
});
