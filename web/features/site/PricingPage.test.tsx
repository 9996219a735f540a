import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { PricingPage } from './PricingPage';

afterEach(cleanup);

const at = (path = '/learn/pricing') =>
  renderRoutes([{ path: '/learn/pricing', Component: PricingPage }], path);

describe('PricingPage', () => {
  it('shows both plans with every docs/product.md §9 figure', () => {
    at();
    const standard = screen.getByRole('article', { name: 'Standard' });
    expect(within(standard).getByText('27% off')).toBeTruthy();
    expect(standard.textContent).toContain('$1.10');
    expect(standard.textContent).toContain('$0.80');
    expect(standard.textContent).toContain('$5.50');
    expect(standard.textContent).toContain('$4.00');
    expect(standard.textContent).toContain('1%-20%');
    expect(standard.textContent).toContain('1 game partnership');
    expect(standard.textContent).toContain('2 team members');
    expect(standard.textContent).toContain('Unlimited edit revisions: one per delivery');
    expect(standard.querySelectorAll('s')).toHaveLength(2);

    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('Most Popular')).toBeTruthy();
    expect(premium.textContent).toContain('$1.90');
    expect(premium.textContent).toContain('$7.50');
    expect(premium.textContent).toContain('20%-40%');
    expect(premium.textContent).toContain('2 game partnerships');
    expect(premium.textContent).toContain('3 team members');
  });

  it('points each Select button at the sign-up with its package', () => {
    at();
    expect(screen.getByRole('link', { name: 'Select Standard' }).getAttribute('href')).toBe(
      '/join?package=basic',
    );
    expect(screen.getByRole('link', { name: 'Select Premium' }).getAttribute('href')).toBe(
      '/join?package=premium',
    );
  });

  it('switches to the affiliate terms with the audience toggle', () => {
    at();
    fireEvent.click(screen.getByRole('radio', { name: 'Affiliates' }));
    expect(screen.queryByRole('article', { name: 'Standard' })).toBeNull();
    const affiliate = screen.getByRole('article', { name: 'Affiliate' });
    expect(affiliate.textContent).toContain('20%');
    expect(screen.getByRole('link', { name: 'Select Affiliate' }).getAttribute('href')).toBe(
      '/join?type=Affiliate',
    );
  });

  it('opens on the audience the URL names', () => {
    at('/learn/pricing?audience=affiliates');
    expect((screen.getByRole('radio', { name: 'Affiliates' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('has a FAQ of four questions whose answers open and close', () => {
    at();
    const questions = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
    expect(questions.map((q) => q.textContent)).toEqual([
      'Can I get a refund on edits and thumbnails?',
      'What exactly do I get, and what do I pay?',
      'What is on the roadmap?',
      'What does the name Crewcast mean?',
    ]);
    const first = questions[0]!;
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    fireEvent.click(first);
    expect(answer.hidden).toBe(true);
  });

  it('names no shipped feature as upcoming on the roadmap', () => {
    at();
    const question = screen.getByRole('button', { name: 'What is on the roadmap?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    const upcoming = (answer.textContent ?? '')
      .split(/(?<=\.)\s+/)
      .filter((sentence) => /\b(next|coming|soon)\b/i.test(sentence))
      .join(' ');
    for (const shipped of ['Game Manager', 'Ownership Booster', 'Staff Scheduler', 'review studio'])
      expect(upcoming).not.toContain(shipped);
    expect(answer.textContent).toContain('the review studio: notes');
  });
});
