import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { CertificateSignatureCard } from '../../../features/certificates/signature-card.tsx';
import { ImagesPage } from './images-page.tsx';

/** /admin/images: the logo, and the signature printed on certificates (both uploaded images). */
export function ImagesWithSignaturePage() {
  return (
    <Stack gap="lg">
      {/* Titled as the sidebar names it, in the shared header like every other page. */}
      <PageHeader title="Images" />
      <ImagesPage />
      <CertificateSignatureCard />
    </Stack>
  );
}
