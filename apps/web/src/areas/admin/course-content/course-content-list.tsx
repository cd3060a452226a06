import type { CourseDto } from '@kaksha/contracts/curriculum-content';
import { EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useCoursePage } from '../../../features/curriculum/use-catalogue-pages.ts';
import { useCopyCourse } from '../../../features/curriculum/use-courses.ts';

export function CourseContentList() {
  const list = useServerList();
  const courses = useCoursePage(list.request);
  const copy = useCopyCourse();
  return (
    <EntityList<CourseDto>
      title="Chapter"
      searchPlaceholder="Search Curriculum/Subject/topic"
      addLabel="Add Chapter"
      addTo="/admin/add-course-content"
      server={list}
      {...pagedRows(courses)}
      rowKey={(row) => row._id}
      columns={[
        { header: 'Curriculum Name', sort: 'curriculum', render: (row) => row.curriculum },
        { header: 'Subject Name', sort: 'subject', render: (row) => row.subject },
        { header: 'Topic Name', sort: 'topic', render: (row) => row.topic },
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
