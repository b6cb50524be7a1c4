/** Fixed sizes the spec gives in pixels (docs/product.md sections 2 and 9). */

export const BANNER_HEIGHT_PX = 125;
/** The invitation QR code on the share page. */
export const SHARE_QR_WIDTH_PX = 110;
/** Extra top padding of the search results on the iPhone sizes that need it. */
export const SEARCH_IPHONE_TOP_PADDING_PX = 90;
