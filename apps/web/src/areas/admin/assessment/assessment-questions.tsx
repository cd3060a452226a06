import type { AssessmentCategory } from '@kaksha/contracts/assessment-rules';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLibraryQuestions } from '../../../features/assessments/admin-library-questions.ts';
import { type ListedQuestion, QuestionChecklist } from '../../../features/assessments/admin-question-checklist.tsx';
import { useTemplateQuestions, useTemplates } from '../../../features/assessments/admin-templates.ts';
import type { Place } from '../../../features/curriculum/place-pickers.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { type AssessmentFormValues, selectionProblem, toggleQuestion } from './assessment-schema.ts';

type Rules = Pick<AssessmentFormValues, 'assignmentMode' | 'maxQuestions' | 'maxWeightage'>;

interface AssessmentQuestionsProps {
  category: AssessmentCategory;
  place: Place;
  rules: Rules;
  selected: readonly ListedQuestion[];
  onSelectedChange: (selected: readonly ListedQuestion[]) => void;
  templateID: string | null;
  onTemplatePick: (templateID: string) => void;
}

/** Shows the spec's alert for a selection that does not fit (admin spec §5, §8). */
export const alertSelection = (message: string) =>
  notifications.show({ color: 'red', title: 'Questions', message, autoClose: 4000 });

/**
 * The questions of a new assessment (admin spec §4): category Students ticks library questions of
 * the curriculum, subject, topic and chapter; Use Template loads a picked template's questions.
 */
export function AssessmentQuestions(props: AssessmentQuestionsProps) {
  const { selected, onSelectedChange, rules } = props;
  const toggle = (question: ListedQuestion, checked: boolean) => {
    const result = toggleQuestion(selected, question, checked, rules);
    if (result.alert) alertSelection(result.alert);
    else onSelectedChange(result.selected);
  };
  const ids = selected.map((q) => q.questionID);
  // A template, or limits lowered after ticking, can leave a selection that no longer fits.
  const problem = selected.length > 0 ? selectionProblem(selected, rules) : null;
  return (
    <Stack gap="sm">
      {problem && (
        <Alert color="yellow" role="alert">
          {problem}: untick questions or raise the limits before submitting.
        </Alert>
      )}
      {props.category === 'Use Template' ? (
        <TemplateQuestions {...props} ids={ids} toggle={toggle} />
      ) : (
        <LibraryQuestions place={props.place} ids={ids} toggle={toggle} />
      )}
    </Stack>
  );
}

type Toggle = (question: ListedQuestion, checked: boolean) => void;

function LibraryQuestions({ place, ids, toggle }: { place: Place; ids: string[]; toggle: Toggle }) {
  const list = useLibraryQuestions(place);
  return (
    <QuestionChecklist
      questions={list.data}
      loading={list.isPending}
      error={list.error ? errorMessage(list.error) : null}
      selected={ids}
      onToggle={toggle}
    />
  );
}

function TemplateQuestions({
  place,
  templateID,
  onTemplatePick,
  onSelectedChange,
  ids,
  toggle,
}: AssessmentQuestionsProps & { ids: string[]; toggle: Toggle }) {
  const templates = useTemplates();
  const chosen = useTemplateQuestions(templateID);
  const ofPlace = templates.data?.filter(
    (t) => t.curriculumCode === place.curriculumCode && t.subject === place.subject,
  );
  const loadedFor = useRef<string | null>(null);

  // A picked template's questions become the selection once, when they arrive.
  useEffect(() => {
    const template = chosen.data?.template;
    if (!template || loadedFor.current === template.templateID) return;
    loadedFor.current = template.templateID;
    onSelectedChange(chosen.data?.questions ?? []);
  }, [chosen.data, onSelectedChange]);

  if (templates.error) return <Alert color="red">{errorMessage(templates.error)}</Alert>;
  if (!ofPlace)
    return (
      <Text c="dimmed" size="sm" role="status">
        Loading templates…
      </Text>
    );
  if (ofPlace.length === 0)
    return (
      <Text c="dimmed">No templates for this curriculum and subject. Add one under Template, or pick questions.</Text>
    );
  return (
    <Stack gap="sm">
      <Radio.Group label="Template" value={templateID} onChange={onTemplatePick}>
        <Stack gap={6} mt="xs">
          {ofPlace.map((t) => (
            <Radio
              key={t.templateID}
              value={t.templateID}
              label={`${t.templateName} (${t.templateType}, ${t.questions.length} questions)`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {templateID && (
        <QuestionChecklist
          questions={chosen.data?.questions}
          loading={chosen.isPending}
          error={chosen.error ? errorMessage(chosen.error) : null}
          selected={ids}
          onToggle={toggle}
          emptyText="This template's questions are no longer in the library."
        />
      )}
    </Stack>
  );
}
