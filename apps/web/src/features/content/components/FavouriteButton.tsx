/**
 * Bookmark toggle of a news item or resource (spec 002 §4 "Favourites toggle … debounced 500 ms; counts
 * change locally", §7 add-to-favorite / delete-from-favorite, §8 messages). The icon flips at once; the call
 * goes 500 ms after the last click, only if the state differs from the server's.
 */
import { useEffect, useRef, useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/api-error';
import { CONTENT_LIMITS, CONTENT_MESSAGES, type ContentKindConfig } from '../content-kinds';
import { useFavouriteContentMutation } from '../queries';

/** Props: the kind, the item and whether the server has it bookmarked. */
export interface FavouriteButtonProps {
  config: ContentKindConfig;
  itemId: number;
  itemName: string;
  isFavourite: boolean;
}

/** Renders the star toggle. */
export function FavouriteButton({ config, itemId, itemName, isFavourite }: FavouriteButtonProps) {
  const { message } = App.useApp();
  const favourite = useFavouriteContentMutation(config);
  const [isOn, setIsOn] = useState(isFavourite);
  const serverState = useRef(isFavourite);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    serverState.current = isFavourite;
    setIsOn(isFavourite);
  }, [isFavourite]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = async (wanted: boolean) => {
    if (wanted === serverState.current) return;
    try {
      await favourite.mutateAsync({ itemId, wanted });
      serverState.current = wanted;
      message.success(wanted ? CONTENT_MESSAGES.favouriteAdded : CONTENT_MESSAGES.favouriteRemoved);
    } catch (error) {
      setIsOn(serverState.current);
      const prefix = wanted ? CONTENT_MESSAGES.favouriteAddFailed : CONTENT_MESSAGES.favouriteRemoveFailed;
      message.error(`${prefix} ${errorMessage(error, CONTENT_MESSAGES.unknownError)}`);
    }
  };

  const handleClick = () => {
    const wanted = !isOn;
    setIsOn(wanted);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void send(wanted), CONTENT_LIMITS.favouriteDebounceMs);
  };

  const label = isOn ? `Remove ${itemName} from favourites` : `Bookmark ${itemName}`;
  return (
    <Tooltip title={isOn ? 'Bookmarked' : 'Bookmark'}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={isOn}
        icon={isOn ? <StarFilled style={{ color: '#b8860b' }} /> : <StarOutlined />}
        onClick={handleClick}
      />
    </Tooltip>
  );
}
