import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { EntityView } from '../../../components/entity-view.tsx';
import { StatusToggle } from '../../../features/admin-users/status-toggle.tsx';
import { fullName, useDeleteUser, useStudent } from '../../../features/admin-users/use-people.ts';
import { userInfoFields } from '../../../features/admin-users/user-info-fields.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';

/** /admin/student-view/:id — a student's details, with Delete (confirmed) and the Active toggle. */
export function StudentViewPage() {
  const { id } = useParams();
  const { data: student, error } = useStudent(id);
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
