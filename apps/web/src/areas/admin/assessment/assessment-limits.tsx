import { ASSIGNMENT_MODES } from '@kaksha/contracts/assessment-rules';
import { NumberInput, Radio, SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Select } from '../../../components/select.tsx';
import {
  type AssessmentFormOutput,
  type AssessmentFormValues,
  derivedWeightage,
  QUESTION_MARK_OPTIONS,
} from './assessment-schema.ts';

interface AssessmentLimitsProps {
  control: Control<AssessmentFormValues, unknown, AssessmentFormOutput>;
  setValue: UseFormSetValue<AssessmentFormValues>;
  errors: FieldErrors<AssessmentFormValues>;
  /** The chosen questions' total marks, shown beside Max Weightage; null before any is chosen. */
  chosenMarks: number | null;
  /** Once the test has opened its limits no longer change. */
  disabled?: boolean;
}

const asNumber = (value: string | number) => (value === '' ? null : Number(value));

/**
 * Assignment mode and the limits (admin spec §4, §5): max questions, and either max weightage
 * (Mandatory) or optional questions x question marks, which make the max weightage (Optional).
 */
export function AssessmentLimits({ control, setValue, errors, chosenMarks, disabled }: AssessmentLimitsProps) {
  const total = chosenMarks === null ? 'No questions chosen yet' : `Chosen questions' total: ${chosenMarks} marks`;
  const [mode, optionalQuestions, optQuestionMarks] = useWatch({
    control,
    name: ['assignmentMode', 'optionalQuestions', 'optQuestionMarks'],
  });
  const optional = mode === 'Optional';
  const number = (name: 'maxQuestions' | 'optionalQuestions' | 'maxWeightage', label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          disabled={disabled}
          description={description}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={(field.value as number | string | null) ?? ''}
          onChange={(value) => field.onChange(name === 'maxQuestions' ? value : asNumber(value))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <>
      <Controller
        control={control}
        name="assignmentMode"
        render={({ field }) => (
          <Radio.Group
            label="Assignment Mode"
            required
            value={field.value ?? null}
            onChange={(value) => {
              field.onChange(value);
              // The optional-question fields mean nothing in the other mode (admin spec §4).
              setValue('optionalQuestions', null);
              setValue('optQuestionMarks', null);
              setValue('maxWeightage', null);
            }}
            error={errors.assignmentMode?.message}
          >
            <SimpleGrid cols={2} mt="xs" maw={320}>
              {ASSIGNMENT_MODES.map((m) => (
                <Radio key={m} value={m} label={m} disabled={disabled} />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      {number('maxQuestions', 'Max Questions', optional ? 'How many questions the test holds' : undefined)}
      {optional && number('optionalQuestions', 'Optional Questions', 'How many answers count, best first')}
      {optional && (
        <Controller
          control={control}
          name="optQuestionMarks"
          render={({ field }) => (
            <Select
              label="Question Marks"
              required
              disabled={disabled}
              description="Marks of every question"
              data={QUESTION_MARK_OPTIONS}
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              onBlur={field.onBlur}
              error={errors.optQuestionMarks?.message}
            />
          )}
        />
      )}
      {optional ? (
        <NumberInput
          label="Max Weightage"
          description="Optional questions x question marks"
          value={derivedWeightage({ optionalQuestions, optQuestionMarks }) ?? ''}
          readOnly
          variant="filled"
        />
      ) : (
        number('maxWeightage', 'Max Weightage', `At most the chosen questions' total. ${total}`)
      )}
    </>
  );
}
