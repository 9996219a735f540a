import { useCallback, useEffect, useRef, useState } from 'react';
import { secondsToFrame, seekSecondsOf, type FrameRate } from '../../../common/review/timecode';
import { useMeasuredRate, useSound } from './use-player-media';
import { usePlayerKeys } from './use-player-keys';
import { useShuttle } from './use-shuttle';

/**
 * The review player's state: the frame on screen at an exact rate, play and pause, frame steps,
 * the J/K/L shuttle, speed and volume. The rate is the server's probed one when known; else it
 * starts at 25 and follows what the browser measures between painted frames while playing; the
 * viewer can set it.
 */
export function usePlayer(probed: FrameRate | null = null) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [measured, setRate] = useState<FrameRate>({ num: 25, den: 1 });
  // The server's probed rate is exact, so neither a measurement nor the viewer overrides it.
  const rate = probed ?? measured;
  const [frame, setFrame] = useState(0);
  const [durationFrames, setDurationFrames] = useState(0);
  const [playing, setPlaying] = useState(false);
  const rateRef = useRef(rate);
  const durationRef = useRef(0);
  useEffect(() => {
    rateRef.current = rate;
  }, [rate]);

  // The frame on screen never passes the last one: at its very end a video reports its whole
  // length, which would name a frame that does not exist and from which ← could not step back.
  const sync = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    const total = Number.isFinite(v.duration) ? secondsToFrame(v.duration, rateRef.current) : 0;
    durationRef.current = total;
    if (total > 0) setDurationFrames(total);
    const at = secondsToFrame(v.currentTime, rateRef.current);
    setFrame(total > 0 ? Math.min(total - 1, at) : at);
  }, []);

  useMeasuredRate(videoRef, sync, setRate);

  const shuttle = useShuttle(videoRef, sync);
  const { speed, stopReverse, pause, toggle, stop, forward, backward } = shuttle;

  const seekFrame = useCallback(
    (target: number) => {
      const v = videoRef.current;
      if (!v) return;
      stopReverse();
      v.pause();
      const total = durationRef.current || durationFrames;
      const last = total > 0 ? total - 1 : Number.MAX_SAFE_INTEGER;
      const f = Math.max(0, Math.min(last, target));
      v.currentTime = seekSecondsOf(f, rateRef.current);
      setFrame(f);
    },
    [durationFrames, stopReverse],
  );

  const sound = useSound(videoRef);

  const onKeyDown = usePlayerKeys({ frame, rate, seekFrame, toggle, stop, forward, backward });

  const events = {
    onTimeUpdate: sync,
    onSeeked: sync,
    onLoadedMetadata: sync,
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      sync();
    },
    onVolumeChange: sound.follow,
  };

  return {
    videoRef,
    rate,
    setRate,
    frame,
    durationFrames,
    playing,
    /** Negative while J plays backwards, else the forward speed. */
    shuttle: shuttle.reverseSpeed > 0 ? -shuttle.reverseSpeed : speed,
    reversing: shuttle.reverseSpeed > 0,
    speed,
    setSpeed: shuttle.setSpeed,
    volume: sound.volume,
    muted: sound.muted,
    setVolume: sound.setVolume,
    toggleMute: sound.toggleMute,
    seekFrame,
    pause,
    toggle,
    stop,
    forward,
    backward,
    onKeyDown,
    events,
  };
}

/** The player's state and actions as the controls receive them (without the video's ref). */
export type Player = Omit<ReturnType<typeof usePlayer>, 'videoRef'>;
