/**
 * Header search (spec 000 §2 "Navigation shell"): the search icon that expands into the global search box
 * of the search feature (2 results per section as the member types, Enter for `/search?keyword=...`).
 */
import { useTranslation } from 'react-i18next';
import { GlobalSearchBox } from '../../features/search/components/GlobalSearchBox';

/** Renders the collapsed icon or the expanded search box. */
export function HeaderSearch() {
  const { t } = useTranslation();
  return <GlobalSearchBox label={t('nav.search')} />;
}
