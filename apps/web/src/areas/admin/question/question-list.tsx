import type { QuestionDto } from '@kaksha/contracts/question-bank';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { htmlToText } from '../../../components/safe-html.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { questionKind } from '../../../features/question-bank/question-kind.ts';
import { useQuestionPage } from '../../../features/question-bank/use-question-page.ts';
import { useCopyQuestion } from '../../../features/question-bank/use-questions.ts';
import { QuestionExportDialog } from './question-export-dialog.tsx';
import { QuestionImportDialog } from './question-import-dialog.tsx';

type Row = QuestionDto & { text: string };

export function QuestionList() {
  const list = useServerList();
  const questions = useQuestionPage(list.request);
  const copy = useCopyQuestion();
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
  // The question is rich text; the table and the search read its words.
  const rows = useMemo(
    () => questions.data?.data.map((q) => ({ ...q, text: htmlToText(q.question) })),
    [questions.data],
  );
  return (
    <>
      <QuestionImportDialog opened={dialog === 'import'} onClose={() => setDialog(null)} />
      <QuestionExportDialog opened={dialog === 'export'} onClose={() => setDialog(null)} />
      <EntityList<Row>
        title="Question Library"
        searchPlaceholder="Search Curriculum/Subject/Question"
        addLabel="Add Question"
        addTo="/admin/add-question"
        headerActions={
          <>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setDialog('export')}>
              Export
            </Button>
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setDialog('import')}>
              Import
            </Button>
          </>
        }
        server={list}
        {...pagedRows(questions)}
        rows={rows}
        rowKey={(row) => row._id}
        columns={[
          {
            header: 'Question ID',
            sort: 'questionID',
            // A copy is marked here, not in the text students read.
            render: (row) => (
              <Group gap={6} wrap="nowrap">
                {row.questionID}
                {row.isCopy && (
                  <Badge size="xs" variant="light" color="gray">
                    Copy
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            header: 'Question',
            render: (row) => (
              <Text size="sm" lineClamp={2} miw={180} maw={360}>
                {row.text}
              </Text>
            ),
          },
          {
            header: 'Question Type',
            // A Multi question names how many options it has (2 to 8).
            render: (row) => questionKind(row),
          },
          { header: 'Curriculum', render: (row) => row.curriculum },
          { header: 'Subject', render: (row) => row.subject },
          { header: 'Marks', render: (row) => row.questionmarks },
        ]}
        editTo={(row) => `/admin/edit-question/${row.questionID}`}
        viewTo={(row) => `/admin/view-question/${row.questionID}`}
        copyName={(row) => row.text}
        isCopy={(row) => row.isCopy ?? false}
        copyActions={[{ label: 'Copy question', onCopy: (row) => copy.mutateAsync(row.questionID) }]}
        emptyText="No questions yet. Add the first one, or import a question file."
      />
    </>
  );
}
