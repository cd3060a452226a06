import { DRAFT_STATUS } from '@kaksha/contracts/assessment-edits';
import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { Badge, Button, Group } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useAssessmentPage } from '../../../features/assessments/use-assessment-pages.ts';
import { formatListDate } from '../../../lib/dates.ts';
import { CopyAssessmentButton } from './copy-assessment-button.tsx';

export const assessmentViewPath = (row: Pick<AssessmentDto, 'testID' | 'curriculumCode'>) =>
  `/admin/view-assessment/${encodeURIComponent(row.testID)}/${encodeURIComponent(row.curriculumCode)}`;
export const assessmentEditPath = (row: Pick<AssessmentDto, 'testID'>) =>
  `/admin/edit-assessment/${encodeURIComponent(row.testID)}`;

/**
 * /admin/assessment: ID, name (a draft copy marked), type, curriculum, start and end date
 * (DD/MM/YYYY), and Edit, View and Copy. Searched (name, ID, subject, curriculum) and paged by the server.
 */
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
      {...pagedRows(assessments)}
      rowKey={(row) => row.testID}
      columns={[
        { header: 'ID', render: (row) => row.testID },
        {
          header: 'Name',
          sort: 'assessmentName',
          render: (row) => (
            <Group gap={6} wrap="nowrap">
              {row.assessmentName}
              {row.status === DRAFT_STATUS && (
                <Badge color="gray.8" size="sm" style={{ flexShrink: 0 }}>
                  Draft
                </Badge>
              )}
            </Group>
          ),
        },
        { header: 'Type', render: (row) => row.type },
        { header: 'Curriculum', render: (row) => row.curriculum },
        { header: 'Start Date', sort: 'startDate', render: (row) => formatListDate(row.startdate) },
        { header: 'End Date', render: (row) => formatListDate(row.enddate) },
      ]}
      rowActions={(row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={assessmentEditPath(row)}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            aria-label={`Edit ${row.assessmentName}`}
          >
            Edit
          </Button>
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
          <CopyAssessmentButton assessment={row} />
        </Group>
      )}
      emptyText="No assessments yet. Add one to set a test."
    />
  );
}
