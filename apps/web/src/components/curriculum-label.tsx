import type { ComboboxItem } from '@mantine/core';

interface Named {
  curriculum: string;
  curriculumCode: string;
  longName?: string;
}

/** A curriculum as people know it: its long name, or its short name when no long name is known. */
export const curriculumTitle = (c: Named) => c.longName || c.curriculum;

/**
 * Select options of curricula, valued by code and labelled "long name (code)": the name people
 * know first, the code that tells one year's run from the next after it.
 */
export const curriculumSelectData = (curricula: readonly Named[]): ComboboxItem[] =>
  curricula.map((c) => ({ value: c.curriculumCode, label: `${curriculumTitle(c)} (${c.curriculumCode})` }));
