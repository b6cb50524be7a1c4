/**
 * How long things wait (docs/product.md section 9). Carousel, popup and payment-toast timings live
 * with their rules; the request timeout (REQUEST_TIMEOUT_MS) with the API client.
 */

/** A stored member is refetched this often while the app is open. */
export const MEMBER_REFRESH_MS = 10_000;
/** After a session-expiry message, the wait before going to the login page. */
export const LOGIN_EXPIRY_REDIRECT_MS = 3000;
/** The video page opened without an id counts down this many seconds, then goes back. */
export const NO_ID_COUNTDOWN_SECONDS = 3;
/** The VIP plan scroller settles on a plan after this pause. */
export const VIP_PLAN_SCROLL_DEBOUNCE_MS = 50;
/** Lazy images re-check what is in view at most this often. */
export const IMAGE_LOAD_THROTTLE_MS = 200;
