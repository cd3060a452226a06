import { createTheme } from '@mantine/core';

/**
 * A calm indigo with teal accents; rounded, quiet surfaces that read well on small screens. Its
 * colours meet WCAG AA through theme-colours.css (light mode, the only mode offered).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // Transitions and animations stop when the system asks for reduced motion.
  respectReducedMotion: true,
  // The focus ring shows for keyboard users (not on every click), in the primary colour, 2 px.
  focusRing: 'auto',
  other: { accentColor: 'teal' },
});
