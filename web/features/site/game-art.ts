import type { GameArt } from '../../../common/games';
import astralCover from '../../assets/games/astral-cover.svg?no-inline';
import astralScene from '../../assets/games/astral-scene.svg?no-inline';
import listenCover from '../../assets/games/listen-cover.svg?no-inline';
import listenScene from '../../assets/games/listen-scene.svg?no-inline';
import betterCallTimCover from '../../assets/games/better-call-tim-cover.svg?no-inline';
import betterCallTimScene from '../../assets/games/better-call-tim-scene.svg?no-inline';
import labyrinthCover from '../../assets/games/labyrinth-cover.svg?no-inline';
import labyrinthScene from '../../assets/games/labyrinth-scene.svg?no-inline';
import barRumbleCover from '../../assets/games/bar-rumble-cover.svg?no-inline';
import barRumbleScene from '../../assets/games/bar-rumble-scene.svg?no-inline';
import insectionCover from '../../assets/games/insection-cover.svg?no-inline';
import insectionScene from '../../assets/games/insection-scene.svg?no-inline';

// ?no-inline: the pictures stay files the browser fetches (and caches) on their own, instead of
// base64 text inside the JavaScript that every page of the site downloads.

/** The URL of each piece of game artwork (original SVGs drawn for this site). */
export const gameArt: Record<GameArt, string> = {
  'astral-cover': astralCover,
  'astral-scene': astralScene,
  'listen-cover': listenCover,
  'listen-scene': listenScene,
  'better-call-tim-cover': betterCallTimCover,
  'better-call-tim-scene': betterCallTimScene,
  'labyrinth-cover': labyrinthCover,
  'labyrinth-scene': labyrinthScene,
  'bar-rumble-cover': barRumbleCover,
  'bar-rumble-scene': barRumbleScene,
  'insection-cover': insectionCover,
  'insection-scene': insectionScene,
};

/** Intrinsic size of every artwork, so the page reserves its space before it loads. */
export const gameArtSize = { width: 640, height: 360 } as const;
