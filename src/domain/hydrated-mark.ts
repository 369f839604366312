/**
 * The user-timing mark the app sets once React has taken over the prerendered page
 * (src/app/layout/language-layout.tsx); `npm run bench` reports its time as when the page became
 * interactive on the throttled phone (bench/summary.ts).
 */
export const HYDRATED_MARK = 'hydrated';
