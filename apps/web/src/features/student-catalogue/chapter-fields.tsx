import { useCallback } from 'react';
import { Select } from '../../components/select.tsx';
import { type TopicChoice, useChapters, useMyCurricula } from './api.ts';
import { TopicPicker } from './topic-picker.tsx';

export interface ChapterChoice {
  curriculumCode: string;
  subject: string;
  topic: string;
  chapter: string;
}

/** Reads a chapter from the address (the chapter row's Raise Query and Request Session links). */
export const chapterFromSearch = (params: URLSearchParams): ChapterChoice => ({
  curriculumCode: params.get('curriculumCode') ?? '',
  subject: params.get('subject') ?? '',
  topic: params.get('topic') ?? '',
  chapter: params.get('chapter') ?? '',
});

interface ChapterFieldsProps {
  value: ChapterChoice;
  onChange: (next: ChapterChoice) => void;
  errors?: Partial<Record<keyof ChapterChoice, string | undefined>>;
}

/**
 * Curriculum, subject, topic and chapter of the student's own curricula: the first four fields of
 * Raise Query and Request A Session (student spec §2). Choosing one clears the ones below it.
 */
export function ChapterFields({ value, onChange, errors = {} }: ChapterFieldsProps) {
  const curricula = useMyCurricula();
  const topicChoice: TopicChoice = {
    curriculumCode: value.curriculumCode || null,
    subject: value.subject || null,
    topic: value.topic || null,
  };
  const chapters = useChapters(topicChoice);
  const onTopic = useCallback(
    (next: TopicChoice) => {
      const sameTopic = next.curriculumCode === topicChoice.curriculumCode && next.subject === topicChoice.subject;
      onChange({
        curriculumCode: next.curriculumCode ?? '',
        subject: next.subject ?? '',
        topic: next.topic ?? '',
        chapter: sameTopic && next.topic === topicChoice.topic ? value.chapter : '',
      });
    },
    [onChange, topicChoice.curriculumCode, topicChoice.subject, topicChoice.topic, value.chapter],
  );
  return (
    <TopicPicker
      curricula={curricula.data ?? []}
      curriculaLoading={curricula.isPending}
      value={topicChoice}
      onChange={onTopic}
      errors={errors}
      required
    >
      <Select
        label="Chapter"
        required
        placeholder={chapters.isFetching ? 'Loading…' : 'Choose a chapter'}
        data={(chapters.data ?? []).map((c) => c.chapter)}
        value={value.chapter || null}
        onChange={(chapter) => onChange({ ...value, chapter: chapter ?? '' })}
        disabled={!value.topic}
        searchable
        nothingFoundMessage="No chapter found"
        error={errors.chapter}
      />
    </TopicPicker>
  );
}
