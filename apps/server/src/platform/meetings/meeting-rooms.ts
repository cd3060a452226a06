import crypto from 'node:crypto';

/** A video room someone joins by link. Recording is not kept by this adapter. */
export interface MeetingRoom {
  room: string;
  joinUrl: string;
}

export interface MeetingRooms {
  /** A new room with an unguessable name: only those given the link find it. */
  newRoom(): MeetingRoom;
}

/** Jitsi Meet rooms: a room exists as soon as someone opens `${baseUrl}/${room}`. */
export function createJitsiRooms(baseUrl: string): MeetingRooms {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    newRoom() {
      const room = `kaksha-${crypto.randomBytes(16).toString('hex')}`;
      return { room, joinUrl: `${base}/${room}` };
    },
  };
}
