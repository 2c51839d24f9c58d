/**
 * A page that names itself from its data (issue 40: `/pages/{id}` reads '<page title> - <Tenant>' rather
 * than the route's generic 'Page'): sets the document title to '<title> - <Tenant>' once the title is known.
 * Runs after the route title (usePageTracking sets it in a layout effect), so it wins on the same commit.
 */
import { useEffect } from 'react';
import { formatDocumentTitle } from '../shared/document-branding';
import { useTenant } from '../session/tenant-context';

/** Sets '<pageTitle> - <Tenant>' while `pageTitle` is known; does nothing while it is undefined. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const profile = useTenant();
  useEffect(() => {
    if (pageTitle) document.title = formatDocumentTitle(profile, pageTitle);
  }, [pageTitle, profile]);
}
