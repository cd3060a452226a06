import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EntityList } from '../../../components/entity-list.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useAssessmentPage } from '../../../features/assessments/use-assessment-pages.ts';
import { formatListDate } from '../../../lib/dates.ts';

export const assessmentViewPath = (row: Pick<AssessmentDto, 'testID' | 'curriculumCode'>) =>
  `/admin/view-assessment/${encodeURIComponent(row.testID)}/${encodeURIComponent(row.curriculumCode)}`;

/** /admin/assessment: ID, name, type, curriculum, start and end date (DD/MM/YYYY) and View. */
export function AssessmentList() {
  const list = useServerList();
  const assessments = useAssessmentPage(list.request);
  return (
    <EntityList<AssessmentDto>
      title="Assessment"
      searchPlaceholder="Search Assessment/Curriculum"
      addLabel="Add Assessment"
      addTo="/admin/add-assessment"
      server={list}
      rows={assessments.data?.data}
      total={assessments.data?.total}
      error={assessments.error}
      onRetry={assessments.refetch}
      retrying={assessments.isRefetching}
      rowKey={(row) => row.testID}
      columns={[
        { header: 'ID', render: (row) => row.testID },
        { header: 'Name', sort: 'assessmentName', render: (row) => row.assessmentName },
        { header: 'Type', render: (row) => row.type },
        { header: 'Curriculum', render: (row) => row.curriculum },
        { header: 'Start Date', sort: 'startDate', render: (row) => formatListDate(row.startdate) },
        { header: 'End Date', render: (row) => formatListDate(row.enddate) },
      ]}
      rowActions={(row) => (
        <Button
          component={Link}
          to={assessmentViewPath(row)}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={14} />}
          aria-label={`View ${row.assessmentName}`}
        >
          View
        </Button>
      )}
      emptyText="No assessments yet. Add one to set a test."
    />
  );
}
