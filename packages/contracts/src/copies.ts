/**
 * Copies (admin spec §4): a copied curriculum, subject, chapter content, question or template is
 * named with a closing parenthesis or bracket at the end, and such an entry cannot be copied again.
 */
export const isCopyName = (name: string | null | undefined): boolean => /[)\]]\s*$/.test(name ?? '');

/** The name of the n-th copy of `name`: `X (copy)`, then `X (copy 2)`, `X (copy 3)`... */
export const copyName = (name: string, n = 1): string => `${name.trim()} (copy${n > 1 ? ` ${n}` : ''})`;
