import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { EntityView } from '../../../components/entity-view.tsx';
import { StatusToggle } from '../../../features/admin-users/status-toggle.tsx';
import { fullName, useDeleteUser, useStudent } from '../../../features/admin-users/use-people.ts';
import { userInfoFields } from '../../../features/admin-users/user-info-fields.tsx';
import { IssueCertificateButton } from '../../../features/certificates/issue-certificate-button.tsx';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

/**
 * /admin/student-view/:id — a student's details, with Delete (confirmed), the Active toggle and the
 * early issue of a certificate (with a reason).
 */
export function StudentViewPage() {
  const { id } = useParams();
  const { data: student, error } = useStudent(id);
  const curricula = useCurricula();
  const curriculumOptions = (curricula.data ?? []).map((c) => ({
    value: c.curriculumCode,
    label: `${c.curriculum} (${c.curriculumCode})`,
  }));
  const remove = useDeleteUser();
  return (
    <EntityView
      title="Student Details"
      fields={student ? userInfoFields(student) : undefined}
      error={error ? errorMessage(error) : null}
      closeTo="/admin/student"
      onDelete={() => remove.mutateAsync(id ?? '')}
      actions={
        student && (
          <>
            <StatusToggle userID={student.userID} name={fullName(student)} active={student.isActivate} size="sm" />
            <IssueCertificateButton
              userID={student.userID}
              name={fullName(student)}
              curricula={curriculumOptions}
              defaultCurriculum={student.curriculumCode || null}
            />
            <Button
              component={Link}
              to={`/admin/student-edit/${student.userID}`}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Edit
            </Button>
          </>
        )
      }
    />
  );
}
