import { describe, expect, it } from 'vitest';
import { createJitsiRooms } from './meeting-rooms.ts';

describe('Jitsi rooms', () => {
  it('makes a fresh unguessable room under the base URL', () => {
    const rooms = createJitsiRooms('https://meet.example.org/');
    const a = rooms.newRoom();
    const b = rooms.newRoom();
    expect(a.joinUrl).toBe(`https://meet.example.org/${a.room}`);
    expect(a.room).toMatch(/^kaksha-[0-9a-f]{32}$/);
    expect(a.room).not.toBe(b.room);
  });
});
