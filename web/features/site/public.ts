// What other features may use of the public site.

/** The game artwork and a game's previews, shown on the dashboard's games pages too. */
export { GameImage } from './GameImage';
export { GamePreviews } from './GamePreviews';
