import crypto from 'node:crypto';

/** Makes the class link of an accepted session. Jitsi rooms need no account; other providers can plug in here. */
export interface Meetings {
  /** A new room no one can guess: the link is the only key to the class. */
  createRoom(input: { title: string }): Promise<string>;
}

export function createJitsiMeetings(baseUrl: string): Meetings {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async createRoom() {
      return `${base}/Kaksha-${crypto.randomBytes(16).toString('base64url')}`;
    },
  };
}
