import { describe, expect, it } from 'vitest';
import { labFigures } from './lab-figures.ts';

describe('labFigures', () => {
  it('counts the lab tests, the submitted ones and those per subject', () => {
    const figures = labFigures([
      { status: 1, subject: 'Physics' },
      { status: 0, subject: 'Chemistry' },
      { status: 0, subject: 'Physics' },
    ]);
    expect(figures.summary).toEqual([
      { label: 'Total', value: 3 },
      { label: 'Completed', value: 1 },
      { label: 'Pending', value: 2 },
    ]);
    expect(figures.bySubject).toEqual([
      { label: 'Chemistry', value: 1 },
      { label: 'Physics', value: 2 },
    ]);
  });

  it('has zeros and no subjects without lab tests', () => {
    expect(labFigures([])).toEqual({
      summary: [
        { label: 'Total', value: 0 },
        { label: 'Completed', value: 0 },
        { label: 'Pending', value: 0 },
      ],
      bySubject: [],
    });
  });
});
