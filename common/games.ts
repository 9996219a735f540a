import { gameLimits } from './limits.js';

/**
 * The name of a piece of game artwork. The SVG files are drawn in the repo (web/assets/games/);
 * the web side maps each name to its file, so this module stays free of browser imports.
 */
export type GameArt =
  | 'astral-cover'
  | 'astral-scene'
  | 'listen-cover'
  | 'listen-scene'
  | 'better-call-tim-cover'
  | 'better-call-tim-scene'
  | 'labyrinth-cover'
  | 'labyrinth-scene'
  | 'bar-rumble-cover'
  | 'bar-rumble-scene'
  | 'insection-cover'
  | 'insection-scene';

/** One preview of a game (docs/product.md §3): the full picture, its small version, and what it is. */
export type GamePreview = {
  original: GameArt;
  thumbnail: GameArt;
  type: 'image';
  /** What the picture shows, for people who cannot see it. */
  alt: string;
};

/** A figure shown with every game (docs/product.md §3). */
export type GameStat = { label: string; value: string };

/** What a player or partner says about a game. */
export type GameTestimonial = { author: string; role: string; text: string };

/** One of the agency's games and its static data (docs/product.md §3 Game). */
export type Game = {
  /** Stable id, also the anchor of the game on /learn/game. */
  id: string;
  game: string;
  studio: string;
  genre: string;
  /** One line for the carousel. */
  tagline: string;
  description: string;
  preview: readonly GamePreview[];
  stats: readonly GameStat[];
  testimonials: readonly GameTestimonial[];
};

/** The stats every game shows (docs/product.md §3, §9): a 20% pool shared among 4 developers. */
const gameStats: readonly GameStat[] = [
  { label: 'Total Percentage Pool', value: `${gameLimits.totalPercentagePool}%` },
  { label: 'No. Game Developers', value: String(gameLimits.developersPerGame) },
];

const previews = (id: string, name: string, cover: string, scene: string): GamePreview[] => [
  {
    original: `${id}-cover` as GameArt,
    thumbnail: `${id}-cover` as GameArt,
    type: 'image',
    alt: `${name} cover art: ${cover}`,
  },
  {
    original: `${id}-scene` as GameArt,
    thumbnail: `${id}-scene` as GameArt,
    type: 'image',
    alt: `${name} in play: ${scene}`,
  },
];

/** The six games of docs/product.md §2, in the order the carousel shows them. */
export const games: readonly Game[] = [
  {
    id: 'astral',
    game: 'Astral',
    studio: 'Nebula Forge',
    genre: 'Co-op space exploration',
    tagline: 'Chart a galaxy with your friends, one jump at a time.',
    description:
      'Astral drops a crew of up to six players into an uncharted galaxy. Every jump reveals a new system to scan, mine and name, and every planet your crew names stays on the shared star map for everyone who plays after you. Creators love it for its slow-burn discoveries and the moments when a whole server spots a new nebula at once.',
    preview: previews(
      'astral',
      'Astral',
      'a ringed planet and a small ship against a violet nebula',
      'two explorers on a moon surface under a field of stars',
    ),
    stats: gameStats,
    testimonials: [
      {
        author: 'Mira Okafor',
        role: 'Partner, 210k subscribers',
        text: 'My Astral series is the most-watched thing on my channel. Viewers jump in after every episode to find the planets we named.',
      },
      {
        author: 'Devin Hale',
        role: 'Lead developer, Nebula Forge',
        text: 'Partners bring players who stay. Our weekly retention doubled after the first creator series went live.',
      },
    ],
  },
  {
    id: 'listen',
    game: 'Listen',
    studio: 'Quiet Hours Studio',
    genre: 'Sound-driven horror',
    tagline: 'Every sound you make can be heard. Stay quiet.',
    description:
      'Listen is a horror game played by ear. The creature that hunts you is blind, so every footstep, door and whisper gives you away, and your own microphone can too. Short rounds and genuine jump scares make it a favourite for reaction videos and late-night streams.',
    preview: previews(
      'listen',
      'Listen',
      'a dark corridor with sound waves rippling from an open door',
      'a flashlight beam sweeping an empty hospital ward',
    ),
    stats: gameStats,
    testimonials: [
      {
        author: 'Jonah Reyes',
        role: 'Partner, 95k subscribers',
        text: 'Listen reaction clips are my best shorts by far. The editor on my team knows exactly where to cut for the scare.',
      },
      {
        author: 'Ines Carvalho',
        role: 'Sound designer, Quiet Hours Studio',
        text: 'Seeing creators scream at our sound cues never gets old. The partnership pays for our next chapter.',
      },
    ],
  },
  {
    id: 'better-call-tim',
    game: 'Better Call Tim',
    studio: 'Tim & Co. Games',
    genre: 'Comedy courtroom sim',
    tagline: 'Take any case. Win it however you can.',
    description:
      'In Better Call Tim you run a tiny law office in a strip mall and take every case that walks in: stolen garden gnomes, haunted lease agreements, a goat with a parking ticket. Build arguments from the evidence you dig up, bluff the judge when you cannot, and grow Tim into the city’s most questionable legend.',
    preview: previews(
      'better-call-tim',
      'Better Call Tim',
      'Tim in a loud suit pointing at the viewer in front of his office sign',
      'a courtroom with a judge, a witness stand and a goat',
    ),
    stats: gameStats,
    testimonials: [
      {
        author: 'Sasha Lin',
        role: 'Partner, 320k subscribers',
        text: 'Every Tim case is a new episode that writes itself. My audience votes on how I should argue.',
      },
      {
        author: 'Tim Alvarez',
        role: 'Founder, Tim & Co. Games',
        text: 'Yes, there is a real Tim. The creator community has turned a side project into our full-time job.',
      },
    ],
  },
  {
    id: 'labyrinth',
    game: 'Labyrinth',
    studio: 'Minotaur Works',
    genre: 'Maze escape',
    tagline: 'The walls move. So should you.',
    description:
      'Labyrinth is a maze that rebuilds itself every ninety seconds. Teams of four race to the centre, split up to map the corridors and trade shortcuts over voice chat, while something large paces the halls behind them. No two runs are the same, which keeps long-form series fresh week after week.',
    preview: previews(
      'labyrinth',
      'Labyrinth',
      'a glowing maze seen from above with a torch at its centre',
      'four players at a junction of stone corridors',
    ),
    stats: gameStats,
    testimonials: [
      {
        author: 'Owen Price',
        role: 'Partner, 150k subscribers',
        text: 'Labyrinth runs are perfect for my weekly uploads. My team turns three hours of footage into twelve tight minutes.',
      },
      {
        author: 'Priya Nair',
        role: 'Level designer, Minotaur Works',
        text: 'Creators find routes we never planned. We have added two of their shortcuts to the game for real.',
      },
    ],
  },
  {
    id: 'bar-rumble',
    game: 'Bar Rumble',
    studio: 'Last Call Interactive',
    genre: 'Party brawler',
    tagline: 'Eight players. One bar. Last one standing.',
    description:
      'Bar Rumble is a party brawler for up to eight players in a bar that falls apart around them. Grab stools, slide down the counter and knock rivals through the jukebox until one is left standing. Rounds last three minutes, which makes it ideal for shorts, tournaments and viewer games.',
    preview: previews(
      'bar-rumble',
      'Bar Rumble',
      'a neon bar sign over two brawlers mid-punch',
      'a bar counter with flying stools and a broken jukebox',
    ),
    stats: gameStats,
    testimonials: [
      {
        author: 'Kayla Brooks',
        role: 'Partner, 78k subscribers',
        text: 'My viewer tournaments in Bar Rumble fill up in minutes. It is the best community night of my week.',
      },
      {
        author: 'Marco Ventura',
        role: 'Producer, Last Call Interactive',
        text: 'The partner program gave us a steady stream of new players without spending on ads.',
      },
    ],
  },
  {
    id: 'insection',
    game: 'Insection',
    studio: 'Hexapod Studios',
    genre: 'Bug-world survival',
    tagline: 'Shrink down. Build a colony. Survive the garden.',
    description:
      'Insection shrinks you to the size of an ant in a back garden that is suddenly enormous. Gather crumbs, build a colony with other players and defend it from beetles, birds and the occasional lawnmower. Its base building and day-night raids give creators endless material for survival series.',
    preview: previews(
      'insection',
      'Insection',
      'a giant leaf and a tiny explorer facing a beetle',
      'an underground colony of tunnels and chambers',
    ),
    stats: gameStats,
    testimonials: [
      {
        author: 'Leo Martins',
        role: 'Partner, 240k subscribers',
        text: 'Our colony series in Insection hit a million views. The thumbnails my artist makes are half of that success.',
      },
      {
        author: 'Hana Sato',
        role: 'Art director, Hexapod Studios',
        text: 'Creators show our garden at its best. Their videos are how most players find us now.',
      },
    ],
  },
];
