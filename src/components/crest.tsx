/** The school crest: a shield with the bridge arches and the year of founding. Decorative. */
export function Crest({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 48" aria-hidden="true" focusable="false">
      <path
        d="M20 2 37 8v15c0 11-7.5 19-17 23C10.5 42 3 34 3 23V8Z"
        fill="#7a1f2b"
        stroke="#f2b632"
        strokeWidth="2"
      />
      <path
        d="M8 27h24M10 27v-4a3.5 3.5 0 0 1 7 0v4M18 27v-4a2 2 0 0 1 4 0v4M23 27v-4a3.5 3.5 0 0 1 7 0v4"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
      />
      <text
        x="20"
        y="17"
        textAnchor="middle"
        fontSize="7.5"
        fontWeight="700"
        fill="#fff"
        fontFamily="Georgia, serif"
      >
        1889
      </text>
      <path d="M12 33h16" stroke="#f2b632" strokeWidth="1.8" />
    </svg>
  );
}
