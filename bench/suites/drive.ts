import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { login, startApp } from '../app-server.js';
import { makeSource, memoryOf, settled, upload as uploadFrom } from '../upload-client.js';

// Upload throughput against a plain disk write of the same bytes, in the same run, and the
// server's peak memory growth per upload size. Sizes come from the environment so the suite can
// run small (`DRIVE_BENCH_SCALE=0.1`); the figures in bench/README.md are at scale 1:
// a 2 GiB single upload, 4 parallel uploads of 512 MiB, and memory at 1, 2 and 4 GiB.
// Results go to bench/results/drive.json. Ports 3125-3129 (this helper's E2E_PORT + 5..9).

const MiB = 1024 * 1024;
const scale = Number(process.env.DRIVE_BENCH_SCALE ?? 1);
const mib = (name: string, fallback: number) =>
  Math.max(1, Math.round(Number(process.env[name] ?? fallback) * scale)) * MiB;
const singleBytes = mib('DRIVE_BENCH_SINGLE_MIB', 2048);
const parallelEachBytes = mib('DRIVE_BENCH_PARALLEL_EACH_MIB', 512);
const memorySizes = [
  mib('DRIVE_BENCH_MEM_SMALL_MIB', 1024),
  singleBytes,
  mib('DRIVE_BENCH_MEM_LARGE_MIB', 4096),
];
const rounds = Number(process.env.DRIVE_BENCH_ROUNDS ?? 2);
const basePort = Number(process.env.DRIVE_BENCH_PORT ?? 3125);

const work = mkdtempSync(path.join(tmpdir(), 'crewcast-drive-bench-'));
const source = path.join(work, 'source.mp4');
// Each server's data directory sits beside the source, on the disk the reference writes go to.
const appDataDir = () => mkdtempSync(path.join(work, 'data-'));
const largest = Math.max(singleBytes, parallelEachBytes * 4, ...memorySizes);
const upload = (base: string, auth: string, bytes: number, start = 0) =>
  uploadFrom(base, auth, source, bytes, start);

const seconds = (ms: number) => ms / 1000;
const rate = (bytes: number, ms: number) => Number((bytes / MiB / seconds(ms)).toFixed(1));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
// The fastest of the rounds: the run least disturbed by whatever else shares the machine.
const best = (values: number[]) => Math.min(...values);

/** Flushes dirty pages so one run's write-back does not slow the next. */
const flush = () => spawnSync('sync');

/** CPU seconds per GiB, split into the process's own code (user) and the kernel's (system). */
type CpuSplit = { userPerGiB: number; systemPerGiB: number };

/**
 * The reference: a plain Node stream copy of the same bytes on the same disk, with the CPU this
 * process spent on it (nothing else runs in it meanwhile), to set beside the server's.
 */
async function diskWrite(bytes: number, cpu: CpuSplit[]): Promise<number> {
  const target = path.join(work, 'copy.bin');
  flush();
  const before = process.cpuUsage();
  const t0 = performance.now();
  await pipeline(createReadStream(source, { end: bytes - 1 }), createWriteStream(target));
  const ms = performance.now() - t0;
  const used = process.cpuUsage(before);
  const gib = bytes / (1024 * MiB);
  cpu.push({ userPerGiB: used.user / 1e6 / gib, systemPerGiB: used.system / 1e6 / gib });
  await rm(target);
  return ms;
}

/** `dd` of the same bytes, 1 MiB blocks, for comparison. */
function ddWrite(bytes: number): number {
  const target = path.join(work, 'dd.bin');
  flush();
  const t0 = performance.now();
  const run = spawnSync('dd', [`if=${source}`, `of=${target}`, 'bs=1M', `count=${bytes / MiB}`], {
    stdio: 'ignore',
  });
  const ms = performance.now() - t0;
  spawnSync('rm', ['-f', target]);
  if (run.status !== 0) throw new Error('dd failed');
  return ms;
}

/** CPU seconds a process has used so far in its own code and in the kernel, from /proc (1/100 s). */
function cpuSecondsOf(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** Server CPU seconds per GiB stored while `run` ran; the split goes to `split`. */
async function cpuPerGiB(
  pid: number,
  bytes: number,
  run: () => Promise<unknown>,
  split: CpuSplit[] = [],
) {
  const before = cpuSecondsOf(pid);
  await run();
  const after = cpuSecondsOf(pid);
  const gib = bytes / (1024 * MiB);
  split.push({
    userPerGiB: (after.user - before.user) / gib,
    systemPerGiB: (after.system - before.system) / gib,
  });
  return (after.user + after.system - before.user - before.system) / gib;
}

/** Peak RSS growth of a fresh server during one upload of `bytes`. */
async function memoryGrowth(bytes: number, port: number) {
  const server = await startApp({ port, dataDir: appDataDir() });
  try {
    const auth = await login(server.base, 'partner');
    // Warm up every code path (routes, tus, hashing, SQLite) before the baseline is read.
    await upload(server.base, auth, 4 * MiB);
    await new Promise((r) => setTimeout(r, 500));
    const before = memoryOf(server.process.pid!);
    flush();
    const ms = await upload(server.base, auth, bytes);
    const after = memoryOf(server.process.pid!);
    return {
      sizeMiB: bytes / MiB,
      baselineRssMiB: Number(before.rssMiB.toFixed(1)),
      peakRssMiB: Number(after.peakMiB.toFixed(1)),
      growthMiB: Number((after.peakMiB - before.rssMiB).toFixed(1)),
      uploadMiBps: rate(bytes, ms),
    };
  } finally {
    await server.stop();
  }
}

try {
  console.info(`drive bench in ${work}: making a ${largest / MiB} MiB source…`);
  await makeSource(source, largest);

  const server = await startApp({ port: basePort, dataDir: appDataDir() });
  const single = {
    diskMs: [] as number[],
    ddMs: [] as number[],
    uploadMs: [] as number[],
    serverCpuSecondsPerGiB: [] as number[],
    serverCpuSplit: [] as CpuSplit[],
    diskCpuSplit: [] as CpuSplit[],
  };
  const parallel = { uploadMs: [] as number[], serverCpuSecondsPerGiB: [] as number[] };
  const pid = server.process.pid!;
  try {
    const auth = await login(server.base, 'partner');
    await upload(server.base, auth, 4 * MiB);
    for (let round = 0; round < rounds; round += 1) {
      single.diskMs.push(await diskWrite(singleBytes, single.diskCpuSplit));
      single.ddMs.push(ddWrite(singleBytes));
      flush();
      single.serverCpuSecondsPerGiB.push(
        await cpuPerGiB(
          pid,
          singleBytes,
          async () => {
            single.uploadMs.push(await upload(server.base, auth, singleBytes));
            // Work the upload left to the background (the SHA-256 job) counts too.
            await settled(server.base, auth);
          },
          single.serverCpuSplit,
        ),
      );
      await rm(path.join(server.dataDir, 'files'), { recursive: true, force: true });
      mkdirSync(path.join(server.dataDir, 'files'), { recursive: true });
      flush();
      parallel.serverCpuSecondsPerGiB.push(
        await cpuPerGiB(pid, parallelEachBytes * 4, async () => {
          const t0 = performance.now();
          await Promise.all(
            [0, 1, 2, 3].map((i) =>
              upload(server.base, auth, parallelEachBytes, i * parallelEachBytes),
            ),
          );
          parallel.uploadMs.push(performance.now() - t0);
          await settled(server.base, auth);
        }),
      );
      await rm(path.join(server.dataDir, 'files'), { recursive: true, force: true });
      mkdirSync(path.join(server.dataDir, 'files'), { recursive: true });
    }
  } finally {
    await server.stop();
  }

  const figures = (pick: (values: number[]) => number, pickCpu: (values: number[]) => number) => {
    const disk = rate(singleBytes, pick(single.diskMs));
    const dd = rate(singleBytes, pick(single.ddMs));
    const upload = rate(singleBytes, pick(single.uploadMs));
    const parallelRate = rate(parallelEachBytes * 4, pick(parallel.uploadMs));
    return {
      diskWriteMiBps: disk,
      ddMiBps: dd,
      uploadMiBps: upload,
      parallelMiBps: parallelRate,
      singleRatio: Number((upload / disk).toFixed(3)),
      parallelRatio: Number((parallelRate / disk).toFixed(3)),
      singleServerCpuSecondsPerGiB: Number(pickCpu(single.serverCpuSecondsPerGiB).toFixed(2)),
      parallelServerCpuSecondsPerGiB: Number(pickCpu(parallel.serverCpuSecondsPerGiB).toFixed(2)),
    };
  };
  const bestRun = figures(best, best);
  const medianRun = figures(median, median);
  const medianSplit = (splits: CpuSplit[]) => ({
    userPerGiB: Number(median(splits.map((c) => c.userPerGiB)).toFixed(2)),
    systemPerGiB: Number(median(splits.map((c) => c.systemPerGiB)).toFixed(2)),
  });
  // The disk's speed moves a lot between runs on a shared machine, so each round's upload is also
  // set against the plain copy made just before it.
  const singleRatioPerRound = single.uploadMs.map((ms, i) =>
    Number((single.diskMs[i]! / ms).toFixed(3)),
  );
  const cpuSplit = {
    singleUploadServer: medianSplit(single.serverCpuSplit),
    plainCopy: medianSplit(single.diskCpuSplit),
  };

  const memory = [];
  for (const [i, size] of memorySizes.entries())
    memory.push(await memoryGrowth(size, basePort + 1 + i));

  const results = {
    date: new Date().toISOString(),
    scale,
    rounds,
    singleUpload: { sizeMiB: singleBytes / MiB, target: 0.8 },
    parallelUploads: { count: 4, eachMiB: parallelEachBytes / MiB, target: 0.8 },
    best: bestRun,
    median: medianRun,
    singleRatioPerRound,
    cpuSplit,
    memory,
    memoryTargets: {
      growthAtSingleSizeMaxMiB: 64,
      // Peak RSS moves by a few MiB between identical runs (GC timing), hence the allowance.
      largestGrowthMinusSmallestMiB: Number(
        (memory.at(-1)!.growthMiB - memory[0]!.growthMiB).toFixed(1),
      ),
    },
    samples: { single, parallel },
  };
  mkdirSync('bench/results', { recursive: true });
  await writeFile('bench/results/drive.json', `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify({ ...results, samples: undefined }, null, 2));
} finally {
  await rm(work, { recursive: true, force: true });
}
