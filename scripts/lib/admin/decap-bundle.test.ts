import { describe, expect, it } from 'vitest';
import { checkIntegrity, isServedBundleFile } from './decap-bundle.ts';

describe('the content editor bundle', () => {
  it('keeps the bundle, its chunks, its WebAssembly and its licence, not maps or the cms.js copy', () => {
    const served = [
      'decap-cms.js',
      '977.decap-cms.js',
      'dd5d52671a5763720504.wasm',
      'decap-cms.js.LICENSE.txt',
    ];
    const left = ['cms.js', '977.cms.js', 'decap-cms.js.map', '977.decap-cms.js.map', 'cms.css'];
    expect(served.filter(isServedBundleFile)).toEqual(served);
    expect(left.filter(isServedBundleFile)).toEqual([]);
  });

  it('accepts a tarball only with the pinned sha512', () => {
    // sha512 of the three bytes "abc" (FIPS 180-2's test vector), in base64.
    const abc =
      'sha512-3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==';
    expect(() => checkIntegrity(Buffer.from('abc'), abc)).not.toThrow();
    expect(() => checkIntegrity(Buffer.from('abd'), abc)).toThrow(/not the pinned one/);
  });
});
