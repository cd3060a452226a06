import { Select } from '../../components/select.tsx';
import { type TopicChoice, useChapters } from './api.ts';
import { type CurriculumOption, TopicPicker } from './topic-picker.tsx';

export interface ChapterChoice extends TopicChoice {
  chapter: string | null;
}

interface ChapterPickerProps {
  curricula: readonly CurriculumOption[];
  curriculaLoading?: boolean;
  value: ChapterChoice;
  onChange: (next: ChapterChoice) => void;
  disabled?: boolean;
}

/** Curriculum, subject, topic and chapter, fed by the catalogue (the admin video forms). */
export function ChapterPicker({ curricula, curriculaLoading, value, onChange, disabled }: ChapterPickerProps) {
  const chapters = useChapters(value);
  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
      <TopicPicker
        curricula={curricula}
        curriculaLoading={curriculaLoading}
        value={value}
        onChange={(next) => onChange({ ...next, chapter: null })}
      >
        <Select
          label="Chapter"
          placeholder={chapters.isFetching ? 'Loading…' : 'Choose a chapter'}
          data={(chapters.data ?? []).map((c) => c.chapter)}
          value={value.chapter}
          onChange={(chapter) => onChange({ ...value, chapter })}
          disabled={!value.topic}
          searchable
          nothingFoundMessage="No chapter found"
        />
      </TopicPicker>
    </fieldset>
  );
}
