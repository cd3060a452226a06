import { DEFAULT_THEME, darken, luminance, toRgba } from '@mantine/core';

/*
 * How Kaksha's light-mode colours are chosen. The app does not run this: the values it gives are
 * written in theme-colours.css (CSS costs the sign-in page's JavaScript budget nothing), and
 * theme.test.ts fails when that file and these rules disagree, printing the file to write.
 */

/** WCAG 2.x contrast ratio of two opaque colours (hex or rgb). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 1.4.3: normal text needs 4.5:1; a little more so rounding in the browser cannot tip it under. */
export const TEXT_CONTRAST = 4.6;

const hex = (colour: string) => {
  const { r, g, b } = toRgba(colour);
  return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
};

/**
 * The colour, darkened only as much as it takes to reach `min` against every background given:
 * a palette's hue stays, its lightest shades become readable.
 */
export function readableOn(colour: string, backgrounds: readonly string[], min = TEXT_CONTRAST): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = hex(step === 0 ? colour : darken(colour, step * 0.04));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= min)) return candidate;
  }
  return '#000000';
}

const palette = DEFAULT_THEME.colors;
export const WHITE = '#ffffff';
/** The surfaces text sits on: cards (white), page backgrounds and hovered rows (gray 0 and 1), unread items (indigo 0). */
export const SURFACES = [WHITE, palette.gray[0], palette.gray[1], palette.indigo[0]];

/**
 * Mantine's light-mode colour variables that fall below WCAG AA by default (a light badge was
 * 3.8:1, a green filled button 2.4:1, secondary text 3.3:1, placeholders 2.1:1), each replaced by
 * its colour darkened just enough: text in a colour reads on every surface, white text reads on a
 * filled background, light variants read on their tint.
 */
export function themeColourVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(palette)) {
    if (name === 'dark') continue;
    const text = readableOn(shades[7], SURFACES);
    const filled = readableOn(shades[7], [WHITE]);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = hex(darken(filled, 0.12));
    // Light variants (badges, alerts, light buttons): the tint and its hover shade behind the text.
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2], WHITE]);
    variables[`--mantine-color-${name}-outline`] = text;
  }
  variables['--mantine-color-anchor'] = readableOn(palette.indigo[7], SURFACES);
  variables['--mantine-color-dimmed'] = readableOn(palette.gray[6], SURFACES);
  variables['--mantine-color-placeholder'] = readableOn(palette.gray[6], [WHITE, palette.gray[0]]);
  variables['--mantine-color-error'] = readableOn(palette.red[8], SURFACES);
  // Disabled controls are exempt from WCAG's contrast rule, but their words still have to be read.
  variables['--mantine-color-disabled-color'] = readableOn(palette.gray[6], [palette.gray[2]]);
  // Input and default-button borders: 3:1 against the page, so a field can be found (WCAG 1.4.11).
  variables['--mantine-color-default-border'] = readableOn(palette.gray[5], [WHITE, palette.gray[0]], 3.1);
  return variables;
}

/** theme-colours.css as it should read. */
export function themeColoursCss(): string {
  const lines = Object.entries(themeColourVariables()).map(([name, value]) => `  ${name}: ${value};`);
  return `${CSS_HEADER}:root:root[data-mantine-color-scheme='light'] {\n${lines.join('\n')}\n}\n`;
}

const CSS_HEADER = `/*
 * Kaksha's light-mode colours at WCAG AA (4.5:1 for text, 3:1 for borders), over Mantine's
 * defaults. Written from app/readable-colours.ts; app/theme.test.ts checks it. The doubled :root
 * outranks the variables Mantine writes at start-up.
 */
`;
