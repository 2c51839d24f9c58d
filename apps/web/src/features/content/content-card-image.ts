/**
 * The image transform of a news or resource card (spec 002 §2 list grid): 640 × 360 px, 16:9 (the content
 * service scales and crops to it, in WebP). Its own module so that the first page's early requests
 * (app/first-requests.ts) start downloading the list's first image at exactly the URL the card shows.
 */
export const CONTENT_CARD_IMAGE = { width: 640, height: 360 } as const;
