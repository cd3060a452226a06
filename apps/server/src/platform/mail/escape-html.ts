/** Text made safe to place in HTML (mails and the test gateway's page): each of & < > " ' as a numeric reference. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
