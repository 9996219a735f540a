import { useCallback, useEffect, useRef, useState } from 'react';
import { kindOfMime, type UploadKind } from '../../../common/api/drive';
import type { UploadItem, UploadTaskDeps } from './upload-item';
import { UploadTask } from './upload-task';

/**
 * At most this many files send at once. Browsers open six connections per site over HTTP/1.1;
 * keeping three free leaves room for the progress polls and the rest of the app.
 */
export const maxParallelUploads = 3;

const gone = (state: UploadItem['state']) => state === 'cancelled' || state === 'removed';
const active = (state: UploadItem['state']) => state === 'starting' || state === 'uploading';

/** Uploads still needing the page: anything neither finished nor failed. */
export const isInProgress = (item: UploadItem) =>
  item.state === 'queued' || active(item.state) || item.state === 'paused';

/** The list of one uploader's files and the actions on them. */
export function useUploads(options: {
  kind: UploadKind;
  directory: string;
  deps?: UploadTaskDeps;
}) {
  const { kind, directory, deps } = options;
  const tasks = useRef(new Map<string, UploadTask>());
  const [items, setItems] = useState<UploadItem[]>([]);

  // Starts queued files, oldest first, while fewer than maxParallelUploads are sending.
  const pump = useCallback(() => {
    let running = [...tasks.current.values()].filter((t) => active(t.item.state)).length;
    for (const task of tasks.current.values()) {
      if (running >= maxParallelUploads) break;
      if (task.item.state === 'queued') {
        running += 1;
        void task.start();
      }
    }
  }, []);

  const onChange = useCallback(
    (item: UploadItem) => {
      if (gone(item.state)) tasks.current.delete(item.key);
      setItems((list) =>
        gone(item.state)
          ? list.filter((i) => i.key !== item.key)
          : list.map((i) => (i.key === item.key ? item : i)),
      );
      if (!active(item.state)) pump();
    },
    [pump],
  );

  /** Adds files; those not of the accepted kind come back refused, and nothing is sent for them. */
  const add = useCallback(
    (files: File[]): File[] => {
      const refused: File[] = [];
      const added: UploadTask[] = [];
      for (const file of files) {
        // An unknown type ('') is let through: the server judges the bytes themselves.
        if (file.type !== '' && kindOfMime(file.type) !== kind) {
          refused.push(file);
          continue;
        }
        const task = new UploadTask(file, {
          directory,
          kind,
          onChange,
          ...(deps ? { deps } : {}),
        });
        tasks.current.set(task.item.key, task);
        added.push(task);
      }
      setItems((list) => [...list, ...added.map((t) => t.item)]);
      pump();
      return refused;
    },
    [deps, directory, kind, onChange, pump],
  );

  const act = useCallback(
    (key: string, action: 'pause' | 'resume' | 'cancel' | 'remove' | 'retry') => {
      const task = tasks.current.get(key);
      if (!task) return;
      // start() resumes an upload the server already has, or creates it anew. Removing a failed
      // upload cancels it: the server deletes whatever part of it arrived.
      if (action === 'retry') void task.start();
      else if (action === 'remove' && task.item.state !== 'finished') void task.cancel();
      else void task[action]();
    },
    [],
  );

  /** Cancels every unfinished upload and removes the finished ones (e.g. after a failed order). */
  const clear = useCallback(() => {
    for (const task of tasks.current.values()) {
      if (task.item.state === 'finished') void task.remove();
      else void task.cancel();
    }
  }, []);

  useEffect(() => {
    const all = tasks.current;
    return () => {
      for (const task of all.values()) task.dispose();
      all.clear();
    };
  }, []);

  return { items, add, act, clear };
}
