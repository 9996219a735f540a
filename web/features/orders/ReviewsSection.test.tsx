import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { orderFixture } from '../../test/order-fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ReviewsSection } from './ReviewsSection';

beforeEach(() => saveLogin(loginAnswer({ useraccounttype: 'Partner' })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("Home's deliveries awaiting review", () => {
  it('opens the Accept delivery dialog, whose code loads on demand', async () => {
    const delivered = orderFixture({ closedTime: new Date().toISOString() });
    stubApi([
      {
        path: '/api/payment/fulfillment/reviews',
        answer: () => jsonResponse({ items: [delivered] }),
      },
    ]);
    renderRoutes([{ path: '/', Component: ReviewsSection }], '/');
    const accept = await screen.findByRole('button', {
      name: `Accept delivery of ${delivered.title}`,
    });
    fireEvent.focus(accept);
    fireEvent.click(accept);
    expect(
      await screen.findByRole('dialog', { name: 'Accept delivery' }, { timeout: 20_000 }),
    ).toBeTruthy();
  }, 60_000);
});
