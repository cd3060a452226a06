import type { ImportQuestionsResult } from '@kaksha/contracts/question-files';
import { Badge, Group, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Pager } from '../../../components/pager.tsx';
import { htmlToText } from '../../../components/safe-html.tsx';
import { useLocalPaging } from '../../../components/use-local-paging.ts';

const PAGE = 10;

/** The preview of a question file: what will be imported, and what is skipped with its line and reason. */
export function QuestionImportPreview({ preview }: { preview: ImportQuestionsResult }) {
  const questions = useLocalPaging(preview.questions, undefined, PAGE, true);
  const skipped = useLocalPaging(preview.skipped, undefined, PAGE, true);
  return (
    <Tabs defaultValue="questions">
      <Tabs.List>
        <Tabs.Tab value="questions">Questions ({preview.questions.length})</Tabs.Tab>
        <Tabs.Tab value="skipped">Skipped ({preview.skipped.length})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="questions" pt="sm">
        <Stack gap="sm">
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" aria-label="Questions to import" miw={620}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>Line</Table.Th>
                  <Table.Th>Question</Table.Th>
                  <Table.Th w={90}>Type</Table.Th>
                  <Table.Th>Options (right one first)</Table.Th>
                  <Table.Th w={70}>Marks</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {questions.shown.map((q) => (
                  <Table.Tr key={`${q.line}-${q.item}`}>
                    <Table.Td>{q.line}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" lineClamp={2}>
                          {htmlToText(q.question)}
                        </Text>
                        {q.hasImage && <IconPhoto size={14} aria-label="with an image" />}
                      </Group>
                    </Table.Td>
                    <Table.Td>{q.questionType}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {q.options.map((o) => (
                          <Badge
                            key={o.text}
                            variant={o.correct ? 'filled' : 'light'}
                            color={o.correct ? 'green' : 'gray'}
                            tt="none"
                          >
                            {o.correct ? `✓ ${o.text}` : o.text}
                          </Badge>
                        ))}
                        {q.options.length === 0 && (
                          <Text size="sm" c="dimmed">
                            Written answer
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{q.questionmarks}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {questions.pages > 1 && (
            <Pager
              label="Questions to import pages"
              total={questions.pages}
              value={questions.current}
              onChange={questions.setPage}
            />
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="skipped" pt="sm">
        {preview.skipped.length === 0 ? (
          <Text c="dimmed" py="md" ta="center">
            Nothing skipped: every question of the file can be imported.
          </Text>
        ) : (
          <Stack gap="sm">
            <ScrollArea type="auto">
              <Table striped verticalSpacing="xs" aria-label="Skipped items" miw={520}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>Line</Table.Th>
                    <Table.Th w={200}>Item</Table.Th>
                    <Table.Th>Why it is skipped</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {skipped.shown.map((s) => (
                    <Table.Tr key={`${s.line}-${s.item}`}>
                      <Table.Td>{s.line}</Table.Td>
                      <Table.Td>{s.item}</Table.Td>
                      <Table.Td>{s.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {skipped.pages > 1 && (
              <Pager
                label="Skipped items pages"
                total={skipped.pages}
                value={skipped.current}
                onChange={skipped.setPage}
              />
            )}
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
