// The DTSTAMP of the calendar feeds: when the events last changed, so that two builds of the same
// content write byte-identical feeds (calendar apps and caches see no change where there is none).
import { execFileSync } from 'node:child_process';

/**
 * What git says about a file or folder: its last commit time (seconds) and whether it has local
 * changes (a new file in a folder counts).
 */
export interface GitFileState {
  /** Unix time of the last commit that touched the file, or null when git cannot tell. */
  committedAt: number | null;
  /** True when the working copy differs from that commit (an edit not yet committed). */
  changed: boolean;
}

/**
 * The feeds' DTSTAMP: the time of the last commit that touched the events (a file or a folder)
 * when they are as committed; otherwise (no git, a file never committed, or an edit not yet committed) the
 * build's own time. Whole seconds, as iCalendar writes them.
 */
export function feedStamp(git: GitFileState, buildTime: number): Date {
  const seconds =
    git.committedAt !== null && !git.changed ? git.committedAt : Math.floor(buildTime / 1000);
  return new Date(seconds * 1000);
}

/** Asks git about a file or folder of the repository at `root` (no git, or not a repository: nothing known). */
export function gitFileState(root: string, file: string): GitFileState {
  try {
    const run = (args: string[]) =>
      execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const time = run(['log', '-1', '--format=%ct', '--', file]);
    const status = run(['status', '--porcelain', '--', file]);
    return { committedAt: time === '' ? null : Number(time), changed: status !== '' };
  } catch {
    return { committedAt: null, changed: true };
  }
}
