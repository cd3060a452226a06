import { Group, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const starWords = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

interface StarRatingProps {
  /** The question the stars answer, read before them ("Rating"). */
  label: string;
  /** Stars chosen, 0 for none yet. */
  value: number;
  onChange: (stars: number) => void;
}

/**
 * One to five stars chosen like any set of radio buttons: Tab reaches the stars, the arrow keys
 * move between them, and the focused star shows a ring. Each star is read as "3 stars".
 */
export function StarRating({ label, value, onChange }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className={classes.stars}>
      <VisuallyHidden component="legend">{label}</VisuallyHidden>
      {STARS.map((n) => (
        <label key={n} className={classes.star} data-filled={n <= value || undefined}>
          <input type="radio" name={name} value={n} checked={n === value} onChange={() => onChange(n)} />
          {n <= value ? <IconStarFilled size={24} aria-hidden /> : <IconStar size={24} aria-hidden />}
          <VisuallyHidden>{starWords(n)}</VisuallyHidden>
        </label>
      ))}
    </fieldset>
  );
}

/** A rating already given, shown as stars and read as "Rated 4 of 5 stars". */
export function StarsGiven({ value }: { value: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${value} of 5 stars`}>
      {STARS.map((n) =>
        n <= value ? (
          <IconStarFilled key={n} size={20} aria-hidden style={{ color: 'var(--mantine-color-yellow-text)' }} />
        ) : (
          <IconStar key={n} size={20} aria-hidden style={{ color: 'var(--mantine-color-gray-7)' }} />
        ),
      )}
    </Group>
  );
}
