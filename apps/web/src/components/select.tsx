// biome-ignore lint/style/noRestrictedImports: the one place Mantine's Select is wrapped.
import { Select as MantineSelect, type SelectProps } from '@mantine/core';

/**
 * Mantine's Select, opening on its first option only while nothing is chosen. The theme makes every
 * select open on its first option, because a keyboard user's ArrowDown then Enter otherwise chose
 * nothing about half the time (full-app-theme.ts); once a value is chosen, the list opens on that
 * value instead, scrolled to it, for the mouse as for the keyboard.
 */
export function Select(props: SelectProps) {
  const nothingChosen = (props.value ?? props.defaultValue ?? null) === null || props.value === '';
  return <MantineSelect selectFirstOptionOnDropdownOpen={nothingChosen} {...props} />;
}
