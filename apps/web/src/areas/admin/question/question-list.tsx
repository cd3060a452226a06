import type { QuestionDto } from '@kaksha/contracts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { EntityList } from '../../../components/entity-list.tsx';
import { htmlToText } from '../../../components/safe-html.tsx';
import { useCopyQuestion, useQuestions } from '../../../features/question-bank/use-questions.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

type Row = QuestionDto & { text: string };

export function QuestionList() {
  const questions = useQuestions();
  const copy = useCopyQuestion();
  // The question is rich text; the table and the search read its words.
  const rows = useMemo(() => questions.data?.map((q) => ({ ...q, text: htmlToText(q.question) })), [questions.data]);
  return (
    <EntityList<Row>
      title="Question Library"
      searchPlaceholder="Search Curriculum/Subject/Question"
      addLabel="Add Question"
      addTo="/admin/add-question"
      rows={rows}
      error={questions.error ? errorMessage(questions.error) : null}
      rowKey={(row) => row._id}
      searchText={(row) => `${row.questionID} ${row.curriculum} ${row.subject} ${row.text}`}
      columns={[
        { header: 'Question ID', render: (row) => row.questionID },
        {
          header: 'Question',
          render: (row) => (
            <Text size="sm" lineClamp={2} miw={180} maw={360}>
              {row.text}
            </Text>
          ),
        },
        { header: 'Question Type', render: (row) => row.questionType },
        { header: 'Curriculum', render: (row) => row.curriculum },
        { header: 'Subject', render: (row) => row.subject },
        { header: 'Marks', render: (row) => row.questionmarks },
      ]}
      editTo={(row) => `/admin/edit-question/${row.questionID}`}
      viewTo={(row) => `/admin/view-question/${row.questionID}`}
      copyName={(row) => row.text}
      copyActions={[{ label: 'Copy question', onCopy: (row) => copy.mutateAsync(row.questionID) }]}
      emptyText="No questions yet. Add the first one."
    />
  );
}
