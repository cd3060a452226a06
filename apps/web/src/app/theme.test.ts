import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { fullAppTheme } from './full-app-theme.ts';
import { contrastRatio, readableOn, SURFACES, themeColoursCss, WHITE } from './readable-colours.ts';
import { theme } from './theme.ts';

const css = readFileSync(path.join(import.meta.dirname, 'theme-colours.css'), 'utf8');
/** The variables theme-colours.css sets, as the browser will read them. */
const light = Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
const palette = DEFAULT_THEME.colors;
const colours = Object.keys(palette).filter((name) => name !== 'dark');

const lowest = (colour: string | undefined, backgrounds: readonly string[]) => {
  if (!colour) throw new Error('theme-colours.css does not set this colour');
  return Math.min(...backgrounds.map((bg) => contrastRatio(colour, bg)));
};

describe('theme-colours.css', () => {
  it('is what readable-colours.ts computes (on failure, write the printed text to the file)', () => {
    expect(css).toBe(themeColoursCss());
  });

  it.each(colours)('%s: text, outline and filled (white text) at 4.5:1', (name) => {
    expect(lowest(light[`--mantine-color-${name}-text`], SURFACES)).toBeGreaterThanOrEqual(4.5);
    expect(lowest(light[`--mantine-color-${name}-outline`], SURFACES)).toBeGreaterThanOrEqual(4.5);
    expect(lowest(light[`--mantine-color-${name}-filled`], [WHITE])).toBeGreaterThanOrEqual(4.5);
    expect(lowest(light[`--mantine-color-${name}-filled-hover`], [WHITE])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('%s: a light badge or alert reads on its tint', (name) => {
    const shades = palette[name] ?? palette.gray;
    expect(lowest(light[`--mantine-color-${name}-light-color`], [shades[1], shades[2]])).toBeGreaterThanOrEqual(4.5);
  });

  it('links, secondary text, placeholders and errors read on every surface', () => {
    for (const name of ['anchor', 'dimmed', 'error']) {
      expect(lowest(light[`--mantine-color-${name}`], SURFACES), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(lowest(light['--mantine-color-placeholder'], [WHITE, palette.gray[0]])).toBeGreaterThanOrEqual(4.5);
    expect(lowest(light['--mantine-color-disabled-color'], [palette.gray[2]])).toBeGreaterThanOrEqual(4.5);
  });

  it('field borders and the focus ring (the primary filled colour) stand out at 3:1 (WCAG 1.4.11)', () => {
    expect(lowest(light['--mantine-color-default-border'], [WHITE, palette.gray[0]])).toBeGreaterThanOrEqual(3);
    expect(lowest(light['--mantine-color-indigo-filled'], [WHITE, palette.gray[0]])).toBeGreaterThanOrEqual(3);
  });
});

describe('the theme', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);

  it('stops motion when the system asks for reduced motion', () => {
    expect(merged.respectReducedMotion).toBe(true);
  });

  it('names the close and clear buttons Mantine draws as icons', () => {
    const full = mergeMantineTheme(DEFAULT_THEME, fullAppTheme);
    expect(full.respectReducedMotion).toBe(true);
    expect(full.components.Modal?.defaultProps).toEqual({ closeButtonProps: { 'aria-label': 'Close' } });
    expect(full.components.Select?.defaultProps).toEqual({ clearButtonProps: { 'aria-label': 'Clear' } });
    expect(full.components.DateInput?.defaultProps).toEqual({ clearButtonProps: { 'aria-label': 'Clear' } });
  });

  it("writes a titled notification's message in the readable dimmed colour, not Mantine's gray-6", () => {
    const full = mergeMantineTheme(DEFAULT_THEME, fullAppTheme);
    expect(full.components.Notification?.styles).toEqual({ description: { color: 'var(--mantine-color-dimmed)' } });
    expect(contrastRatio(palette.gray[6], WHITE)).toBeLessThan(4.5);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads and darkens one that does not', () => {
    expect(readableOn('#000000', [WHITE])).toBe('#000000');
    const green = readableOn(palette.green[6], [WHITE]);
    expect(green).not.toBe(palette.green[6]);
    expect(contrastRatio(green, WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
