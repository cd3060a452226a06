import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { FORM_DATE_FORMAT, parseFormDate } from '../lib/dates.ts';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** A calendar date, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date field for admin forms: typed or picked, typed and shown as DD/MM/YYYY like every date, held as
 * `YYYY-MM-DD` like the API.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : '')}
      valueFormat={FORM_DATE_FORMAT}
      dateParser={parseFormDate}
      placeholder={props.placeholder ?? FORM_DATE_FORMAT}
      leftSection={<IconCalendar size={16} />}
      clearable
    />
  );
}
