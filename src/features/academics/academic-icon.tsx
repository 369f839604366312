import type { AcademicIconName } from '../../content/academic-icons.ts';

// 24×24 line drawings, coloured by the surrounding text (currentColor).
const PATHS: Record<AcademicIconName, string> = {
  book: 'M3 5.5C5.5 4 8.5 4 12 6c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5ZM12 6v13.5',
  pencil: 'M4 20l1-4L16.5 4.5a2.1 2.1 0 0 1 3 3L8 19l-4 1ZM14.5 6.5l3 3',
  numbers: 'M4 4h16v16H4ZM8 8v4M6 10h4M14 10h4M6.5 15.5l3 3M9.5 15.5l-3 3M14 15h4M14 18h4',
  flask: 'M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  running:
    'M14 4.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0M8 21l3-6 3 3v3M6 12l3-4 4 1 3 3 3 1M11 15l2-6',
  palette:
    'M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8ZM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01M17 11h.01',
  video: 'M3 6h13v12H3ZM16 10l5-3v10l-5-3',
  tablet: 'M6 3h12v18H6ZM11 18h2',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
};

/** A decorative subject or resource icon (hidden from screen readers). */
export function AcademicIcon({ name, className }: { name: AcademicIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
