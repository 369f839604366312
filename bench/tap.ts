// `npm run bench:tap`: the time from a tap on a header link to the next page's Largest Contentful
// Paint, on a phone, with the site as it is (Speculation Rules prerender the page the visitor
// starts to tap; a view transition) and as it was before (neither): both in one run, on one build,
// alternating. See bench/README.md, "Tap to the next page".
//
// Chromium does not prerender while DevTools is attached (it reports
// "PrerenderingDisabledByDevTools" to Playwright, Lighthouse or any CDP client), so this benchmark
// uses none: a real Chromium window on a virtual screen (Xvfb) the size of a phone, a real mouse
// (xdotool), the phone's network in front of the server (bench/phone-network.ts, which also serves
// the pages a small probe that reports the times), and a cap on the processor time of all of
// Chromium's processes (a cgroup), in place of DevTools' CPU slowdown.
//
// Needs Debian's xvfb and xdotool (`apt-get install -y xvfb xdotool`) and root (for the cgroup;
// without it the processor is not capped, and the table says so).
//
// Options: --runs N (default 5 of each), --skip-build (measure the existing dist/), --out NAME,
// --before REF: "before" is the site as it was at the commit REF (built once into
// bench/.work/tap-before/<commit>/, kept for the next run), not this build without the rules.
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/chromium.ts';
import { phoneNetwork, sleep, SLOW_4G, type ProbeReport } from './phone-network.ts';
import { serveBuild } from './serve-build.ts';
import { median } from './summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'tap.json' },
    before: { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs));

/** A phone's screen (Lighthouse's mobile one), in CSS pixels. */
const PHONE = { width: 412, height: 823 };
/**
 * Chromium's processes together get this share of one core: half a core, a quarter of this
 * two-core machine, about as much slower as DevTools' 4× CPU slowdown makes a page.
 */
const CPU_SHARE = 0.5;
const DISPLAY = ':97';
const PHONE_HEURISTICS = [
  'NavigationPredictorNewViewportFeatures',
  'PreloadingModerateViewportHeuristics',
  'PreloadingEagerViewportHeuristics',
];
/** The page the visitor starts on, and the header link they tap (on a phone, in the menu). */
const START = '/about-us';
const LINK = { name: 'calendar', path: '/calendar' } as const;
/**
 * How the visitor presses the link: a finger taps it (held 100 ms, nothing before), or a mouse
 * points at it and rests there 300 ms before the click (held 100 ms), as a hand does.
 */
const POINTERS = [
  { name: 'tap', restMs: 0, pressMs: 100 },
  { name: 'mouse', restMs: 300, pressMs: 100 },
] as const;
type Pointer = (typeof POINTERS)[number];
/** After opening the menu, the visitor reads it this long before tapping. */
const READ_MS = 1_000;
/** How long the next page may take to be shown, and how long its later paints are awaited. */
const SHOWN_WITHIN_MS = 60_000;
const LATER_PAINTS_MS = 3_000;

async function waitFor<T>(what: string, find: () => T | undefined, within = 30_000): Promise<T> {
  const until = Date.now() + within;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function startScreen(): ChildProcess {
  const screen = spawn(
    'Xvfb',
    [DISPLAY, '-screen', '0', `${PHONE.width}x${PHONE.height}x24`, '-nolisten', 'tcp'],
    { stdio: 'ignore' },
  );
  screen.on('error', () => {
    throw new Error('Xvfb is missing: apt-get install -y xvfb xdotool');
  });
  return screen;
}

/**
 * A cgroup (v1 cpu controller) that gives its processes CPU_SHARE of a core, no more and (with a
 * high weight) no less on a busy machine, or null where there is none to make.
 */
function cpuCap(): string | null {
  const group = '/sys/fs/cgroup/cpu/highbridge-bench-tap';
  try {
    mkdirSync(group, { recursive: true });
    writeFileSync(path.join(group, 'cpu.cfs_period_us'), '100000');
    writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(Math.round(CPU_SHARE * 100_000)));
    // And first call on the processor up to that share, whatever else the machine is doing.
    writeFileSync(path.join(group, 'cpu.shares'), '8192');
    return group;
  } catch {
    return null;
  }
}

function xdotool(...args: string[]): void {
  const result = spawnSync('xdotool', args, { env: { ...process.env, DISPLAY } });
  if (result.status !== 0) throw new Error(`xdotool ${args.join(' ')} failed`);
}

interface Tap {
  mode: 'before' | 'after';
  pointer: Pointer['name'];
  /** From the press on the link to the next page's last Largest Contentful Paint. */
  tapToLcpMs: number;
  /** Whether the next page was shown from a prerender (its activationStart is after 0). */
  prerendered: boolean;
}

/** One visitor in a fresh browser: opens START, opens the menu, taps the link, and is timed. */
async function tapOnce(
  network: { url: string; reports: ProbeReport[] },
  mode: Tap['mode'],
  pointer: Pointer,
  cgroup: string | null,
): Promise<Tap> {
  network.reports.length = 0;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'highbridge-tap-'));
  const chromium = spawn(
    'sh',
    [
      '-c',
      `${cgroup === null ? '' : `echo $$ > ${cgroup}/cgroup.procs; `}exec "$0" "$@"`,
      chromiumPath(),
      ...CHROMIUM_FLAGS,
      '--kiosk',
      `--window-size=${PHONE.width},${PHONE.height}`,
      '--window-position=0,0',
      `--user-data-dir=${profile}`,
      '--no-default-browser-check',
      // Chromium on Android (since 138) starts "moderate" and "eager" speculations from the links
      // in view, not from a hover a phone does not have; this desktop build has the same code
      // behind these features, turned on so that a phone's behaviour is what is measured.
      `--enable-features=${PHONE_HEURISTICS.join(',')}`,
      '--password-store=basic',
      `${network.url}${START}`,
    ],
    { env: { ...process.env, DISPLAY }, stdio: 'ignore', detached: true },
  );
  /** The reports of one kind so far, typed as that kind. */
  const reports = <K extends ProbeReport['kind']>(kind: K) =>
    network.reports.filter(
      (report): report is Extract<ProbeReport, { kind: K }> => report.kind === kind,
    );
  try {
    const start = await waitFor(
      `${START} to be hydrated`,
      () => reports('shown').find((report) => report.path === START),
      SHOWN_WITHIN_MS,
    );
    const boxesOf = (key: 'menu' | typeof LINK.name) =>
      reports('boxes')
        .filter((report) => report.page === start.page)
        .map((report) => report.boxes[key] ?? undefined)
        .findLast((box) => box !== undefined);
    const menu = await waitFor('the menu button', () => boxesOf('menu'));
    xdotool('mousemove', String(Math.round(menu.x)), String(Math.round(menu.y)), 'click', '1');
    const link = await waitFor('the link in the open menu', () => boxesOf(LINK.name));
    await sleep(READ_MS);
    xdotool('mousemove', String(Math.round(link.x)), String(Math.round(link.y)));
    if (pointer.restMs > 0) await sleep(pointer.restMs);
    xdotool('mousedown', '1');
    await sleep(pointer.pressMs);
    xdotool('mouseup', '1');
    const press = await waitFor('the press on the link', () =>
      reports('press').find((report) => report.page === start.page && report.href === LINK.path),
    );
    const shown = await waitFor(
      `${LINK.path} to be shown`,
      () => reports('shown').find((report) => report.path === LINK.path),
      SHOWN_WITHIN_MS,
    );
    await sleep(LATER_PAINTS_MS);
    if (process.env.TAP_DEBUG !== undefined)
      console.log(`    pressed at ${Math.round(press.at) % 100_000}`);
    const paints = reports('lcp')
      .filter((report) => report.page === shown.page)
      .map((report) => report.at);
    if (paints.length === 0) throw new Error(`${LINK.path} reported no paint`);
    return {
      mode,
      pointer: pointer.name,
      tapToLcpMs: Math.max(...paints) - press.at,
      prerendered: shown.activationStart > 0,
    };
  } finally {
    if (chromium.pid !== undefined) process.kill(-chromium.pid, 'SIGKILL');
    await sleep(500);
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The site as it was at the commit `ref`: its files (git archive) built with this project's
 * node_modules into bench/.work/tap-before/<commit>/dist/, once; later runs reuse the build.
 */
function buildAt(ref: string): { commit: string; dist: string } {
  const commit = execSync(`git rev-parse --verify ${JSON.stringify(`${ref}^{commit}`)}`, {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const dir = path.join(root, 'bench/.work/tap-before', commit);
  const dist = path.join(dir, 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return { commit, dist };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  console.log(
    `Building the site as it was at ${commit.slice(0, 7)} in ${path.relative(root, dir)}/`,
  );
  execSync('npm run build', { cwd: dir, stdio: 'inherit' });
  return { commit, dist };
}

async function main(): Promise<void> {
  if (!options['skip-build']) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  if (!existsSync(path.join(root, 'dist/index.html')))
    throw new Error('There is no production build in dist/: build it first.');
  const earlier = options.before === undefined ? undefined : buildAt(options.before);
  const { origin, server } = await serveBuild(path.join(root, 'dist'), 8095);
  const before = earlier === undefined ? { origin, server } : await serveBuild(earlier.dist, 8096);
  const networks = {
    // The earlier build as it was (it has neither the rules nor the transitions), or this one
    // without them.
    before: await phoneNetwork(before.origin, { withoutNextPage: true }),
    after: await phoneNetwork(origin, { withoutNextPage: false }),
  };
  const screen = startScreen();
  const cgroup = cpuCap();
  await sleep(1_000);
  const taps: Tap[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      // Alternating which goes first, so that a slow moment of the machine falls on both.
      const order = run % 2 === 1 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const pointer of POINTERS)
        for (const mode of order) {
          const tap = await tapOnce(networks[mode], mode, pointer, cgroup);
          taps.push(tap);
          console.log(
            `  run ${run} ${pointer.name.padEnd(5)} ${mode.padEnd(6)} press to LCP ${(tap.tapToLcpMs / 1000).toFixed(2)} s${tap.prerendered ? ' (prerendered)' : ''}`,
          );
        }
    }
  } finally {
    screen.kill();
    server.kill();
    before.server.kill();
    networks.before.server.close();
    networks.after.server.close();
  }
  const summary = (pointer: Pointer['name'], mode: Tap['mode']) => {
    const of = () => taps.filter((tap) => tap.mode === mode && tap.pointer === pointer);
    return {
      medianMs: Math.round(median(of().map((tap) => tap.tapToLcpMs))),
      minMs: Math.round(Math.min(...of().map((tap) => tap.tapToLcpMs))),
      maxMs: Math.round(Math.max(...of().map((tap) => tap.tapToLcpMs))),
      prerendered: of().filter((tap) => tap.prerendered).length,
      runs: of().length,
    };
  };
  const summaries = Object.fromEntries(
    POINTERS.map((pointer) => [
      pointer.name,
      { before: summary(pointer.name, 'before'), after: summary(pointer.name, 'after') },
    ]),
  );
  const report = {
    date: new Date().toISOString(),
    machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length },
    settings: {
      screen: PHONE,
      network: SLOW_4G,
      cpu: cgroup === null ? 'not capped (no cgroup)' : `${CPU_SHARE} of a core for Chromium`,
      start: START,
      link: LINK.path,
      before: earlier === undefined ? 'this build without the rules' : `commit ${earlier.commit}`,
      pointers: POINTERS,
    },
    summaries,
    taps,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results', options.out),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const rows = POINTERS.flatMap((pointer) =>
    (['before', 'after'] as const).map((mode) => {
      const figures = summaries[pointer.name]?.[mode];
      if (figures === undefined) return '';
      return `| ${pointer.name} | ${mode} | ${seconds(figures.medianMs)} s | ${seconds(figures.minMs)}–${seconds(figures.maxMs)} s | ${figures.prerendered} of ${figures.runs} |`;
    }),
  );
  const ratios = POINTERS.map((pointer) => {
    const figures = summaries[pointer.name];
    return `${pointer.name} ${figures === undefined ? '?' : (figures.after.medianMs / figures.before.medianMs).toFixed(2)}`;
  });
  console.log(
    [
      '',
      `From the press on the header's ${LINK.path} link (from ${START}, menu open) to that page's LCP, ${runs} runs each:`,
      '',
      '| pointer | site | median | range | prerendered |',
      '| ------- | ---- | -----: | ----- | ----------- |',
      ...rows,
      '',
      `after / before: ${ratios.join(', ')}. Written to bench/results/${options.out}.`,
    ].join('\n'),
  );
}

await main();
