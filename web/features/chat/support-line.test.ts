import { describe, expect, it } from 'vitest';
import type { SupportThread } from '../../../common/api/chat-support';
import { supportLine } from './support-line';

const now = Date.parse('2026-12-07T12:00:00.000Z');
const thread = (over: Partial<SupportThread> = {}): SupportThread => ({
  uid: 'c1',
  name: 'Pat Partner',
  username: 'pat',
  state: 'open',
  assignee: null,
  waitingSince: '2026-12-07T09:30:00.000Z',
  lastAt: '2026-12-07T09:30:00.000Z',
  tags: [],
  ...over,
});

describe("a Support thread's line in the list", () => {
  it('says how long the customer waits, the state and who has it', () => {
    expect(supportLine(thread(), 'me', now)).toEqual({
      text: 'Waits 2 h · Open · Unassigned',
      waiting: true,
    });
    expect(
      supportLine(thread({ assignee: { uid: 'me', name: 'Ada Admin' } }), 'me', now).text,
    ).toBe('Waits 2 h · Open · Yours');
    expect(
      supportLine(
        thread({ waitingSince: null, state: 'waiting', assignee: { uid: 'b', name: 'Bo' } }),
        'me',
        now,
      ),
    ).toEqual({ text: 'Answered · Waiting on customer · Bo', waiting: false });
    expect(supportLine(thread({ waitingSince: '2026-12-07T11:55:00.000Z' }), 'me', now).text).toBe(
      'Waits 5 min · Open · Unassigned',
    );
  });
});
