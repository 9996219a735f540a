import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductionRequest } from '../../../common/api/orders';
import { saveLogin } from '../../app/session';
import type * as RealUploader from '../drive/FileUploader';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ids, order } from '../../test/order-fixtures';
import { sendRoutes } from '../../test/send-routes';
import { errorAnswer } from '../../test/stub-api';
import { client } from '../../test/team-fixtures';

vi.mock('../drive/FileUploader', async (importOriginal) => ({
  ...(await importOriginal<typeof RealUploader>()),
  FileUploader: (await import('../../test/FakeFileUploader')).FileUploader,
}));

const me = '8f2b8c1e-0000-4000-8000-0000000000e1';
let postAnswer: (url: URL, body: unknown) => Promise<Response>;

function stubServer(ordersOf: Record<string, ProductionRequest[]> = {}) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/comm/friendships')
      return jsonResponse([
        {
          ...client(me, 'Eddie Editor', 'editor'),
          accountType: 'Production',
          self: true,
          relationship: ['Default'],
        },
        client(ids.partner, 'Pat Partner', 'partner'),
        client(ids.client2, 'Penny Premium', 'partner2'),
      ]);
    if (url.pathname === '/api/payment/fulfillment/requests')
      return jsonResponse({ items: ordersOf[url.searchParams.get('uid') ?? ''] ?? [] });
    if (url.pathname === '/api/comm/send-fulfillment-form' && init?.method === 'POST')
      return postAnswer(url, JSON.parse(String(init.body)));
    return errorAnswer(404, 'not_found', 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const routes = sendRoutes;

const submit = () => screen.getByRole('button', { name: 'Fulfill order' });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const thumbnailOrder = order({
  requestId: ids.order2,
  title: 'Boss fight cover',
  type: 'Thumbnail',
});

beforeEach(() => {
  saveLogin(loginAnswer({ useraccounttype: 'Production', useruid: me, name: 'Eddie Editor' }));
  postAnswer = () => Promise.resolve(jsonResponse({ requestId: ids.order, earningsCents: 1500 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Delivery form', () => {
  it("picks a client, an order and a file, sends the §7 body and lands on 'Order Fulfilled!'", async () => {
    const sent = vi.fn();
    let answer: (response: Response) => void = () => {};
    postAnswer = (url, body) => {
      sent(url.searchParams.get('uid'), body);
      return new Promise((resolve) => (answer = resolve));
    };
    stubServer({ [ids.partner]: [order(), thumbnailOrder] });
    renderRoutes(routes, '/dashboard/production/send');
    expect(await screen.findByRole('heading', { name: 'Fulfill', level: 1 })).toBeTruthy();
    const clientSelect = await screen.findByRole('combobox', { name: 'Client' });
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a client.')).toBeTruthy();
    expect(
      within(clientSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a client', 'Pat Partner (@partner)', 'Penny Premium (@partner2)']);
    fireEvent.change(clientSelect, { target: { value: ids.partner } });
    const edit = await screen.findByRole('radio', { name: 'Speedrun highlights' });
    expect(edit.getAttribute('aria-describedby')).toBeTruthy();
    const meta = document.getElementById(edit.getAttribute('aria-describedby') ?? '');
    expect(meta?.textContent).toMatch(/^Edit.*Due /);
    expect(screen.getByText('Choose the order you are delivering.')).toBeTruthy();

    fireEvent.click(edit);
    expect(screen.getByRole('region', { name: 'Videos uploader' })).toBeTruthy();
    expect(screen.getByText('Add at least one file.')).toBeTruthy();
    click('Add unfinished video');
    expect(submit()).toHaveProperty('disabled', true);
    click('Finish video uploads');
    expect(submit()).toHaveProperty('disabled', false);
    fireEvent.click(submit());

    expect(await screen.findByText('Fulfilling order')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith(ids.partner, {
      videoData: { requestId: ids.order },
      file: [{ author: me, uri: expect.stringContaining('/api/drive/upload/') }],
      message: '',
    });
    answer(jsonResponse({ requestId: ids.order, earningsCents: 1500 }));
    expect(await screen.findByRole('heading', { name: 'Order Fulfilled!' })).toBeTruthy();
  });

  it('preselects the client and order of an Inbox link, and uploads images for a thumbnail', async () => {
    stubServer({ [ids.partner]: [order(), thumbnailOrder] });
    renderRoutes(routes, `/dashboard/production/send?order=${ids.order2}&client=${ids.partner}`);
    const radio = await screen.findByRole('radio', { name: 'Boss fight cover' });
    await waitFor(() => expect(radio).toHaveProperty('checked', true));
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveProperty('value', ids.partner);
    expect(screen.getByRole('region', { name: 'Images uploader' })).toBeTruthy();
  });

  it('keeps the client, the order and the uploads when the delivery fails', async () => {
    postAnswer = () =>
      Promise.resolve(errorAnswer(409, 'request_closed', 'This order is already closed.'));
    stubServer({ [ids.partner]: [order()] });
    renderRoutes(routes, `/dashboard/production/send?order=${ids.order}&client=${ids.partner}`);
    await screen.findByRole('radio', { name: 'Speedrun highlights' });
    click('Add finished video');
    fireEvent.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This order is already closed.');
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveProperty('value', ids.partner);
    expect(screen.getByRole('radio', { name: 'Speedrun highlights' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(screen.getByRole('list', { name: 'video files' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('refuses another client or another kind of order while files exist', async () => {
    stubServer({ [ids.partner]: [order(), thumbnailOrder] });
    renderRoutes(routes, `/dashboard/production/send?order=${ids.order}&client=${ids.partner}`);
    await screen.findByRole('radio', { name: 'Speedrun highlights' });
    click('Add finished video');

    fireEvent.click(screen.getByRole('radio', { name: 'Boss fight cover' }));
    expect(
      screen.getByText('Delete all uploaded videos before choosing a Thumbnail order.'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Speedrun highlights' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Client' }), {
      target: { value: ids.client2 },
    });
    expect(
      screen.getByText('Delete all uploaded files before choosing another client.'),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveProperty('value', ids.partner);
  });

  it('says when a client has no open orders assigned to me', async () => {
    stubServer({});
    renderRoutes(routes, '/dashboard/production/send');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Client' }), {
      target: { value: ids.client2 },
    });
    expect(
      await screen.findByText('Penny Premium has no open orders assigned to you.'),
    ).toBeTruthy();
  });
});
