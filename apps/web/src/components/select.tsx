// biome-ignore lint/style/noRestrictedImports: the one place Mantine's Select is wrapped.
import { Select as MantineSelect, type SelectProps } from '@mantine/core';

/**
 * Mantine's Select, opening on its first option while nothing is chosen. Opened with ArrowDown it
 * marked its first option, yet Enter then chose nothing about half the time: a moment after
 * opening Mantine looks up the chosen option and, with none, forgets the marked one
 * (mantinedev/mantine#6978). Once a value is chosen, the list opens on that value, scrolled to it,
 * for the mouse as for the keyboard. Lint refuses Mantine's own Select elsewhere.
 */
export function Select(props: SelectProps) {
  const chosen = props.value ?? props.defaultValue;
  return <MantineSelect selectFirstOptionOnDropdownOpen={chosen == null || chosen === ''} {...props} />;
}
