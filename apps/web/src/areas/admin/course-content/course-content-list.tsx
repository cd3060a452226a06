import type { CourseDto } from '@kaksha/contracts';
import { EntityList } from '../../../components/entity-list.tsx';
import { useCopyCourse, useCourses } from '../../../features/curriculum/use-courses.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

export function CourseContentList() {
  const courses = useCourses();
  const copy = useCopyCourse();
  return (
    <EntityList<CourseDto>
      title="Chapter"
      searchPlaceholder="Search Curriculum/Subject/topic"
      addLabel="Add Chapter"
      addTo="/admin/add-course-content"
      rows={courses.data}
      error={courses.error ? errorMessage(courses.error) : null}
      rowKey={(row) => row._id}
      searchText={(row) => `${row.curriculum} ${row.subject} ${row.topic}`}
      columns={[
        { header: 'Curriculum Name', render: (row) => row.curriculum },
        { header: 'Subject Name', render: (row) => row.subject },
        { header: 'Topic Name', render: (row) => row.topic },
        { header: 'Practical Session', render: (row) => row.practicalSession },
      ]}
      editTo={(row) => `/admin/edit-course-content/${row._id}`}
      viewTo={(row) => `/admin/view-course-content/${row._id}`}
      copyName={(row) => row.topic}
      copyActions={[{ label: 'Copy topic', onCopy: (row) => copy.mutateAsync(row._id) }]}
      emptyText="No chapter content yet. Add a topic with its chapters."
    />
  );
}
