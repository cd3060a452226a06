import { createTheme } from '@mantine/core';

/** A calm indigo with teal accents; rounded, quiet surfaces that read well on small screens. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  other: { accentColor: 'teal' },
});
