import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { Button, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type EntityColumn, EntityList } from '../../../components/entity-list.tsx';
import { useWhoAmI } from '../../../features/accounts/use-who-am-i.ts';
import { useTeacherAssignments } from '../../../features/assessments/api.ts';
import { typeLabel } from '../../../features/assessments/assignment-labels.ts';
import { formatListDate } from '../../../lib/dates.ts';

const columns: readonly EntityColumn<AssessmentDto>[] = [
  { header: 'ID', render: (a) => a.testID },
  { header: 'Name', render: (a) => a.assessmentName },
  { header: 'Type', render: (a) => typeLabel(a.type) },
  { header: 'Curriculum', render: (a) => a.curriculum },
  { header: 'Start Date', render: (a) => formatListDate(a.startdate) },
  { header: 'End Date', render: (a) => formatListDate(a.enddate) },
];

export const correctionPath = (a: Pick<AssessmentDto, 'testID' | 'curriculumCode'>) =>
  `/teacher/assignment-correction/${encodeURIComponent(a.testID)}/${encodeURIComponent(a.curriculumCode)}`;

/** /teacher/assignments-list: the tests of the teacher's current curriculum and subject to correct. */
export function AssignmentsListPage() {
  const me = useWhoAmI();
  const curriculumCode = me.data?.curriculumCode ?? null;
  const list = useTeacherAssignments(curriculumCode, me.data?.subject ?? null);
  const noCurriculum = me.data !== undefined && curriculumCode === null;
  return (
    <Stack gap="sm">
      {me.data?.curriculum && (
        <Text size="sm" c="dimmed">
          {me.data.curriculum}
          {me.data.subject ? `, ${me.data.subject}` : ''}
        </Text>
      )}
      <EntityList
        title="Assignments"
        searchPlaceholder="Search Assignments"
        columns={columns}
        rows={noCurriculum ? [] : list.data}
        error={me.error ?? list.error}
        onRetry={() => (me.error ? me.refetch() : list.refetch())}
        retrying={me.isRefetching || list.isRefetching}
        rowKey={(a) => a.testID}
        searchText={(a) => `${a.testID} ${a.assessmentName} ${a.curriculum} ${typeLabel(a.type)}`}
        emptyText={noCurriculum ? 'Choose a curriculum with Change Curriculum first' : messages.noAssignments}
        rowActions={(a) => (
          <Button
            component={Link}
            to={correctionPath(a)}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconEye size={14} />}
            aria-label={`View ${a.assessmentName}`}
          >
            View
          </Button>
        )}
      />
    </Stack>
  );
}
