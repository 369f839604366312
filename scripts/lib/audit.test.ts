import { describe, expect, it } from 'vitest';
import {
  auditExitCode,
  auditReport,
  npmAuditOutcome,
  osvOutcome,
  type AuditResult,
} from './audit.ts';

const REFUSED = JSON.stringify({
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
});
const CLEAN = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
});
const FOUND = JSON.stringify({
  auditReportVersion: 2,
  metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 2, critical: 0, total: 3 } },
});
const target = (name: string) => ({ name, dir: `/tmp/${name}` });

describe('npm run audit', () => {
  it('reads npm audit’s counts, and its refusal as "not checked"', () => {
    expect(npmAuditOutcome(CLEAN, '')).toEqual({
      checked: true,
      found: 0,
      summary: 'npm audit: no known vulnerability',
    });
    expect(npmAuditOutcome(FOUND, '')).toEqual({
      checked: true,
      found: 3,
      summary: 'npm audit: 2 high, 1 low',
    });
    expect(npmAuditOutcome(REFUSED, 'npm error audit endpoint returned an error')).toEqual({
      checked: false,
      why: 'npm audit: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(npmAuditOutcome('', 'npm error code ECONNREFUSED\nmore')).toEqual({
      checked: false,
      why: 'npm audit: code ECONNREFUSED',
    });
  });

  it('reads osv-scanner’s exit code and its findings', () => {
    expect(osvOutcome(0, '{}', '')).toMatchObject({ checked: true, found: 0 });
    const findings = JSON.stringify({
      results: [{ packages: [{ vulnerabilities: [{}, {}] }, { vulnerabilities: [{}] }] }],
    });
    expect(osvOutcome(1, findings, '')).toEqual({
      checked: true,
      found: 3,
      summary: 'OSV: 3 known vulnerabilities',
    });
    expect(osvOutcome(127, '', 'unable to fetch OSV database\n')).toEqual({
      checked: false,
      why: 'osv-scanner: unable to fetch OSV database',
    });
  });

  it('says plainly when neither source could check something, and exits 2', () => {
    const results: AuditResult[] = [
      {
        target: target('site'),
        npm: npmAuditOutcome(CLEAN, ''),
        osv: { checked: false, why: 'osv-scanner is not installed' },
      },
      {
        target: target('bundle'),
        npm: npmAuditOutcome(REFUSED, ''),
        osv: { checked: false, why: 'osv-scanner is not installed' },
      },
    ];
    const report = auditReport(results);
    expect(report).toContain('bundle:\n  not checked: npm audit: 405 Method Not Allowed');
    expect(report).toContain('  not checked: osv-scanner is not installed');
    expect(report.split('\n').at(-1)).toMatch(
      /^NOT AUDITED: neither npm audit nor osv-scanner could check bundle\. Nothing is known about it/,
    );
    expect(auditExitCode(results)).toBe(2);
  });

  it('exits 1 when a vulnerability is found, 0 when all was checked and none was', () => {
    const clean: AuditResult = {
      target: target('site'),
      npm: { checked: false, why: 'refused' },
      osv: osvOutcome(0, '{}', ''),
    };
    expect(auditExitCode([clean])).toBe(0);
    expect(auditReport([clean]).split('\n').at(-1)).toBe(
      'Audited: no known vulnerability in any lock file or in the editor bundle.',
    );
    const found: AuditResult = { ...clean, npm: npmAuditOutcome(FOUND, '') };
    expect(auditExitCode([clean, found])).toBe(1);
    expect(auditReport([found])).toContain('Known vulnerabilities found: 3');
  });

  it('writes the whole report: a block per target, a blank line, then what it all comes to', () => {
    const results: AuditResult[] = [
      { target: target('site'), npm: npmAuditOutcome(FOUND, ''), osv: osvOutcome(0, '{}', '') },
      {
        target: target('editor'),
        npm: { checked: false, why: 'refused' },
        osv: { checked: false, why: 'offline' },
      },
      {
        target: target('samples'),
        npm: { checked: false, why: 'refused' },
        osv: { checked: false, why: 'offline' },
      },
    ];
    expect(auditReport(results)).toBe(
      [
        'site:',
        '  npm audit: 2 high, 1 low',
        '  OSV: no known vulnerability',
        'editor:',
        '  not checked: refused',
        '  not checked: offline',
        'samples:',
        '  not checked: refused',
        '  not checked: offline',
        '',
        'NOT AUDITED: neither npm audit nor osv-scanner could check editor; samples. Nothing is known about them: see docs/dependencies.md, "Auditing the dependencies".',
        'Known vulnerabilities found: 3 (details: npm audit, osv-scanner).',
      ].join('\n'),
    );
    expect(
      auditReport([results[0] as AuditResult])
        .split('\n')
        .slice(-2),
    ).toEqual(['', 'Known vulnerabilities found: 3 (details: npm audit, osv-scanner).']);
  });

  it('exits 1 on a finding of either source, and 0 when one source checked and found nothing', () => {
    const osvOnly: AuditResult = {
      target: target('site'),
      npm: { checked: false, why: 'refused' },
      osv: osvOutcome(1, JSON.stringify({ results: [{ packages: [{}] }] }), ''),
    };
    expect(osvOnly.osv).toEqual({
      checked: true,
      found: 1,
      summary: 'OSV: 1 known vulnerabilities',
    });
    expect(auditExitCode([osvOnly])).toBe(1);
    const npmOnly: AuditResult = {
      target: target('site'),
      npm: npmAuditOutcome(CLEAN, ''),
      osv: { checked: false, why: 'offline' },
    };
    expect(auditExitCode([npmOnly])).toBe(0);
  });

  it('quotes the first line that says something, without npm’s own prefix', () => {
    expect(npmAuditOutcome('', '\nnpm warn   \nnpm error  code E404  \n')).toEqual({
      checked: false,
      why: 'npm audit: code E404',
    });
    expect(npmAuditOutcome('', 'the npm error page')).toEqual({
      checked: false,
      why: 'npm audit: the npm error page',
    });
    // Only npm's own prefix, a whole word: a line that merely starts with it is kept whole.
    expect(npmAuditOutcome('', 'npm warnings: 2 packages are deprecated')).toEqual({
      checked: false,
      why: 'npm audit: npm warnings: 2 packages are deprecated',
    });
    expect(npmAuditOutcome('', '')).toEqual({ checked: false, why: 'npm audit: no answer' });
    expect(osvOutcome(2, '', '')).toEqual({ checked: false, why: 'osv-scanner: no answer' });
  });

  it('skips a bare "npm warn" line, and reads npm’s log when its JSON says nothing', () => {
    expect(npmAuditOutcome('', 'npm warn\nnpm error code ENOLOCK\n')).toEqual({
      checked: false,
      why: 'npm audit: code ENOLOCK',
    });
    expect(npmAuditOutcome('{}', 'npm error code ENOLOCK\n')).toEqual({
      checked: false,
      why: 'npm audit: code ENOLOCK',
    });
  });

  it('counts OSV findings of every package, a package without any included', () => {
    const findings = JSON.stringify({
      results: [{ packages: [{ vulnerabilities: [{}, {}] }, {}] }, {}],
    });
    expect(osvOutcome(1, findings, '')).toMatchObject({ checked: true, found: 2 });
  });
});
