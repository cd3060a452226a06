import { mergeThemeOverrides } from '@mantine/core';
import { theme } from './theme.ts';

const CLEAR = { 'aria-label': 'Clear' };
const CLOSE = { 'aria-label': 'Close' };
/** Inputs that may show a clear button. */
const CLEARABLE = [
  'Select',
  'MultiSelect',
  'TagsInput',
  'Autocomplete',
  'FileInput',
  'DateInput',
  'DatePickerInput',
  'DateTimePicker',
  'TimePicker',
];

/**
 * The theme of every page but the sign-in entry, which shows none of these components and whose
 * JavaScript has a budget of its own. Mantine's close and clear buttons are icons without a name;
 * each gets one here, once (plain objects: Component.extend would import the components).
 */
export const fullAppTheme = mergeThemeOverrides(theme, {
  components: {
    ...Object.fromEntries(CLEARABLE.map((name) => [name, { defaultProps: { clearButtonProps: CLEAR } }])),
    Modal: { defaultProps: { closeButtonProps: CLOSE } },
    Drawer: { defaultProps: { closeButtonProps: CLOSE } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Under a title Mantine greys the message to gray-6 (3.3:1 on white); the dimmed colour reads.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    Alert: { defaultProps: { closeButtonLabel: 'Close' } },
    // Mantine's menus start with a focusable placeholder marked "presentation", which a menu may
    // not hold (only menu items); without it, the keyboard lands on the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A table wider than a phone scrolls in its own box; the box takes focus so the keyboard can
    // scroll it too (WCAG 2.1.1). A plain overflowing box: nothing else is needed of a scroll area.
    // Positioned, so what a table places absolutely (visually hidden words) stays inside its box
    // instead of widening the page (WCAG 1.4.10 Reflow at 320 px).
    TableScrollContainer: {
      defaultProps: { type: 'native', tabIndex: 0 },
      styles: { scrollContainer: { position: 'relative' } },
    },
  },
});
