/**
 * The label of a navigation entry: a router link for internal paths, a new-tab link for external ones
 * (spec 000 §2: "External links open in a new tab"). Hovering or focusing an internal link prefetches its route
 * chunks (issue 18).
 */
import { Link } from 'react-router';
import { prefetchHandlers } from '../../shared/route-prefetch';

/** Props: the text and either an internal `path` or an external `href`. */
export interface NavLinkLabelProps {
  label: string;
  path?: string;
  href?: string;
  onNavigate?: () => void;
}

/** Renders the entry's link, or plain text for a group. */
export function NavLinkLabel({ label, path, href, onNavigate }: NavLinkLabelProps) {
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {label}
      </a>
    );
  }
  if (path) {
    return (
      <Link to={path} onClick={onNavigate} {...prefetchHandlers(path)}>
        {label}
      </Link>
    );
  }
  return <>{label}</>;
}
