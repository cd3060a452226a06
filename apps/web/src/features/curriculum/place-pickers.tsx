import { Select } from '../../components/select.tsx';
import { useCourseTopics } from './use-courses.ts';
import { useCurricula } from './use-curricula.ts';
import { useSubjectsOf } from './use-subjects.ts';

export type PlaceField = 'curriculumCode' | 'subject' | 'topic' | 'chapter';
export type Place = Record<PlaceField, string>;

/** Choosing a place empties the narrower ones: a new curriculum has other subjects, and so on. */
const NARROWER: Record<PlaceField, PlaceField[]> = {
  curriculumCode: ['subject', 'topic', 'chapter'],
  subject: ['topic', 'chapter'],
  topic: ['chapter'],
  chapter: [],
};

interface PlacePickersProps {
  value: Place;
  /** Called with every field that changes: the chosen one and the narrower ones emptied. */
  onChange: (changes: Partial<Place>) => void;
  errors?: Partial<Record<PlaceField, string | undefined>>;
  disabled?: boolean;
}

/**
 * Curriculum and subject (required), topic and chapter (optional, to narrow the questions), as the
 * question form picks them.
 */
export function PlacePickers({ value, onChange, errors = {}, disabled }: PlacePickersProps) {
  const curricula = useCurricula();
  const subjects = useSubjectsOf(value.curriculumCode || undefined);
  const topics = useCourseTopics(value.curriculumCode || undefined, value.subject || undefined);
  const chapters = topics.data?.find((t) => t.topic === value.topic)?.chapters ?? [];

  const pick = (field: PlaceField) => (next: string | null) => {
    const changes: Partial<Place> = { [field]: next ?? '' };
    for (const narrower of NARROWER[field]) changes[narrower] = '';
    onChange(changes);
  };

  const common = { searchable: true, disabled, nothingFoundMessage: 'Nothing found' } as const;
  return (
    <>
      <Select
        {...common}
        label="Curriculum"
        required
        data={(curricula.data ?? []).map((c) => ({ value: c.curriculumCode, label: c.curriculum }))}
        value={value.curriculumCode || null}
        onChange={pick('curriculumCode')}
        error={errors.curriculumCode}
      />
      <Select
        {...common}
        label="Subject"
        required
        data={[...new Set((subjects.data ?? []).map((s) => s.subject))]}
        value={value.subject || null}
        onChange={pick('subject')}
        error={errors.subject}
      />
      <Select
        {...common}
        label="Topic"
        clearable
        placeholder="All topics"
        data={[...new Set((topics.data ?? []).map((t) => t.topic))]}
        value={value.topic || null}
        onChange={pick('topic')}
        error={errors.topic}
      />
      <Select
        {...common}
        label="Chapter"
        clearable
        placeholder="All chapters"
        data={[...new Set(chapters)]}
        value={value.chapter || null}
        onChange={pick('chapter')}
        error={errors.chapter}
        disabled={disabled || !value.topic}
      />
    </>
  );
}
