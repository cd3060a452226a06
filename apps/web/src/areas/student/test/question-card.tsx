import type { StudentQuestionDto } from '@kaksha/contracts/test-taking';
import { Badge, Group, Image, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { TEXT_SAVE_DELAY_MS } from './use-answer-sync.ts';

interface QuestionCardProps {
  number: number;
  question: StudentQuestionDto;
  response: string;
  onChange: (questionID: string, response: string, delayMs: number) => void;
}

/** One question of the test: radio options for Multi, a rich-text answer for the others. */
export const QuestionCard = memo(function QuestionCard({ number, question: q, response, onChange }: QuestionCardProps) {
  const label = `Answer to question ${number}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      id={`question-${number}`}
      component="section"
      style={{ scrollMarginTop: 88 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            Question {number}
          </Title>
          <Badge variant="light">
            {q.questionmarks} {q.questionmarks === 1 ? 'mark' : 'marks'}
          </Badge>
        </Group>
        <SafeHtml html={q.question} />
        {q.imageUrl && <Image src={q.imageUrl} alt={`Image of question ${number}`} maw={420} radius="sm" />}
        {q.questionType === 'Multi' ? (
          <Radio.Group
            aria-label={label}
            value={response || null}
            onChange={(value) => onChange(q.questionID, value, 0)}
          >
            <Stack gap="xs" mt="xs">
              {q.options.map((option) => (
                <Radio
                  key={option.text}
                  value={option.text}
                  label={
                    <Stack gap={4}>
                      <Text size="sm">{option.text}</Text>
                      {option.imageUrl && <Image src={option.imageUrl} alt="" maw={240} radius="sm" />}
                    </Stack>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <RichTextEditor
            label={label}
            value={response}
            onChange={(html) => onChange(q.questionID, html, TEXT_SAVE_DELAY_MS)}
          />
        )}
      </Stack>
    </Paper>
  );
});
