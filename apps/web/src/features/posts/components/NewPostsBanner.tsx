/**
 * "N new posts" above the feed (issue 38 point 4): shown while the live stream has announced posts the feed
 * does not show yet; "Show new posts" reloads the feed and scrolls to its top.
 */
import { Alert, Button } from 'antd';

/** Props: how many new posts, and what showing them does. */
export interface NewPostsBannerProps {
  count: number;
  onShow: () => void;
}

/** The banner, or nothing when there is no new post. */
export function NewPostsBanner({ count, onShow }: NewPostsBannerProps) {
  if (count === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={count === 1 ? '1 new post' : `${count} new posts`}
      action={
        <Button size="small" type="primary" onClick={onShow}>
          Show new posts
        </Button>
      }
      style={{ position: 'sticky', top: 8, zIndex: 10, marginBottom: 16 }}
    />
  );
}
