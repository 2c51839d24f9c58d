/**
 * One result of the search page (spec 002 §2 "Global search"): the title (a link to the item), a secondary
 * line (date, community) and the snippet with the matched words highlighted, rendered through SafeHtml.
 */
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import type { SearchHit } from '../search-view';

/** Props: the hit. */
export interface SearchResultCardProps {
  hit: SearchHit;
}

/** Renders a result card; a hit without a link shows its title as text. */
export function SearchResultCard({ hit }: SearchResultCardProps) {
  return (
    <Card size="small" data-testid="search-result">
      <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
        {hit.href ? <Link to={hit.href}>{hit.title}</Link> : hit.title}
      </Typography.Title>
      {hit.meta && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 2 }}>
          {hit.meta}
        </Typography.Text>
      )}
      <SafeHtml html={hit.snippetHtml} className="search-snippet" style={{ marginTop: 6, lineHeight: 1.5 }} />
    </Card>
  );
}
