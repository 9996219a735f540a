import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { AuditLogPage } from './AuditLogPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the audit log for anyone but an Admin', () => {
  it('says it is the Admins’ and leads back to the dashboard', async () => {
    saveLogin(loginAnswer());
    stubApi([]);
    renderRoutes(
      [{ path: '/dashboard/manage/audit', Component: AuditLogPage }],
      '/dashboard/manage/audit',
    );
    expect(await screen.findByText('Only Admins read the audit log.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard/home',
    );
  });
});
