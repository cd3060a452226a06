import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../components/error-toast.ts';
import { useCopyAssessment } from '../../../features/assessments/admin-assessments.ts';

/**
 * Copies an assessment as a draft and opens the copy's edit form, where its dates are set and
 * saving schedules it. Until then students and teachers do not see it.
 */
export function CopyAssessmentButton({
  assessment,
  variant = 'subtle',
}: {
  assessment: Pick<AssessmentDto, 'testID' | 'assessmentName'>;
  variant?: 'subtle' | 'default';
}) {
  const copy = useCopyAssessment();
  const navigate = useNavigate();
  const run = async () => {
    try {
      const answer = await copy.mutateAsync(assessment.testID);
      notifications.show({ color: 'green', message: `${answer.message} (${answer.data.assessmentName})` });
      await navigate(`/admin/edit-assessment/${encodeURIComponent(answer.data.testID)}`);
    } catch (error) {
      showErrorToast(error);
    }
  };
  return (
    <Button
      size={variant === 'subtle' ? 'compact-sm' : 'sm'}
      variant={variant}
      leftSection={<IconCopy size={14} />}
      loading={copy.isPending}
      onClick={() => void run()}
      aria-label={`Copy ${assessment.assessmentName}`}
    >
      Copy
    </Button>
  );
}
