import { SimpleGrid } from '@mantine/core';
import { Select } from '../../../components/select.tsx';
import { useCourseTopics } from '../../../features/curriculum/use-courses.ts';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { useSubjectsOf } from '../../../features/curriculum/use-subjects.ts';

export interface QuestionPlace {
  curriculumCode: string;
  subject: string;
  topic: string;
  chapter: string;
}

export const NO_PLACE: QuestionPlace = { curriculumCode: '', subject: '', topic: '', chapter: '' };

const ORDER = ['curriculumCode', 'subject', 'topic', 'chapter'] as const;

/**
 * Curriculum, subject, topic and chapter, each choice clearing the ones after it. `required`
 * names how far the choice must go: the chapter for an import, the curriculum for an export.
 */
export function QuestionPlaceSelects({
  value,
  onChange,
  required,
}: {
  value: QuestionPlace;
  onChange: (place: QuestionPlace) => void;
  required: 'chapter' | 'curriculumCode';
}) {
  const curricula = useCurricula();
  const subjects = useSubjectsOf(value.curriculumCode || undefined);
  const topics = useCourseTopics(value.curriculumCode || undefined, value.subject || undefined);
  const chapters = topics.data?.find((t) => t.topic === value.topic)?.chapters ?? [];

  const set = (field: (typeof ORDER)[number], chosen: string | null) => {
    const next = { ...value, [field]: chosen ?? '' };
    for (const later of ORDER.slice(ORDER.indexOf(field) + 1)) next[later] = '';
    onChange(next);
  };
  const isRequired = (field: (typeof ORDER)[number]) => required === 'chapter' || field === 'curriculumCode';

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Curriculum"
        required={isRequired('curriculumCode')}
        searchable
        data={(curricula.data ?? []).map((c) => ({ value: c.curriculumCode, label: c.curriculum }))}
        value={value.curriculumCode || null}
        onChange={(v) => set('curriculumCode', v)}
      />
      <Select
        label="Subject"
        required={isRequired('subject')}
        searchable
        clearable={!isRequired('subject')}
        disabled={!value.curriculumCode}
        data={(subjects.data ?? []).map((s) => s.subject)}
        value={value.subject || null}
        onChange={(v) => set('subject', v)}
      />
      <Select
        label="Topic"
        required={isRequired('topic')}
        searchable
        clearable={!isRequired('topic')}
        disabled={!value.subject}
        data={(topics.data ?? []).map((t) => t.topic)}
        value={value.topic || null}
        onChange={(v) => set('topic', v)}
      />
      <Select
        label="Chapter"
        required={isRequired('chapter')}
        searchable
        clearable={!isRequired('chapter')}
        disabled={!value.topic}
        data={chapters}
        value={value.chapter || null}
        onChange={(v) => set('chapter', v)}
      />
    </SimpleGrid>
  );
}
