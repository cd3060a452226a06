/**
 * Calendar colours by status (student spec, Calendar): PENDING blue, ACCEPTED green, REJECTED red,
 * in the theme's filled shades, which carry white text at 4.5:1 or more.
 */
const COLOURS = {
  PENDING: 'var(--mantine-color-blue-filled)',
  ACCEPTED: 'var(--mantine-color-green-filled)',
  REJECTED: 'var(--mantine-color-red-filled)',
} as const;

export type CalendarStatus = keyof typeof COLOURS;

export const statusColour = (status: CalendarStatus) => COLOURS[status];

/** The Mantine colour name of a status, for badges and the legend. */
export const statusColourName = (status: CalendarStatus) =>
  status === 'PENDING' ? 'blue' : status === 'ACCEPTED' ? 'green' : 'red';
