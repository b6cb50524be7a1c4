/**
 * How many of a thing the product shows (docs/product.md section 9). The history caps (HISTORY_MAX,
 * SEARCH_HISTORY_MAX) live with their local stores.
 */

/** The search entry page shows this many hot-search words. */
export const HOT_SEARCH_WORDS = 15;
/** The home index's featured list merges this many type lists. */
export const FEATURED_TYPE_LISTS = 4;
/** An image is tried this many times before the placeholder shows. */
export const IMAGE_LOAD_ATTEMPTS = 3;
/** Lazy images start loading this many viewport heights ahead. */
export const IMAGE_PRELOAD_FACTOR = 1.3;
/** The lazy-image loader remembers this many loaded URLs. */
export const IMAGE_CACHE_MAX = 200;
