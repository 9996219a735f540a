import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * J's reverse play. Browsers do not play a video backwards (a negative playbackRate is refused),
 * so the paused video is moved back by the elapsed time × speed on each animation frame, waiting
 * for each seek to land before the next so a slow decoder is never flooded. Stops at the start.
 */
function useReverseShuttle(videoRef: RefObject<HTMLVideoElement | null>, onMove: () => void) {
  const [speed, setSpeed] = useState(0);
  const handle = useRef(0);
  const speedRef = useRef(0);

  const stop = useCallback(() => {
    cancelAnimationFrame(handle.current);
    speedRef.current = 0;
    setSpeed(0);
  }, []);

  const start = useCallback(
    (next: number) => {
      const v = videoRef.current;
      if (!v) return;
      cancelAnimationFrame(handle.current);
      speedRef.current = next;
      setSpeed(next);
      let last: number | null = null;
      const tick = (now: number) => {
        const video = videoRef.current;
        if (!video || speedRef.current === 0) return;
        if (last === null) last = now;
        else if (!video.seeking) {
          // The time since the last move, so a seek that took long moves further on the next.
          const to = Math.max(0, video.currentTime - ((now - last) / 1000) * speedRef.current);
          last = now;
          video.currentTime = to;
          onMove();
          if (to === 0) {
            stop();
            return;
          }
        }
        handle.current = requestAnimationFrame(tick);
      };
      handle.current = requestAnimationFrame(tick);
    },
    [onMove, stop, videoRef],
  );

  useEffect(() => () => cancelAnimationFrame(handle.current), []);
  return { speed, start, stop };
}

/** The fastest J or L shuttles: 1×, 2×, 4×, 8× as editing software does. */
export const shuttleMax = 8;

/**
 * Play, pause and the J/K/L shuttle of the player's video, with the chosen speed (1 unless the
 * viewer picks another or shuttles with L).
 */
export function useShuttle(videoRef: RefObject<HTMLVideoElement | null>, sync: () => void) {
  const [speed, setSpeedState] = useState(1);
  const reverse = useReverseShuttle(videoRef, sync);
  const stopReverse = reverse.stop;
  const setSpeed = useCallback(
    (s: number) => {
      const v = videoRef.current;
      if (v) v.playbackRate = s;
      setSpeedState(s);
    },
    [videoRef],
  );

  const pause = useCallback(() => {
    stopReverse();
    videoRef.current?.pause();
  }, [stopReverse, videoRef]);

  const toggle = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    if (reverse.speed > 0) stopReverse();
    else if (v.paused) void v.play();
    else v.pause();
  }, [reverse.speed, stopReverse, videoRef]);

  /** K: stop, and the next play starts at normal speed, not a shuttle's. */
  const stop = useCallback(() => {
    pause();
    setSpeed(1);
  }, [pause, setSpeed]);

  /** L: play forward, twice as fast on each press while already going forward. */
  const forward = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    const wasReversing = reverse.speed > 0;
    stopReverse();
    const next = v.paused || wasReversing ? 1 : Math.min(shuttleMax, v.playbackRate * 2);
    v.playbackRate = next;
    setSpeedState(next);
    void v.play();
  }, [reverse.speed, stopReverse, videoRef]);

  /** J: play backwards, twice as fast on each press while already going backwards. */
  const backward = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    v.pause();
    reverse.start(reverse.speed > 0 ? Math.min(shuttleMax, reverse.speed * 2) : 1);
  }, [reverse, videoRef]);

  return {
    speed,
    setSpeed,
    reverseSpeed: reverse.speed,
    stopReverse,
    pause,
    toggle,
    stop,
    forward,
    backward,
  };
}
