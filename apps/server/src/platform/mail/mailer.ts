/** One message, always with a plain and an HTML body. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: through SMTP in production, or into the outbox table by default. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The links in a message, so the outbox can print them where a person running Kaksha looks. */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
