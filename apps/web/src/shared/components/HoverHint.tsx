/**
 * Hover hints — antd's Tooltip with one trigger for the whole app instead of one per hinted control (issue 37
 * point 5). Every antd Tooltip mounts rc-trigger around its control, and each trigger sets state three times
 * while the page first appears (its target in a ref callback, its alignment twice in layout effects), all drawn
 * again synchronously inside React's first commit: eight bookmark stars on the news list, the header's calendar
 * link on every page (docs/benchmarks.md "stop 61"). A {@link Hint} only adds pointer and focus handlers to its
 * control; the {@link HintHost} draws one antd Tooltip, when a hint is due, over a fixed box at the control's
 * place.
 *
 * As antd's hover tooltip: it opens 100 ms after the pointer enters the control and closes 100 ms after it
 * leaves (the pointer may move onto the hint meanwhile, which keeps it open: WCAG 1.4.13 "hoverable"); it also
 * opens when the control gets the keyboard's focus (`:focus-visible`) and closes on blur, Escape ("dismissible"),
 * scrolling or resizing (the box would no longer be over the control).
 */
import {
  cloneElement,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * antd's Tooltip, loaded when the first hint is due: the host sits in `AppProviders`, so a static import would put
 * the tooltip's code into the entry that every page, sign-in included, runs before its first paint.
 */
const Tooltip = lazy(() => import('antd/es/tooltip'));

/** Delays of antd's hover tooltip (`mouseEnterDelay`, `mouseLeaveDelay`: 0.1 s), in ms. */
export const HINT_DELAY_MS = { show: 100, hide: 100 } as const;

interface HintApi {
  /** Shows `title` over `target` after {@link HINT_DELAY_MS}.show. */
  show: (target: HTMLElement, title: ReactNode) => void;
  /** Hides the hint of `target` after {@link HINT_DELAY_MS}.hide (unless shown again meanwhile). */
  hide: (target: HTMLElement) => void;
  /** Keeps the shown hint open (the pointer is on it). */
  keep: () => void;
  /** Puts `title` in the hint of `target` if it is the one shown (a star clicked under the pointer). */
  retitle: (target: HTMLElement, title: ReactNode) => void;
}

interface ShownHint {
  target: HTMLElement;
  title: ReactNode;
  box: { left: number; top: number; width: number; height: number };
}

const HintContext = createContext<HintApi | null>(null);

/** Provides {@link Hint}s with the app's one tooltip (module comment). Mounted once, in `AppProviders`. */
export function HintHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownHint | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const api = useMemo<HintApi>(() => {
    const later = (ms: number, run: () => void) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(run, ms);
    };
    return {
      show: (target, title) =>
        later(HINT_DELAY_MS.show, () => {
          if (!target.isConnected) return;
          const { left, top, width, height } = target.getBoundingClientRect();
          setShown({ target, title, box: { left, top, width, height } });
        }),
      hide: (target) =>
        later(HINT_DELAY_MS.hide, () => setShown((current) => (current?.target === target ? null : current))),
      keep: () => window.clearTimeout(timer.current),
      retitle: (target, title) =>
        setShown((current) =>
          current?.target === target && current.title !== title ? { ...current, title } : current,
        ),
    };
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return;
    const close = () => setShown(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [shown]);
  return (
    <HintContext.Provider value={api}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <Tooltip
            open
            title={
              <span onMouseEnter={api.keep} onMouseLeave={() => api.hide(shown.target)}>
                {shown.title}
              </span>
            }
          >
            <span
              aria-hidden
              data-testid="hint-anchor"
              style={{ position: 'fixed', ...shown.box, pointerEvents: 'none' }}
            />
          </Tooltip>
        </Suspense>
      )}
    </HintContext.Provider>
  );
}

/** Whether `element` has the keyboard's focus (`:focus-visible`; false where the selector is unknown). */
function isFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** The handlers a {@link Hint} adds to its control (each calls the control's own first). */
interface HintedProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Props of {@link Hint}: the hint's text and the one control it describes (an element passing DOM events on). */
export interface HintProps {
  title: ReactNode;
  children: ReactElement<HintedProps>;
}

/**
 * A hover hint of `children` (module comment): the same element with pointer and focus handlers, no wrapper and
 * no trigger of its own. Outside a {@link HintHost} (a component test without the app's providers) the control
 * is drawn without a hint.
 */
export function Hint({ title, children }: HintProps) {
  const api = useContext(HintContext);
  // The control last hovered or focused, so that a new title reaches the hint shown over it.
  const control = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (api && control.current) api.retitle(control.current, title);
  }, [api, title]);
  if (!api) return children;
  const own = children.props;
  const show = (target: HTMLElement) => {
    control.current = target;
    api.show(target, title);
  };
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      show(event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      api.hide(event.currentTarget);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (isFocusVisible(event.currentTarget)) show(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      api.hide(event.currentTarget);
    },
  });
}
