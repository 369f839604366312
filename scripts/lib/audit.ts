// What `npm run audit` (scripts/audit.ts) makes of each advisory source's answer, and its report.

/** A folder with a package-lock.json to check, and how the report names it. */
export interface AuditTarget {
  name: string;
  dir: string;
}

/** One source's answer for one target: checked (with what it found), or why it could not be. */
export type AuditOutcome =
  { checked: true; found: number; summary: string } | { checked: false; why: string };

export interface AuditResult {
  target: AuditTarget;
  npm: AuditOutcome;
  osv: AuditOutcome;
}

const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'] as const;

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.replace(/^npm (error|warn)(\s+|$)/, '').trim())
      .find((line) => line !== '') ?? 'no answer'
  );
}

/** `npm audit --json`: its vulnerability counts, or the registry's refusal. */
export function npmAuditOutcome(stdout: string, stderr: string): AuditOutcome {
  let report: {
    metadata?: { vulnerabilities?: Partial<Record<(typeof SEVERITIES)[number], number>> };
    message?: string;
    error?: { summary?: string };
  };
  try {
    report = JSON.parse(stdout) as typeof report;
  } catch {
    return { checked: false, why: `npm audit: ${firstLine(stderr || stdout)}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (counts === undefined)
    return {
      checked: false,
      why: `npm audit: ${report.message ?? report.error?.summary ?? firstLine(stderr)}`,
    };
  const found = SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  const parts = SEVERITIES.filter((severity) => (counts[severity] ?? 0) > 0).map(
    (severity) => `${counts[severity]} ${severity}`,
  );
  return {
    checked: true,
    found,
    summary: found === 0 ? 'npm audit: no known vulnerability' : `npm audit: ${parts.join(', ')}`,
  };
}

/** `osv-scanner scan source --format json`: 0 nothing found, 1 found, anything else failed. */
export function osvOutcome(status: number | null, stdout: string, stderr: string): AuditOutcome {
  if (status === 0) return { checked: true, found: 0, summary: 'OSV: no known vulnerability' };
  if (status === 1) {
    let found = 0;
    try {
      const report = JSON.parse(stdout) as {
        results?: Array<{ packages?: Array<{ vulnerabilities?: unknown[] }> }>;
      };
      for (const result of report.results ?? [])
        for (const pkg of result.packages ?? []) found += pkg.vulnerabilities?.length ?? 0;
    } catch {
      found = 1;
    }
    return {
      checked: true,
      found: Math.max(found, 1),
      summary: `OSV: ${Math.max(found, 1)} known vulnerabilities`,
    };
  }
  return { checked: false, why: `osv-scanner: ${firstLine(stderr || stdout)}` };
}

/** The report: one block per target, then a plain last line. */
export function auditReport(results: readonly AuditResult[]): string {
  const lines: string[] = [];
  for (const { target, npm, osv } of results) {
    lines.push(`${target.name}:`);
    for (const outcome of [npm, osv])
      lines.push(`  ${outcome.checked ? outcome.summary : `not checked: ${outcome.why}`}`);
  }
  const unchecked = results.filter(({ npm, osv }) => !npm.checked && !osv.checked);
  const found = results.reduce(
    (sum, { npm, osv }) => sum + Math.max(npm.checked ? npm.found : 0, osv.checked ? osv.found : 0),
    0,
  );
  lines.push('');
  if (unchecked.length > 0)
    lines.push(
      `NOT AUDITED: neither npm audit nor osv-scanner could check ${unchecked.map(({ target }) => target.name).join('; ')}. Nothing is known about ${unchecked.length === 1 ? 'it' : 'them'}: see docs/dependencies.md, "Auditing the dependencies".`,
    );
  if (found > 0)
    lines.push(`Known vulnerabilities found: ${found} (details: npm audit, osv-scanner).`);
  if (unchecked.length === 0 && found === 0)
    lines.push('Audited: no known vulnerability in any lock file or in the editor bundle.');
  return lines.join('\n');
}

/** 1 when something was found, else 2 when some target could not be checked, else 0. */
export function auditExitCode(results: readonly AuditResult[]): number {
  if (
    results.some(({ npm, osv }) => (npm.checked && npm.found > 0) || (osv.checked && osv.found > 0))
  )
    return 1;
  return results.some(({ npm, osv }) => !npm.checked && !osv.checked) ? 2 : 0;
}
