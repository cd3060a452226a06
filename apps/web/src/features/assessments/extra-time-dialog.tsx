import type { AccommodationDto } from '@kaksha/contracts/accommodations';
import { wallClock, zonedInstant } from '@kaksha/contracts/school-time';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DateField } from '../../components/date-field.tsx';
import { Select } from '../../components/select.tsx';
import { errorMessage, fieldErrors } from '../../lib/api-error-messages.ts';
import { formatDateTime, getSchoolTimeZone } from '../../lib/dates.ts';
import { useSetAccommodation } from './extra-time.ts';

/** Who the dialog is for: a student already listed, or one to choose. */
export type ExtraTimeTarget = Pick<AccommodationDto, 'userID' | 'name' | 'extraMinutes' | 'endsAt'>;

interface ExtraTimeDialogProps {
  testID: string;
  /** null: the dialog asks which student (from `choices`). */
  student: ExtraTimeTarget | null;
  choices?: { value: string; label: string }[];
  /** The test's own end: a personal end must be later. */
  windowEndsAt: string;
  onClose: () => void;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Extra minutes and/or a later personal end for one student on one test. Saving moves a running
 * attempt's end at once, and the student's countdown follows (the server tells their page).
 */
export function ExtraTimeDialog({ testID, student, choices = [], windowEndsAt, onClose }: ExtraTimeDialogProps) {
  const zone = getSchoolTimeZone();
  const personal = student?.endsAt ? wallClock(student.endsAt, zone) : null;
  const [userID, setUserID] = useState<string | null>(student?.userID ?? null);
  const [minutes, setMinutes] = useState(student?.extraMinutes ? String(student.extraMinutes) : '');
  const [endDate, setEndDate] = useState(personal?.date ?? '');
  const [endTime, setEndTime] = useState(personal?.time ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetAccommodation();

  const send = async (remove: boolean) => {
    const problems: Record<string, string> = {};
    if (!userID) problems.userID = 'Choose a student';
    if (!remove && (endDate === '') !== (endTime === ''))
      problems[endDate ? 'endTime' : 'endsAt'] = 'Enter both the date and the time, or neither';
    if (!remove && endTime && !TIME.test(endTime)) problems.endTime = 'Enter a time as HH:mm';
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0 || !userID) return;
    try {
      const answer = await save.mutateAsync({
        testID,
        userID,
        extraMinutes: remove || minutes.trim() === '' ? null : (minutes.trim() as unknown as number),
        endsAt: remove || !endDate ? null : zonedInstant(endDate, endTime, zone).toISOString(),
      });
      notifications.show({ message: `${answer.message}: ${answer.data.name}`, color: 'teal' });
      onClose();
    } catch (error) {
      setErrors(Object.fromEntries(fieldErrors(error).map((e) => [e.field, e.message])));
      setFailure(errorMessage(error));
    }
  };

  const has = Boolean(student?.extraMinutes || student?.endsAt);
  return (
    <Modal opened onClose={onClose} title={student ? `Extra time for ${student.name}` : 'Give extra time'} centered>
      <Stack gap="sm">
        {student ? null : (
          <Select
            label="Student"
            required
            searchable
            data={choices}
            value={userID}
            onChange={setUserID}
            error={errors.userID}
            nothingFoundMessage="No student of that name"
          />
        )}
        <TextInput
          label="Extra minutes"
          description="Added to the time limit (an untimed test: after its end). 1 to 600"
          inputMode="numeric"
          value={minutes}
          onChange={(event) => setMinutes(event.currentTarget.value)}
          error={errors.extraMinutes}
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {`A later end of the window for this student alone, after the test's own end (${formatDateTime(windowEndsAt)}):`}
        </Text>
        <Group grow align="flex-start">
          <DateField label="Personal end date" value={endDate} onChange={setEndDate} error={errors.endsAt} />
          <TextInput
            label="Personal end time"
            placeholder="HH:mm"
            value={endTime}
            onChange={(event) => setEndTime(event.currentTarget.value)}
            error={errors.endTime}
          />
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {has && (
            <Button variant="subtle" color="red" onClick={() => void send(true)} disabled={save.isPending}>
              Remove extra time
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send(false)} loading={save.isPending}>
            Save extra time
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
