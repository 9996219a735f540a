import { beforeEach, describe, expect, it } from 'vitest';
import { orderRoutes } from '../../../common/api/orders.js';
import { reviewRoutes } from '../../../common/api/review.js';
import type { TestUser } from '../../test/factories.js';
import { useDeliveredEdit } from '../../test/review.js';
import { callRoute, wrong } from '../../test/call-route.js';

const { t, cast, delivery, addNote } = useDeliveredEdit(
  { title: 'Speedrun, "final" cut' },
  { fps: { num: 30000, den: 1001 } },
);

const exported = async (
  who: TestUser,
  format: 'csv' | 'edl' | 'fcpxml',
  list: 'notes' | 'asked' = 'notes',
) =>
  callRoute(t, reviewRoutes.exportNotes, who, {
    params: { requestId: delivery.order.id },
    query: { format, list },
  });

describe('notes into the revision', () => {
  it('gathers the open notes into the revision, which the editor ticks off as it resolves them', async () => {
    const a = (await addNote(cast.partner, { frame: 1800, body: 'Cut earlier.' })).json();
    const b = (await addNote(cast.partner, { frame: 90, frameOut: 120, body: 'Louder.' })).json();
    const { raw: ask } = await callRoute(t, orderRoutes.requestRevision, cast.partner, {
      params: { fileId: delivery.fileId },
      body: { message: 'Please work through the two notes on the video.' },
    });
    expect(ask.statusCode).toBe(200);
    const revisionId = ask.json().requestId as string;
    const onRevision = (
      await callRoute(t, reviewRoutes.notes, cast.editor, { params: { requestId: revisionId } })
    ).body;
    expect(onRevision).toMatchObject({ version: 2, notes: [], askedCounts: { open: 2, done: 0 } });
    expect(onRevision.asked.map((n: { id: string }) => n.id)).toEqual([b.id, a.id]);
    expect(onRevision.asked[0]).toMatchObject({ version: 1, askedInRequestId: revisionId });

    const { raw: tick } = await callRoute(t, reviewRoutes.setState, cast.editor, {
      params: { noteId: a.id },
      body: { state: 'done' },
    });
    expect(tick.json()).toMatchObject({ state: 'done', doneInRequestId: revisionId });
    const after = (
      await callRoute(t, reviewRoutes.notes, cast.partner, { params: { requestId: revisionId } })
    ).body;
    expect(after.resolved).toEqual([a.id]);
    expect(after.askedCounts).toEqual({ open: 1, done: 1 });
    const v1 = (
      await callRoute(t, reviewRoutes.notes, cast.partner, {
        params: { requestId: delivery.order.id },
      })
    ).body;
    expect(v1.counts).toEqual({ open: 1, done: 1 });
  });

  it('gathers nothing when the revision is refused', async () => {
    await addNote(cast.partner, { frame: 10, body: 'Cut earlier.' });
    const { raw: ask } = await callRoute(t, orderRoutes.requestRevision, cast.partner, {
      params: { fileId: delivery.fileId },
      body: { message: 'x'.repeat(401) },
    });
    expect(ask.statusCode).toBe(400);
    const row = await t.db.selectFrom('review_notes').selectAll().executeTakeFirstOrThrow();
    expect(row.asked_in_order_id).toBeNull();
  });
});

describe('exports', () => {
  beforeEach(async () => {
    await addNote(cast.partner, { frame: 1800, body: '=Cut, "earlier"\nplease' });
    await addNote(cast.editor, { frame: 90, frameOut: 120, body: 'Louder & <clearer>' });
  });

  it('writes CSV with timecodes at 29.97 drop-frame, quoted and safe from formulas', async () => {
    const res = (await exported(cast.editor, 'csv')).body;
    expect(res.filename).toBe('speedrun-final-cut-v1-notes.csv');
    // The BOM makes Excel read UTF-8; a range's out timecode is just after its last frame.
    expect(res.content.startsWith('\uFEFF')).toBe(true);
    expect(res.content.slice(1).split('\r\n')).toEqual([
      'Note,Timecode,Timecode out,Frame,Last frame,Author,State,Text,Answer when done,Replies',
      '1,00:00:03;00,00:00:04;01,90,120,Eddie Editor,open,Louder & <clearer>,,',
      '2,00:01:00;02,,1800,,Pat Partner,open,"\'=Cut, ""earlier""\nplease",,',
      '',
    ]);
  });

  it('writes a CMX3600 EDL with a LOC marker per note', async () => {
    const res = (await exported(cast.partner, 'edl')).body;
    expect(res.filename).toBe('speedrun-final-cut-v1-notes.edl');
    expect(res.content.split('\r\n')).toEqual([
      'TITLE: Speedrun, "final" cut v1 notes',
      'FCM: DROP FRAME',
      '',
      '001  AX       V     C        00:00:03;00 00:00:04;01 00:00:03;00 00:00:04;01',
      '* LOC: 00:00:03;00 RED     Eddie Editor: Louder & <clearer>',
      '',
      '002  AX       V     C        00:01:00;02 00:01:00;03 00:01:00;02 00:01:00;03',
      '* LOC: 00:01:00;02 RED     Pat Partner: =Cut, "earlier" please',
      '',
    ]);
  });

  it('writes FCP7 XML markers Premiere imports', async () => {
    const res = (await exported(cast.admin, 'fcpxml')).body;
    expect(res.mime).toBe('application/xml');
    expect(res.content.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE xmeml>',
      '<xmeml version="4">',
      '  <sequence>',
      '    <name>Speedrun, &quot;final&quot; cut v1 notes</name>',
      '    <duration>1801</duration>',
      '    <rate>',
      '      <timebase>30</timebase>',
      '      <ntsc>TRUE</ntsc>',
      '    </rate>',
      '    <timecode>',
      '      <rate>',
      '        <timebase>30</timebase>',
      '        <ntsc>TRUE</ntsc>',
      '      </rate>',
      '      <string>00:00:00;00</string>',
      '      <frame>0</frame>',
      '      <displayformat>DF</displayformat>',
      '    </timecode>',
      '    <marker>',
      '      <name>00:00:03;00 open</name>',
      '      <comment>Eddie Editor: Louder &amp; &lt;clearer&gt;</comment>',
      '      <in>90</in>',
      '      <out>121</out>',
      '    </marker>',
      '    <marker>',
      '      <name>00:01:00;02 open</name>',
      '      <comment>Pat Partner: =Cut, &quot;earlier&quot; please</comment>',
      '      <in>1800</in>',
      '      <out>-1</out>',
      '    </marker>',
      '    <media>',
      '      <video>',
      '        <track>',
      '          <clipitem id="clipitem-1">',
      '            <name>final.mp4</name>',
      '            <duration>1801</duration>',
      '            <rate>',
      '              <timebase>30</timebase>',
      '              <ntsc>TRUE</ntsc>',
      '            </rate>',
      '            <start>0</start>',
      '            <end>1801</end>',
      '            <in>0</in>',
      '            <out>1801</out>',
      '            <file id="file-1">',
      '              <name>final.mp4</name>',
      '              <pathurl>file://localhost/final.mp4</pathurl>',
      '              <rate>',
      '                <timebase>30</timebase>',
      '                <ntsc>TRUE</ntsc>',
      '              </rate>',
      '              <duration>1801</duration>',
      '              <media>',
      '                <video />',
      '              </media>',
      '            </file>',
      '          </clipitem>',
      '        </track>',
      '      </video>',
      '    </media>',
      '  </sequence>',
      '</xmeml>',
      '',
    ]);
  });

  it('exports for nobody else and refuses an unknown format', async () => {
    expect((await exported(cast.otherEditor, 'edl')).status).toBe(404);
    expect((await exported(cast.partner, wrong('aaf'))).status).toBe(400);
    expect((await exported(cast.partner, 'edl', wrong('everything'))).status).toBe(400);
  });
});
