import { useCallback, useEffect, useState, type RefObject } from 'react';
import { nearestFrameRate, type FrameRate } from '../../../common/review/timecode';

/**
 * Measures the rate from the media times of frames painted one after another while playing (the
 * player's guess until the server knows the probed rate), and reads the frame on each paint.
 */
export function useMeasuredRate(
  videoRef: RefObject<HTMLVideoElement | null>,
  sync: () => void,
  setRate: (rate: FrameRate) => void,
) {
  useEffect(() => {
    const v = videoRef.current;
    if (!v || !('requestVideoFrameCallback' in v)) return;
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
  }, [sync, setRate, videoRef]);
}

/** The player's volume and mute, following the video's own controls too. */
export function useSound(videoRef: RefObject<HTMLVideoElement | null>) {
  const [volume, setVolumeLevel] = useState(1);
  const [muted, setMutedState] = useState(false);
  const setVolume = useCallback(
    (level: number) => {
      const v = videoRef.current;
      if (v) {
        v.volume = level;
        v.muted = level === 0;
      }
      setVolumeLevel(level);
      setMutedState(level === 0);
    },
    [videoRef],
  );
  const toggleMute = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    v.muted = !v.muted;
    setMutedState(v.muted);
  }, [videoRef]);

  const follow = useCallback(() => setMutedState(videoRef.current?.muted ?? false), [videoRef]);
  return { volume, muted, setVolume, toggleMute, follow };
}
