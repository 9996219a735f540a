import { describe, expect, it } from 'vitest';
import { reviewRoutes, type ExportFormat } from '../../../common/api/review.js';
import { callRoute } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { useDeliveredEdit } from '../../test/review.js';

// Exports start at a chosen timecode, cover every marked frame and reference the video.
const { t, cast, clock, delivery, addNote } = useDeliveredEdit(
  { title: 'Launch' },
  { fps: { num: 25, den: 1 } },
);

const exported = async (who: TestUser, format: ExportFormat, start?: string) =>
  (
    await callRoute(t, reviewRoutes.exportNotes, who, {
      params: { requestId: delivery.order.id },
      query: { format, start },
    })
  ).raw;

describe('export options', () => {
  it('starts every timecode at the chosen start, frames still counting from the video', async () => {
    await addNote(cast.partner, { frame: 100, frameOut: 260, body: 'Too long.' });
    const edl = (await exported(cast.editor, 'edl', '01:00:00:00')).json();
    expect(edl.content.split('\r\n').slice(3, 5)).toEqual([
      '001  AX       V     C        00:00:04:00 00:00:10:11 01:00:04:00 01:00:10:11',
      '* LOC: 01:00:04:00 RED     Pat Partner: Too long.',
    ]);
    const csv = (await exported(cast.editor, 'csv', '01:00:00:00')).json();
    expect(csv.content.split('\r\n')[1]).toBe(
      '1,01:00:04:00,01:00:10:11,100,260,Pat Partner,open,Too long.,,',
    );
    const fcp = (await exported(cast.editor, 'fcpxml', '01:00:00:00')).json();
    expect(fcp.content).toContain('      <string>01:00:00:00</string>\n      <frame>90000</frame>');
    expect(fcp.content).toContain('<name>01:00:04:00 open</name>');
    expect(fcp.content).toContain('      <in>100</in>\n      <out>261</out>');
  });

  it('gives the clip the probed length of the video it references', async () => {
    await addNote(cast.partner, { frame: 10, body: 'Brighter.' });
    await t.db
      .insertInto('media_facts')
      .values({
        file_id: delivery.fileId,
        state: 'ready',
        attempts: 1,
        claimed_at: null,
        fps_num: 25,
        fps_den: 1,
        duration_ms: 60_000,
        width: 1280,
        height: 720,
        poster_name: null,
        sprite_name: null,
        sprite_columns: null,
        sprite_rows: null,
        sprite_count: null,
        sprite_interval_ms: null,
        tile_width: null,
        tile_height: null,
        error: null,
        created_at: clock.iso(),
        updated_at: clock.iso(),
      })
      .execute();
    const fcp = (await exported(cast.partner, 'fcpxml')).json();
    expect(fcp.content).toContain('<duration>1500</duration>');
    expect(fcp.content).toContain('<pathurl>file://localhost/final.mp4</pathurl>');
  });

  it.each([
    ['a start that is not a timecode', 'edl', 'soon', 'invalid_input'],
    ['a frame label past the rate', 'edl', '01:00:00:30', 'review_bad_start'],
    ['minutes past 59', 'csv', '01:60:00:00', 'invalid_input'],
  ] as const)('refuses %s', async (_, format, start, code) => {
    await addNote(cast.partner, { frame: 10, body: 'Brighter.' });
    const res = await exported(cast.partner, format, start);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });
});
