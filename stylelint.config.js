// @ts-check
// Stylelint checks one thing: that the stylesheets place things at the start and end of a line, not
// at its left and right, so that a right-to-left language gets the same page mirrored
// (ARCHITECTURE.md, Text direction). Top, bottom, widths, heights and the x/y axes stay as they are:
// the site is only written horizontally, and a direction of text never turns them.

/** Physical properties of the vertical axis, sizes and axes: the same in either direction. */
const SAME_IN_EITHER_DIRECTION = [
  'top',
  'bottom',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-bottom',
  'border-top',
  'border-top-color',
  'border-top-style',
  'border-top-width',
  'border-bottom',
  'border-bottom-color',
  'border-bottom-style',
  'border-bottom-width',
  'scroll-margin-top',
  'scroll-margin-bottom',
  'scroll-padding-top',
  'scroll-padding-bottom',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'contain-intrinsic-width',
  'contain-intrinsic-height',
];

/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-plugin-logical-css'],
  // What the build, the tests and the tools write (as in eslint.config.js); node_modules always.
  ignoreFiles: [
    'dist/**',
    'dist-server/**',
    'public/generated/**',
    'public/admin/**',
    'test-results/**',
    'playwright-report/**',
    'bench/.work/**',
    'bench/results/**',
    '.cache/**',
    '.netlify/**',
  ],
  rules: {
    // margin-left → margin-inline-start, left → inset-inline-start, border-top-left-radius →
    // border-start-start-radius, …
    'logical-css/require-logical-properties': [true, { ignore: SAME_IN_EITHER_DIRECTION }],
    // text-align: left → start, float: right → inline-end, …
    'logical-css/require-logical-keywords': true,
  },
};
