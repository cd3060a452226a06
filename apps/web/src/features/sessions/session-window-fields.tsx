import { zoneCaption } from '@kaksha/contracts/school-time';
import { sessionWindowIssues } from '@kaksha/contracts/session-rules';
import { SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DateField } from '../../components/date-field.tsx';
import { Select } from '../../components/select.tsx';
import { getSchoolTimeZone, schoolToday } from '../../lib/dates.ts';
import { startSlots, TIME_SLOTS, type WindowValues, windowInstants, withOfferedStart } from './session-window.ts';
import { useSchoolZone } from './use-school-zone.ts';

/** The rules of session-rules.ts, as messages by field, for a form's resolver. */
export function windowErrors(values: WindowValues): Partial<Record<keyof WindowValues, string>> {
  if (!values.date) return { date: 'Required' };
  const issues = sessionWindowIssues(windowInstants(values), getSchoolTimeZone());
  const errors: Partial<Record<keyof WindowValues, string>> = {};
  for (const issue of issues) {
    const key = issue.path === 'start' ? 'startTime' : 'endTime';
    errors[key] ??= issue.message;
  }
  return errors;
}

interface Props {
  value: WindowValues;
  onChange: (next: WindowValues) => void;
  errors?: Partial<Record<keyof WindowValues, string | undefined>>;
}

/** Date (not before today), start and end in 15-minute steps, and the school's zone as a caption. */
export function SessionWindowFields({ value, onChange, errors = {} }: Props) {
  const caption = useSchoolZone()?.caption ?? zoneCaption(getSchoolTimeZone());
  // One list per day chosen: a new array on every render makes the select update itself again.
  const starts = useMemo(() => startSlots(value.date), [value.date]);
  return (
    <div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <DateField
          label="Date"
          required
          value={value.date}
          onChange={(date) => onChange(withOfferedStart({ ...value, date }))}
          minDate={schoolToday()}
          error={errors.date}
        />
        <Select
          label="Start Time"
          required
          data={starts}
          nothingFoundMessage="No start time left today: choose a later date"
          value={value.startTime}
          onChange={(startTime) => onChange({ ...value, startTime: startTime ?? value.startTime })}
          searchable
          allowDeselect={false}
          error={errors.startTime}
        />
        <Select
          label="End Time"
          required
          data={TIME_SLOTS}
          value={value.endTime}
          onChange={(endTime) => onChange({ ...value, endTime: endTime ?? value.endTime })}
          searchable
          allowDeselect={false}
          error={errors.endTime}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4}>
        Times are in the school's time zone ({caption}).
      </Text>
    </div>
  );
}
