/**
 * Bookmark toggle of a news item or resource (spec 002 §4 "Favourites toggle … debounced 500 ms; counts
 * change locally", §7 add-to-favorite / delete-from-favorite, §8 messages). The icon flips at once; the call
 * goes 500 ms after the last click, only if the state differs from the server's.
 */
import { Button } from 'antd';
import { Hint } from '../../../shared/components/HoverHint';
import { useApp } from '../../../shared/app-feedback';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/api-error';
import { CONTENT_LIMITS, CONTENT_MESSAGES, type ContentKindConfig } from '../content-kinds';
import { useFavouriteContentMutation } from '../queries';
import { useDelayedToggle } from '../../../shared/use-delayed-toggle';

/** Props: the kind, the item and whether the server has it bookmarked. */
export interface FavouriteButtonProps {
  config: ContentKindConfig;
  itemId: number;
  itemName: string;
  isFavourite: boolean;
}

/** Renders the star toggle. */
export function FavouriteButton({ config, itemId, itemName, isFavourite }: FavouriteButtonProps) {
  const { message } = useApp();
  const favourite = useFavouriteContentMutation(config);
  const [isOn, , handleClick] = useDelayedToggle({
    value: isFavourite,
    delayMs: CONTENT_LIMITS.favouriteDebounceMs,
    send: (wanted) => favourite.mutateAsync({ itemId, wanted }),
    onSent: (wanted) =>
      void message.success(wanted ? CONTENT_MESSAGES.favouriteAdded : CONTENT_MESSAGES.favouriteRemoved),
    onError: (error, wanted) => {
      const prefix = wanted ? CONTENT_MESSAGES.favouriteAddFailed : CONTENT_MESSAGES.favouriteRemoveFailed;
      void message.error(`${prefix} ${errorMessage(error, CONTENT_MESSAGES.unknownError)}`);
    },
  });

  const label = isOn ? `Remove ${itemName} from favourites` : `Bookmark ${itemName}`;
  return (
    <Hint title={isOn ? 'Bookmarked' : 'Bookmark'}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={isOn}
        icon={isOn ? <StarFilled style={{ color: '#b8860b' }} /> : <StarOutlined />}
        onClick={handleClick}
      />
    </Hint>
  );
}
