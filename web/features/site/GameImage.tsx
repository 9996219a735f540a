import type { GameArt } from '../../../common/games';
import { gameArt, gameArtSize } from './game-art';

type GameImageProps = {
  art: GameArt;
  /** Decorative (empty) unless told. */
  alt?: string;
  /** A quarter-size thumbnail rather than the full picture. */
  thumbnail?: boolean;
  className?: string;
  /** Loads at once (a picture on screen from the start); others wait for the network. */
  eager?: boolean;
};

/** A piece of game artwork, its space reserved before it loads. */
export function GameImage({ art, alt = '', thumbnail = false, className, eager }: GameImageProps) {
  const scale = thumbnail ? 4 : 1;
  return (
    <img
      className={className}
      src={gameArt[art]}
      alt={alt}
      width={gameArtSize.width / scale}
      height={gameArtSize.height / scale}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
