import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';

// The exposition of /metrics against Prometheus's naming rules, as `promtool check metrics` lints
// them: a scraper accepts a misnamed metric, but dashboards and rate() over it mislead.

const token = 'scrape-secret-0123456789';
let families: Array<{ name: string; type: string; help: string | undefined }>;
let samples: string[];

const app = useTestApp({ env: { METRICS_TOKEN: token } });
beforeAll(async () => {
  const res = await app().app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  const lines = res.body.split('\n').filter(Boolean);
  const helps = new Map(
    lines
      .map((line) => /^# HELP (\S+) (.*)$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
  families = lines
    .map((line) => /^# TYPE (\S+) (\S+)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ name: m[1]!, type: m[2]!, help: helps.get(m[1]!) }));
  samples = lines.filter((line) => !line.startsWith('#'));
});

// Units other than the base ones Prometheus names (seconds, bytes, ratios).
const nonBaseUnits =
  /_(milliseconds|microseconds|nanoseconds|minutes|hours|days|kilobytes|megabytes|gigabytes|kibibytes|mebibytes|bits|percent)(_|$)/;

describe('metric names on /metrics', () => {
  it('lists metrics, each with a type and help text', () => {
    expect(families.length).toBeGreaterThan(10);
    for (const family of families) expect(family.help, family.name).toBeTruthy();
  });

  it('are snake_case under the crewcast_ prefix', () => {
    for (const { name } of families) expect(name).toMatch(/^crewcast_[a-z0-9_]+$/);
  });

  it('end counters in _total, and nothing else', () => {
    for (const { name, type } of families)
      if (type === 'counter') expect(name, type).toMatch(/_total$/);
      else expect(name, type).not.toMatch(/_total$/);
  });

  it('keep _count, _sum and _bucket for the series of histograms and summaries', () => {
    for (const { name, type } of families)
      if (type !== 'histogram' && type !== 'summary')
        expect(name, type).not.toMatch(/_(count|sum|bucket)$/);
  });

  it('use base units', () => {
    for (const { name } of families) expect(name).not.toMatch(nonBaseUnits);
  });

  it('have every sample belong to a declared metric', () => {
    const declared = new Set(families.map((f) => f.name));
    for (const line of samples) {
      const name = /^[^{ ]+/.exec(line)![0];
      const family = [name, name.replace(/_(count|sum|bucket|created)$/, '')];
      expect(
        family.some((n) => declared.has(n)),
        line,
      ).toBe(true);
    }
  });
});
