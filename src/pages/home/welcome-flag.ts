/** Browser-storage key of the "welcome window already seen" flag (its value is "true"). */
export const WELCOME_SEEN_KEY = 'highbridge.welcomeSeen';
/** The welcome window opens this long after the home page loads. */
export const WELCOME_DELAY_MS = 2000;
