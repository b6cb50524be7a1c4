/**
 * Category and tag codes the client itself names (docs/product.md section 9). Codes travel as
 * strings, as dictCode does.
 */

/** The home tag strip's main view. */
export const HOME_TAG = '0';
/** Where 查看更多 of the featured and ranking sections leads. */
export const MORE_TAG_FEATURED = '15';
/** Where 查看更多 of the latest section leads. */
export const MORE_TAG_LATEST = '0';
/** The dark-web section's type code. */
export const DARK_WEB_TYPE_CODE = '42';

/** True for the tag that shows the main home view (featured, ranking, latest). */
export function isHomeTag(dictCode: string | number | null | undefined): boolean {
  return String(dictCode ?? HOME_TAG) === HOME_TAG;
}
