import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { curriculumSelectData } from '../../components/curriculum-label.tsx';
import { QueryError } from '../../components/query-state.tsx';
import { Select } from '../../components/select.tsx';
import { type TopicChoice, useSubjects, useTopics } from './api.ts';

export interface CurriculumOption {
  curriculum: string;
  curriculumCode: string;
  /** Shown as the option's name when known; the code stays beside it. */
  longName?: string;
}

interface TopicPickerProps {
  curricula: readonly CurriculumOption[];
  value: TopicChoice;
  onChange: (next: TopicChoice) => void;
  /** Extra selects after topic (the admin forms add chapter). */
  children?: React.ReactNode;
  curriculaLoading?: boolean;
  /** Messages beside the selects (a form's 'Required'). */
  errors?: Partial<Record<'curriculumCode' | 'subject' | 'topic', string | undefined>>;
  /** Marks the selects required (the raise-query and request-session forms). */
  required?: boolean;
}

/**
 * The curriculum, subject and topic selectors shared by the student curriculum screen and the
 * admin video forms. Choosing one clears the choices below it; a single option is chosen for you.
 */
export function TopicPicker({
  curricula,
  value,
  onChange,
  children,
  curriculaLoading,
  errors = {},
  required,
}: TopicPickerProps) {
  const subjects = useSubjects(value.curriculumCode);
  const topics = useTopics(value.curriculumCode, value.subject);

  useEffect(() => {
    if (!value.curriculumCode && curricula.length === 1 && curricula[0])
      onChange({ curriculumCode: curricula[0].curriculumCode, subject: null, topic: null });
  }, [curricula, value.curriculumCode, onChange]);
  useEffect(() => {
    if (value.curriculumCode && !value.subject && subjects.data?.length === 1 && subjects.data[0])
      onChange({ ...value, subject: subjects.data[0], topic: null });
  }, [subjects.data, value, onChange]);
  useEffect(() => {
    if (value.subject && !value.topic && topics.data?.length === 1 && topics.data[0])
      onChange({ ...value, topic: topics.data[0] });
  }, [topics.data, value, onChange]);

  // A failed list must not read as an empty one ("No subject found" after a server error).
  const failed = subjects.isError ? subjects : topics.isError ? topics : null;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: children ? 4 : 3 }} spacing="md">
        <Select
          label="Curriculum"
          placeholder={curriculaLoading ? 'Loading…' : 'Choose a curriculum'}
          data={curriculumSelectData(curricula)}
          value={value.curriculumCode}
          onChange={(curriculumCode) => onChange({ curriculumCode, subject: null, topic: null })}
          searchable
          nothingFoundMessage="No curriculum found"
          required={required}
          error={errors.curriculumCode}
        />
        <Select
          label="Subject"
          placeholder={subjects.isFetching ? 'Loading…' : 'Choose a subject'}
          data={subjects.data ?? []}
          value={value.subject}
          onChange={(subject) => onChange({ ...value, subject, topic: null })}
          disabled={!value.curriculumCode}
          searchable
          // After a failure the list is unknown, not empty: the alert below says so, with Retry.
          nothingFoundMessage={subjects.isError ? undefined : 'No subject found'}
          required={required}
          error={errors.subject}
        />
        <Select
          label="Topic"
          placeholder={topics.isFetching ? 'Loading…' : 'Choose a topic'}
          data={topics.data ?? []}
          value={value.topic}
          onChange={(topic) => onChange({ ...value, topic })}
          disabled={!value.subject}
          searchable
          nothingFoundMessage={topics.isError ? undefined : 'No topic found'}
          required={required}
          error={errors.topic}
        />
        {children}
      </SimpleGrid>
      {failed && (
        <QueryError
          error={failed.error}
          onRetry={failed.refetch}
          retrying={failed.isFetching}
          title={failed === subjects ? 'The subjects could not be loaded' : 'The topics could not be loaded'}
        />
      )}
    </Stack>
  );
}
