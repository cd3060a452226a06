/** The mark of a value that cannot be computed (one attempt, no spread): never NaN. */
export const NOT_COMPUTED = '–';

/** A statistic to two decimals (trailing zeros kept, so a column lines up), or "–". */
export const formatStat = (value: number | null, digits = 2): string =>
  value === null || !Number.isFinite(value) ? NOT_COMPUTED : value.toFixed(digits);

/** Marks as they are (whole or half marks), or "–". */
export const formatMarks = (value: number | null): string =>
  value === null ? NOT_COMPUTED : String(Math.round(value * 100) / 100);

/** A percentage with its sign, or "–". */
export const formatPercent = (value: number | null): string =>
  value === null ? NOT_COMPUTED : `${Math.round(value * 100) / 100}%`;
