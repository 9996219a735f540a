import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  nearestFrameRate,
  secondsToFrame,
  seekSecondsOf,
  type FrameRate,
} from '../../../common/review/timecode';

/**
 * The review player's state: the frame on screen at an exact rate, play and pause, frame steps
 * and the J/K/L keys. The rate is the server's probed one when known; else it starts at 25 and
 * follows what the browser measures between painted frames while playing; the viewer can set it.
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
  useEffect(() => {
    rateRef.current = rate;
  }, [rate]);

  const sync = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    setFrame(secondsToFrame(v.currentTime, rateRef.current));
    if (Number.isFinite(v.duration)) setDurationFrames(secondsToFrame(v.duration, rateRef.current));
  }, []);

  useEffect(() => {
    const v = videoRef.current;
    if (!v || !('requestVideoFrameCallback' in v)) return;
    // Measures the rate from the media times of frames painted one after another.
    let last: number | null = null;
    const gaps: number[] = [];
    let handle = 0;
    const onFrame = (_: number, meta: { mediaTime: number }) => {
      if (last !== null && meta.mediaTime > last) gaps.push(meta.mediaTime - last);
      last = meta.mediaTime;
      if (gaps.length >= 12) {
        const sorted = [...gaps].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)] ?? 0.04;
        setRate(nearestFrameRate(1 / median));
        gaps.length = 0;
      }
      sync();
      handle = v.requestVideoFrameCallback(onFrame);
    };
    handle = v.requestVideoFrameCallback(onFrame);
    return () => v.cancelVideoFrameCallback(handle);
  }, [sync]);

  const seekFrame = useCallback(
    (target: number) => {
      const v = videoRef.current;
      if (!v) return;
      v.pause();
      const last = durationFrames > 0 ? durationFrames - 1 : Number.MAX_SAFE_INTEGER;
      const f = Math.max(0, Math.min(last, target));
      v.currentTime = seekSecondsOf(f, rateRef.current);
      setFrame(f);
    },
    [durationFrames],
  );

  const pause = useCallback(() => videoRef.current?.pause(), []);
  const toggle = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) void v.play();
    else v.pause();
  }, []);

  /** Space, J (back a second), K (pause), L (play, faster each press), ←/→ (one frame). */
  const onKeyDown = useCallback(
    (e: KeyboardEvent, onMark: () => void) => {
      const v = videoRef.current;
      if (!v || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement)
        return;
      const key = e.key.toLowerCase();
      const handled = true;
      if (key === ' ') toggle();
      else if (key === 'k') v.pause();
      else if (key === 'l') {
        v.playbackRate = v.paused ? 1 : Math.min(4, v.playbackRate * 2);
        void v.play();
      } else if (key === 'j') seekFrame(frame - Math.round(rate.num / rate.den));
      else if (key === 'arrowleft') seekFrame(frame - 1);
      else if (key === 'arrowright') seekFrame(frame + 1);
      else if (key === 'm') onMark();
      else return;
      if (handled) e.preventDefault();
    },
    [frame, rate, seekFrame, toggle],
  );

  const events = {
    onTimeUpdate: sync,
    onSeeked: sync,
    onLoadedMetadata: sync,
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      sync();
    },
  };

  return {
    videoRef,
    rate,
    setRate,
    frame,
    durationFrames,
    playing,
    seekFrame,
    pause,
    toggle,
    onKeyDown,
    events,
  };
}

/** The player's state and actions as the controls receive them (without the video's ref). */
export type Player = Omit<ReturnType<typeof usePlayer>, 'videoRef'>;
