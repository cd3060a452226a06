import classes from './skip-link.module.css';

/** The id of the element each layout marks as its main content, where "Skip to content" lands. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content", the first thing the keyboard reaches on every page: past the logo, the
 * navigation and the bells, straight to the page itself (WCAG 2.4.1). A plain link to the main
 * content, which takes focus (tabIndex -1), so it costs the sign-in page no script.
 */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      Skip to content
    </a>
  );
}
