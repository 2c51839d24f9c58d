/**
 * The app's toasts, notifications and confirm dialogs without antd's `App` in the first render (issue 37
 * point 5: the entry every page loads). antd's `App` brings message, notification and Modal with what they
 * import (Button, Skeleton, the form context and its validator, rc-notification, rc-dialog: about 40 kB gzip);
 * most first visits show none of them.
 *
 * {@link FeedbackProvider} renders the `.ant-app` root antd's `App` would (its text colour, font and line
 * height) and provides antd's own App context with a stand-in API: the first call of any of its methods
 * loads antd's `App` (`app-feedback-holders.tsx`), renders its holders beside the children, and replays the
 * calls made meanwhile; from then on calls go straight to antd's API. The member's first click or key press
 * starts the load too, so that it overlaps the request a toast usually follows (the holders' chunks include
 * the shared UI chunk on a signed-in page). {@link useApp} reads that context, like
 * antd's `App.useApp()` (which keeps working, and reads the same context) but without importing antd's `App`.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useComponentConfig } from 'antd/es/config-provider/context';

/** antd's message, notification and modal APIs (antd's `App.useApp()` shape). */
export type AppFeedback = useAppProps;

/** The app's message, notification and modal APIs: antd's `App.useApp()` without importing antd's `App`. */
export function useApp(): AppFeedback {
  return useContext(AppContext);
}

const FeedbackHolders = lazy(() => import('./app-feedback-holders'));

type Api = keyof AppFeedback;
type Call = (api: AppFeedback) => unknown;

/**
 * What a call made before antd's API is in answers: antd's message methods return a function that closes the
 * toast and a `then` for when it has closed; modal methods return `destroy`, `update` and a `then` with the
 * confirmed flag. The stand-in forwards each to the real answer once the call has been replayed.
 */
function pendingResult(settled: Promise<{ result: unknown }>) {
  const later =
    (name: string) =>
    (...args: unknown[]) =>
      void settled.then(({ result }) => {
        const target = name === 'close' ? result : (result as Record<string, unknown> | undefined)?.[name];
        if (typeof target === 'function') (target as (...a: unknown[]) => unknown).apply(result, args);
      });
  const close = later('close');
  return Object.assign(close, {
    destroy: later('destroy'),
    update: later('update'),
    then: (resolve?: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) =>
      settled
        .then(({ result }) =>
          result && typeof (result as PromiseLike<unknown>).then === 'function'
            ? (result as PromiseLike<unknown>)
            : undefined,
        )
        .then(resolve, reject),
  });
}

/**
 * The stand-in API: each method of message, notification and modal calls antd's once it is loaded, and until
 * then queues the call (`enqueue`, which starts the load) and answers a {@link pendingResult}.
 */
function standIn(current: () => AppFeedback | null, enqueue: (call: Call) => void): AppFeedback {
  const api = (name: Api) =>
    new Proxy(
      {},
      {
        get: (_target, method) => {
          if (typeof method !== 'string' || method === 'then') return undefined;
          return (...args: unknown[]) => {
            const call: Call = (real) =>
              (real[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
            const loaded = current();
            if (loaded) return call(loaded);
            // Boxed: antd's answers are thenables, which a promise would otherwise adopt.
            return pendingResult(
              new Promise((resolve) => enqueue((real) => resolve({ result: call(real) }))),
            );
          };
        },
      },
    );
  return { message: api('message'), notification: api('notification'), modal: api('modal') } as AppFeedback;
}

/**
 * Provides {@link useApp}'s API to `children` and renders antd's `.ant-app` root around them. Must sit inside
 * antd's `ConfigProvider` (the holders take its theme) and inside the providers the toasts' content may use.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const real = useRef<AppFeedback | null>(null);
  const queue = useRef<Call[]>([]);
  const api = useMemo(
    () =>
      standIn(
        () => real.current,
        (call) => {
          queue.current.push(call);
          setWanted(true);
        },
      ),
    [],
  );
  // Most toasts follow a click or a key: loading on the first one overlaps the holders' download with the
  // action's request. A page load alone (what a first visit measures) loads nothing.
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const options = { capture: true, once: true } as const;
    document.addEventListener('pointerdown', want, options);
    document.addEventListener('keydown', want, options);
    return () => {
      document.removeEventListener('pointerdown', want, options);
      document.removeEventListener('keydown', want, options);
    };
  }, [wanted]);
  const handleReady = useCallback((loaded: AppFeedback) => {
    real.current = loaded;
    for (const call of queue.current.splice(0)) call(loaded);
  }, []);
  // The root antd's `App` renders: its class sets the theme's text colour, font and line height.
  const { getPrefixCls, direction, className, style } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return (
    <AppContext.Provider value={api}>
      <div
        className={[className, hashId, prefixCls, cssVarCls, direction === 'rtl' && `${prefixCls}-rtl`]
          .filter(Boolean)
          .join(' ')}
        style={style}
      >
        {children}
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={handleReady} />
          </Suspense>
        )}
      </div>
    </AppContext.Provider>
  );
}
