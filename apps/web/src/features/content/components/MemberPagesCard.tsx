/**
 * The dashboard's members-only pages card (spec 002 §2 Pages; issue 18: the pages were reachable only by
 * typing /pages): up to five page links and 'View all pages'. Renders nothing while loading, on error or when
 * the tenant has no pages, so the dashboard never shows an empty box for it.
 */
import { Card } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ItemList } from '../../../shared/components/ItemList';
import { useMemberPages } from '../queries';

/** Renders the card of the tenant's members-only pages. */
export function MemberPagesCard() {
  const pages = useMemberPages();
  const list = pages.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="member-pages-title" style={{ marginBottom: 32 }}>
      <Card
        title={<span id="member-pages-title">Members-only pages</span>}
        extra={<Link to="/pages">View all pages</Link>}
        size="small"
      >
        <ItemList
          size="small"
          items={list.slice(0, 5)}
          itemKey={(page) => page.id}
          renderItem={(page) => ({
            content: (
              <Link to={`/pages/${page.id}`}>
                <FileTextOutlined aria-hidden /> {page.name}
              </Link>
            ),
          })}
        />
      </Card>
    </section>
  );
}
