/**
 * The favourite toggle of a community (spec 001 §4 "Like and save toggles", §8): on screen at once, sent
 * after the 500 ms debounce; 'Added to favourites' / 'Removed from favourites', or the error with the
 * server's message.
 */
import { useApp } from '../../shared/app-feedback';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type TCommunity } from '@portal/contracts';
import { useFavouriteCommunityMutation } from './queries';
import { useDelayedToggle } from '../../shared/use-delayed-toggle';
import { errorMessage } from '../../api/api-error';

/** Answers `[favourite, toggle]` for the community. */
export function useFavouriteToggle(community: Pick<TCommunity, 'id' | 'isFavorite'>): [boolean, () => void] {
  const { message } = useApp();
  const favouriteMutation = useFavouriteCommunityMutation();
  const [favourite, , toggle] = useDelayedToggle({
    value: community.isFavorite,
    delayMs: COMMUNITY_LIMITS.likeDebounceMs,
    send: (on) => favouriteMutation.mutateAsync({ id: community.id, on }),
    onSent: (on) =>
      void message.success(
        on ? COMMUNITY_MESSAGES.addedToFavourites : COMMUNITY_MESSAGES.removedFromFavourites,
      ),
    onError: (error, on) =>
      void message.error(
        `${on ? 'Error adding to favorites:' : 'Error removing from favorites:'} ${errorMessage(error, '')}`,
      ),
  });
  return [favourite, toggle];
}
