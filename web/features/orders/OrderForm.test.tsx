import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untickMessage } from '../../../common/api/orders';
import { saveLogin } from '../../app/session';
import type * as RealUploader from '../drive/FileUploader';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { uploaderLog } from '../../test/FakeFileUploader';
import type { DriveFile } from '../../../common/api/drive';
import { creditRows, driveFileFixture, ids } from '../../test/order-fixtures';
import { sendRoutes } from '../../test/send-routes';
import { errorAnswer } from '../../test/stub-api';
import { teamAnswer } from '../../test/team-fixtures';

vi.mock('../drive/FileUploader', async (importOriginal) => ({
  ...(await importOriginal<typeof RealUploader>()),
  FileUploader: (await import('../../test/FakeFileUploader')).FileUploader,
}));

let postAnswer: (body: unknown) => Promise<Response>;

function stubServer({
  rows = creditRows,
  thumbnails = 2,
  team = teamAnswer(),
  files = [],
}: {
  rows?: typeof creditRows;
  thumbnails?: number;
  team?: ReturnType<typeof teamAnswer>;
  files?: DriveFile[];
} = {}) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/payment/transactions')
      return jsonResponse({ edits: rows, thumbnails });
    if (url.pathname === '/api/comm/team') return jsonResponse(team);
    if (url.pathname === '/api/drive/files') return jsonResponse({ files });
    if (url.pathname === '/api/comm/send-production-form' && init?.method === 'POST')
      return postAnswer(JSON.parse(String(init.body)));
    return errorAnswer(404, 'not_found', 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const routes = sendRoutes;

async function openForm() {
  const view = renderRoutes(routes, '/dashboard/production/send');
  await screen.findByRole('heading', { name: 'Order', level: 1 });
  return view;
}

const submit = () => screen.getByRole('button', { name: 'Place order' });
const tick = (name: 'Video Edit' | 'Thumbnail') =>
  fireEvent.click(screen.getByRole('checkbox', { name }));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Fills an order for a 10 min edit by Eddie with one finished video. */
async function fillEditOrder() {
  fireEvent.change(screen.getByLabelText('Video name'), {
    target: { value: 'Speedrun highlights' },
  });
  tick('Video Edit');
  const duration = screen.getByRole('combobox', { name: 'Duration' });
  await waitFor(() => expect((duration as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(duration, { target: { value: 'Video Edit|10' } });
  const editor = screen.getByRole('combobox', { name: 'Editor' });
  await waitFor(() => expect((editor as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(editor, { target: { value: ids.editor } });
  click('Add finished video');
}

beforeEach(() => {
  saveLogin(loginAnswer({ useraccounttype: 'Partner' }));
  uploaderLog.cleared = [];
  postAnswer = () =>
    Promise.resolve(jsonResponse({ videoRequestId: ids.order, requestIds: [ids.order] }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Order form: when Submit is enabled (docs/product.md §5)', () => {
  it('keeps Submit disabled until a part is ticked and every upload is finished', async () => {
    stubServer();
    await openForm();
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByText('Tick Video Edit, Thumbnail or both to place an order.')).toBeTruthy();

    tick('Thumbnail');
    expect(submit()).toHaveProperty('disabled', false);
    click('Add unfinished image');
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByText('Waiting for every upload to finish.')).toBeTruthy();
    click('Finish image uploads');
    expect(submit()).toHaveProperty('disabled', false);

    tick('Video Edit');
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByText('Add at least one video for the edit.')).toBeTruthy();
    click('Add unfinished video');
    expect(submit()).toHaveProperty('disabled', true);
    click('Finish video uploads');
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('asks for the editor, the duration and the video name before sending anything', async () => {
    const fetchMock = stubServer();
    await openForm();
    tick('Video Edit');
    click('Add finished video');
    fireEvent.click(submit());
    expect(await screen.findByText('Please fill in the missing fields!')).toBeTruthy();
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    const editor = screen.getByRole('combobox', { name: 'Editor' });
    const name = screen.getByLabelText('Video name');
    for (const control of [duration, editor, name])
      expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for an artist when Thumbnail is ticked', async () => {
    stubServer();
    await openForm();
    fireEvent.change(screen.getByLabelText('Video name'), { target: { value: 'Boss fight' } });
    tick('Thumbnail');
    fireEvent.click(submit());
    await screen.findByText('Please fill in the missing fields!');
    expect(
      screen.getByRole('combobox', { name: 'Thumbnail artist' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });
});

describe('Order form: ticks', () => {
  it.each([
    ['Video Edit', 'video', 'Edit'],
    ['Thumbnail', 'image', 'Thumbnail'],
  ] as const)(
    'refuses to untick %s while its files exist, with the exact message',
    async (label, kind, type) => {
      stubServer();
      await openForm();
      tick(label);
      click(`Add finished ${kind}`);
      tick(label);
      expect(screen.getByRole('checkbox', { name: label })).toHaveProperty('checked', true);
      expect(screen.getByText(untickMessage(type))).toBeTruthy();
      expect(untickMessage(type)).toBe(
        type === 'Edit'
          ? "Delete all uploaded videos before de-selecting 'Video Edit' option"
          : "Delete all uploaded images before de-selecting 'Thumbnail' option",
      );

      click(`Remove ${kind} files`);
      expect(screen.queryByText(untickMessage(type))).toBeNull();
      tick(label);
      expect(screen.getByRole('checkbox', { name: label })).toHaveProperty('checked', false);
    },
  );
});

describe('Order form: choices', () => {
  it('lists only Available editors and artists, each with their speed', async () => {
    stubServer();
    await openForm();
    tick('Video Edit');
    tick('Thumbnail');
    const editor = screen.getByRole('combobox', { name: 'Editor' });
    await waitFor(() => expect(optionTexts(editor)).toContain('Eddie Editor · 3-day edits'));
    expect(optionTexts(editor)).toEqual(['Choose your editor', 'Eddie Editor · 3-day edits']);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Thumbnail artist' }))).toEqual([
      'Choose your thumbnail artist',
      'Ada Artist · 2-day thumbnails',
    ]);
  });

  it('groups equal edit credits into one duration with how many are left', async () => {
    stubServer();
    await openForm();
    tick('Video Edit');
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    await waitFor(() => expect(optionTexts(duration)).toHaveLength(4));
    expect(optionTexts(duration)).toEqual([
      'Choose a duration',
      '10 min Video Edit (2 left)',
      '20 min Video Edit (1 left)',
      '1 min Shorts Edit (1 left)',
    ]);
    expect(screen.getByText('4 unused edit credits.')).toBeTruthy();
  });

  it('says when there are no edit credits, with a link to the Shop', async () => {
    stubServer({ rows: [] });
    await openForm();
    tick('Video Edit');
    const shop = await screen.findByRole('link', { name: 'Buy edits in the Shop' });
    expect(shop.getAttribute('href')).toBe('/dashboard/shop');
    expect(screen.getByText('You have no unused edit credits.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Buy thumbnails in the Shop' })).toBeNull();
  });

  it('says when there are no thumbnail credits, with a link to the Shop', async () => {
    stubServer({ thumbnails: 0 });
    await openForm();
    const shop = await screen.findByRole('link', { name: 'Buy thumbnails in the Shop' });
    expect(shop.getAttribute('href')).toBe('/dashboard/shop');
  });

  it('says when no editor or artist is available, with a link to support chat', async () => {
    stubServer({ team: teamAnswer([]) });
    await openForm();
    tick('Video Edit');
    tick('Thumbnail');
    const links = await screen.findAllByRole('link', { name: 'Chat with the Support Team' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/dashboard/chat?user=admin');
    expect(
      screen.getByText('No editor on your team is available right now.', { exact: false }),
    ).toBeTruthy();
  });

  it('counts the characters of a description', async () => {
    stubServer();
    await openForm();
    tick('Video Edit');
    const description = screen.getByLabelText('Edit description');
    expect(description.getAttribute('maxlength')).toBe('2000');
    fireEvent.change(description, { target: { value: 'Fast cuts' } });
    expect(screen.getByText('9 / 2000')).toBeTruthy();
  });
});

describe('Order form: sending', () => {
  it("sends the §7 body, shows 'Placing order', and lands on 'Order Placed!'", async () => {
    let answer: (response: Response) => void = () => {};
    const sent = vi.fn();
    postAnswer = (body) => {
      sent(body);
      return new Promise((resolve) => (answer = resolve));
    };
    stubServer();
    await openForm();
    await fillEditOrder();
    fireEvent.change(screen.getByLabelText('Edit description'), { target: { value: 'Tight.' } });
    fireEvent.click(submit());

    expect(await screen.findByText('Placing order')).toBeTruthy();
    const body = sent.mock.calls[0]?.[0] as {
      folderName: string;
      form: Record<string, unknown>;
      file: { name: string; type: string; uri: string }[];
    };
    expect(body.folderName).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    expect(body.form).toMatchObject({
      videoName: 'Speedrun highlights',
      duration: 10,
      product: 'Video Edit',
      editDescription: 'Tight.',
      editsEnabled: true,
      thumbnailsEnabled: false,
      assignedEditor: ids.editor,
      assignedArtist: null,
    });
    expect(body.file).toEqual([
      {
        name: expect.stringMatching(/^video-\d+\.mp4$/),
        type: 'video/mp4',
        uri: expect.stringContaining(`/api/drive/upload/${encodeURIComponent(body.folderName)}/`),
      },
    ]);

    answer(jsonResponse({ videoRequestId: ids.order, requestIds: [ids.order] }));
    expect(await screen.findByRole('heading', { name: 'Order Placed!' })).toBeTruthy();
  });

  it("orders a draft's uploads under its title when opened from the File Manager", async () => {
    const sent = vi.fn();
    postAnswer = (body) => {
      sent(body);
      return Promise.resolve(jsonResponse({ videoRequestId: ids.order, requestIds: [ids.order] }));
    };
    const folderName = '2026-11-20 10:00:00 UTC';
    const me = loginAnswer({ useraccounttype: 'Partner' }).useruid;
    const draftVideo = driveFileFixture({
      id: 'a'.repeat(32),
      name: 'astral-raw.mp4',
      folderName,
      folderTitle: 'Astral Ep 12',
      orderId: null,
      uploader: { uid: me, name: 'Pat Partner' },
    });
    stubServer({ files: [draftVideo] });
    renderRoutes(routes, `/dashboard/production/send?draft=${encodeURIComponent(folderName)}`);
    const draft = await screen.findByRole('region', { name: 'From your draft' });
    expect(draft.textContent).toContain('astral-raw.mp4');
    await waitFor(() =>
      expect((screen.getByLabelText('Video name') as HTMLInputElement).value).toBe('Astral Ep 12'),
    );
    expect((screen.getByRole('checkbox', { name: 'Video Edit' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    await waitFor(() => expect((duration as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(duration, { target: { value: 'Video Edit|10' } });
    const editor = screen.getByRole('combobox', { name: 'Editor' });
    await waitFor(() => expect((editor as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(editor, { target: { value: ids.editor } });
    fireEvent.click(submit());
    await waitFor(() => expect(sent).toHaveBeenCalledOnce());
    expect(sent.mock.calls[0]?.[0]).toMatchObject({
      folderName,
      form: { videoName: 'Astral Ep 12', editsEnabled: true },
      file: [{ name: 'astral-raw.mp4', type: draftVideo.mime, uri: draftVideo.id }],
    });
  });

  it.each([
    [
      'unpaid_edits',
      402,
      'You have not paid for any edits in order to request one!',
      'View Shop',
      '/dashboard/shop',
    ],
    [
      'unpaid_thumbnails',
      402,
      'You have not paid for any thumbnails in order to request one!',
      'View Shop',
      '/dashboard/shop',
    ],
    [
      'staff_unavailable',
      409,
      'Order failed! No staff available. Try again when a staff member is available via',
      'Dashboard',
      '/dashboard/home',
    ],
  ] as const)(
    'shows %s with its link and clears the uploads',
    async (code, status, message, text, href) => {
      postAnswer = () => Promise.resolve(errorAnswer(status, code, message, { text, href }));
      stubServer();
      await openForm();
      await fillEditOrder();
      tick('Thumbnail');
      fireEvent.change(screen.getByRole('combobox', { name: 'Thumbnail artist' }), {
        target: { value: ids.artist },
      });
      click('Add finished image');
      fireEvent.click(submit());

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(within(alert).getByRole('link', { name: text }).getAttribute('href')).toBe(href);
      expect(uploaderLog.cleared.sort()).toEqual(['image', 'video']);
      expect(
        within(screen.getByRole('list', { name: 'video files' })).queryAllByRole('listitem'),
      ).toHaveLength(0);
      // The rest of the form is kept.
      expect(screen.getByLabelText('Video name')).toHaveProperty('value', 'Speedrun highlights');
    },
  );

  it('shows form_incomplete without clearing the uploads', async () => {
    postAnswer = () =>
      Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'form_incomplete',
              message: 'Please fill in the missing fields!',
              fieldErrors: { 'form.videoName': 'This field is required.' },
            },
          },
          400,
        ),
      );
    stubServer();
    await openForm();
    await fillEditOrder();
    fireEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please fill in the missing fields!');
    expect(uploaderLog.cleared).toEqual([]);
    expect(
      within(screen.getByRole('list', { name: 'video files' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByLabelText('Video name').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/dashboard/production/send for other accounts', () => {
  it.each(['Admin', 'Affiliate'] as const)(
    'tells an %s the page is not for their account',
    async (type) => {
      saveLogin(loginAnswer({ useraccounttype: type }));
      stubServer();
      renderRoutes(routes, '/dashboard/production/send');
      expect(await screen.findByText(/This page is not for your account/)).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
    },
  );
});

describe('the order summary', () => {
  it('shows the due date the order will get and the credit it spends before Place order', async () => {
    stubServer();
    await openForm();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    await fillEditOrder();
    const summary = screen.getByRole('region', { name: 'Summary' });
    // Eddie edits in 3 days: the server will make it due 3 days from now.
    const due = new Date(Date.now() + 3 * 86_400_000);
    const dueDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(due);
    expect(summary.textContent).toContain(`Due ${dueDay}`);
    expect(summary.textContent).toContain("Eddie Editor's 3 days");
    expect(summary.textContent).toContain('Spends 1 edit credit of 10 min');
    expect(summary.textContent).toContain(`${creditRows.length - 1} edit credits left after`);
    expect(summary.textContent).toContain('In total: 1 edit credit.');
  });
});
