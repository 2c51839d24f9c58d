/**
 * Sets the page title and favicon from the tenant profile (spec 000 §1: each profile sets its favicon).
 */
import type { TenantProfile } from '@portal/contracts';

/** The document title of a page: 'Page - Tenant', or the tenant's display name alone. */
export function formatDocumentTitle(profile: TenantProfile, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} - ${profile.displayName}` : profile.displayName;
}

/** Writes the title and the favicon link of the tenant into `doc`. */
export function applyDocumentBranding(profile: TenantProfile, doc: Document = document): void {
  doc.title = formatDocumentTitle(profile);
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.type = 'image/svg+xml';
  link.href = profile.faviconUrl;
}
