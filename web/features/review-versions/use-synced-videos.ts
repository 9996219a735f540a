import { useCallback, useEffect, useRef, useState } from 'react';
import { secondsToFrame, seekSecondsOf, type FrameRate } from '../../../common/review/timecode';

/**
 * Two videos played as one: the first leads, the second follows its play, pause and position
 * (corrected whenever it drifts more than a tenth of a second). Either may be absent.
 */
export function useSyncedVideos() {
  const lead = useRef<HTMLVideoElement | null>(null);
  // The lead video mounts only once its signed link has loaded, in a child's render: the listeners
  // follow the element itself, or a video that arrived after this hook's last render would play
  // with nobody listening (the follower left behind, the Play button never turning to Pause).
  const [leadMounts, setLeadMounts] = useState(0);
  const leadRef = useCallback((video: HTMLVideoElement | null) => {
    lead.current = video;
    setLeadMounts((n) => n + 1);
  }, []);
  const follow = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // The playhead kept across a change of version, so the new one opens where the old one was.
  const keep = useRef(0);

  useEffect(() => {
    // Runs again whenever the lead element changes (`leadMounts`).
    const a = lead.current;
    if (!a) return;
    const sync = () => {
      const b = follow.current;
      setTime(a.currentTime);
      keep.current = a.currentTime;
      if (b && Math.abs(b.currentTime - a.currentTime) > 0.1) b.currentTime = a.currentTime;
    };
    const onPlay = () => {
      setPlaying(true);
      void follow.current?.play().catch(() => {});
    };
    const onPause = () => {
      setPlaying(false);
      follow.current?.pause();
      sync();
    };
    const onMeta = () => {
      setDuration(a.duration || 0);
      if (keep.current > 0 && keep.current < a.duration) a.currentTime = keep.current;
    };
    a.addEventListener('timeupdate', sync);
    a.addEventListener('seeked', sync);
    a.addEventListener('play', onPlay);
    a.addEventListener('pause', onPause);
    a.addEventListener('loadedmetadata', onMeta);
    if (a.readyState >= 1) onMeta();
    return () => {
      a.removeEventListener('timeupdate', sync);
      a.removeEventListener('seeked', sync);
      a.removeEventListener('play', onPlay);
      a.removeEventListener('pause', onPause);
      a.removeEventListener('loadedmetadata', onMeta);
    };
  }, [leadMounts]);

  const toggle = useCallback(() => {
    const a = lead.current;
    if (!a) return;
    if (a.paused) void a.play().catch(() => {});
    else a.pause();
  }, []);
  const seek = useCallback((seconds: number) => {
    const a = lead.current;
    if (!a) return;
    a.currentTime = seconds;
    if (follow.current) follow.current.currentTime = seconds;
  }, []);
  /** Pauses both and moves them `frames` frames from the frame on screen, within the video. */
  const step = useCallback((frames: number, rate: FrameRate) => {
    const a = lead.current;
    if (!a) return;
    a.pause();
    const total = Number.isFinite(a.duration) ? secondsToFrame(a.duration, rate) : 0;
    const last = total > 0 ? total - 1 : Number.MAX_SAFE_INTEGER;
    const target = Math.max(0, Math.min(last, secondsToFrame(a.currentTime, rate) + frames));
    const at = seekSecondsOf(target, rate);
    a.currentTime = at;
    if (follow.current) follow.current.currentTime = at;
    setTime(at);
  }, []);
  return { lead: leadRef, follow, playing, time, duration, toggle, seek, step };
}
