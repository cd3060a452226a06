import { messages } from '@kaksha/contracts/messages';
import { GENDERS } from '@kaksha/contracts/person-fields';
import { type SelectProps, Textarea, type TextareaProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { schoolToday } from '../lib/dates.ts';
import { DateField } from './date-field.tsx';
import { Select } from './select.tsx';

/*
 * The fields of a person, shown the same way wherever a person is written: registration, the
 * staff form and the student form (their rules are the contracts' person-fields.ts).
 */

interface ControlledProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** A select bound to a form field: '' while nothing is chosen, the field's message beneath it. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
  onChosen,
  ...props
}: ControlledProps<T> &
  Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'label'> & {
    /** Called after a choice, e.g. to clear the fields that depend on it. */
    onChosen?: (value: string) => void;
  }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      label={label}
      withAsterisk={required}
      value={field.value || null}
      onChange={(value) => {
        field.onChange(value ?? '');
        onChosen?.(value ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Gender (spec §9: Male, Female, Other). */
export function GenderField<T extends FieldValues>(props: Omit<ControlledProps<T>, 'label'> & { label?: string }) {
  return <SelectField label="Gender" required placeholder="Choose" data={[...GENDERS]} {...props} />;
}

/** Date of birth: typed or picked, never after the school's today. */
export function DateOfBirthField<T extends FieldValues>({ control, name, label }: ControlledProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const today = schoolToday();
  return (
    <DateField
      label={label}
      withAsterisk
      // No maxDate: the picker would silently erase a typed future date. Future days are
      // greyed in the calendar, and a typed one stays with a message saying why it is refused.
      getDayProps={(day) => ({ disabled: String(day).slice(0, 10) > today })}
      defaultLevel="decade"
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={String(field.value ?? '') > today ? messages.dobInFuture : fieldState.error?.message}
    />
  );
}

/** The postal address, a few lines (spread the form's `register('address')` into it). */
export function AddressField(props: Omit<TextareaProps, 'label'>) {
  return <Textarea label="Address" withAsterisk mt="sm" autosize minRows={2} {...props} />;
}
