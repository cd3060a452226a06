/** Calendar colours by status (student spec, Calendar): PENDING blue, ACCEPTED green, REJECTED red. */
const COLOURS = {
  PENDING: 'var(--mantine-color-blue-6)',
  ACCEPTED: 'var(--mantine-color-green-7)',
  REJECTED: 'var(--mantine-color-red-6)',
} as const;

export type CalendarStatus = keyof typeof COLOURS;

export const statusColour = (status: CalendarStatus) => COLOURS[status];

/** The Mantine colour name of a status, for badges and the legend. */
export const statusColourName = (status: CalendarStatus) =>
  status === 'PENDING' ? 'blue' : status === 'ACCEPTED' ? 'green' : 'red';
