import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { games } from '../../../common/games';
import { GameCarousel } from './GameCarousel';

function renderCarousel() {
  return render(
    <MemoryRouter>
      <GameCarousel />
    </MemoryRouter>,
  );
}

const shownGame = () =>
  document
    .querySelector('[aria-roledescription="slide"]:not([aria-hidden])')
    ?.getAttribute('data-game');

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('GameCarousel', () => {
  it('shows the six games, one at a time, starting with Astral', () => {
    renderCarousel();
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
    expect(shownGame()).toBe('astral');
    expect(screen.getByRole('button', { name: 'Show Astral' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('advances every 4 seconds and wraps after the last game', () => {
    renderCarousel();
    wait(3999);
    expect(shownGame()).toBe('astral');
    wait(1);
    expect(shownGame()).toBe('listen');
    for (let i = 0; i < 4; i += 1) wait(4000);
    expect(shownGame()).toBe(games[5]!.id);
    wait(4000);
    expect(shownGame()).toBe('astral');
  });

  it('lets the visitor pick a game, and waits a full interval after it', () => {
    renderCarousel();
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show Labyrinth' }));
    expect(shownGame()).toBe('labyrinth');
    wait(3999);
    expect(shownGame()).toBe('labyrinth');
    wait(1);
    expect(shownGame()).toBe('bar-rumble');
  });

  it('goes back from the first game to the last with Previous', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous game' }));
    expect(shownGame()).toBe('insection');
    fireEvent.click(screen.getByRole('button', { name: 'Next game' }));
    expect(shownGame()).toBe('astral');
  });

  it('holds still while hovered or focused, and moves on after', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Our games' });
    fireEvent.mouseEnter(region);
    wait(10_000);
    expect(shownGame()).toBe('astral');
    fireEvent.mouseLeave(region);
    wait(4000);
    expect(shownGame()).toBe('listen');

    fireEvent.focus(screen.getByRole('button', { name: 'Next game' }));
    wait(10_000);
    expect(shownGame()).toBe('listen');
    fireEvent.blur(screen.getByRole('button', { name: 'Next game' }));
    wait(4000);
    expect(shownGame()).toBe('better-call-tim');
  });

  it('stops and starts with the pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    wait(10_000);
    expect(shownGame()).toBe('astral');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    wait(4000);
    expect(shownGame()).toBe('listen');
  });

  it('does not move by itself when the system asks for reduced motion', () => {
    reducedMotion(true);
    renderCarousel();
    wait(20_000);
    expect(shownGame()).toBe('astral');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Insection' }));
    expect(shownGame()).toBe('insection');
  });

  it('keeps hidden slides out of reach of the keyboard', () => {
    renderCarousel();
    const hidden = document.querySelector('[data-game="listen"]') as HTMLElement;
    expect(hidden.getAttribute('aria-hidden')).toBe('true');
    expect(hidden.hasAttribute('inert')).toBe(true);
  });
});
