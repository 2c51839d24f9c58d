/**
 * antd's Select and RangePicker loaded on first use (issue 37 point 5, docs/benchmarks.md "Web"): with their
 * dropdown, virtual list and calendar they are 25 and 31 kB gzip of a signed-in first page's JavaScript (the
 * Discover filters, the news sort, the phone-width section select), yet nobody uses them before the page has
 * painted. Until the component is in, a placeholder shows the control as antd draws it — the same elements and
 * classes, so antd's stylesheet gives it the same size and look and nothing moves when the real control replaces
 * it (CLS 0). Pointing at, focusing, pressing or tapping the placeholder loads the component; a press or a key
 * (Enter, Space, Arrow Down) opens it once it is in, and a keyboard focus is kept. A control that has loaded
 * once renders at once afterwards (module cache), and once it is in every placeholder of the page turns into it.
 *
 * The placeholders cover the props the portal uses: a single Select (value, options with groups, placeholder,
 * prefix, size, style) and a RangePicker (value, string format, placeholder, style).
 */
import {
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { DatePicker, SelectProps } from 'antd';
import useToken from 'antd/es/theme/useToken';
import { CalendarOutlined, DownOutlined, SwapRightOutlined } from '@ant-design/icons';

type RangePickerProps = React.ComponentProps<typeof DatePicker.RangePicker>;

/** How the placeholder was activated: pointed at (load only), focused (keep focus), pressed (open). */
type Activation = 'load' | 'focus' | 'open';

/**
 * A component loaded once, on first demand; `current` once it is in, and `subscribe` to hear when it is (every
 * placeholder of the page then turns into the real control, not only the one that asked).
 */
function lazyComponent<C>(load: () => Promise<C>) {
  let current: C | undefined;
  let pending: Promise<C> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () =>
      (pending ??= load().then((component) => {
        current = component;
        for (const listener of listeners) listener();
        return component;
      })),
    current: () => current,
    /** Forgets the loaded component (tests: a page drawn before anything loaded). */
    forget: () => {
      current = undefined;
      pending = undefined;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const selectLoader = lazyComponent<ComponentType<SelectProps>>(
  async () => (await import('antd/es/select')).default as ComponentType<SelectProps>,
);
const rangePickerLoader = lazyComponent<ComponentType<RangePickerProps>>(
  async () => (await import('antd/es/date-picker')).default.RangePicker,
);

/**
 * Back to the first visit's state: no control loaded, every LazySelect and LazyRangePicker draws its
 * placeholder. For tests, whose files share one module graph (apps/web/vitest.config.ts `isolate: false`), so
 * another file may have loaded the controls already.
 */
export function forgetLoadedControls(): void {
  selectLoader.forget();
  rangePickerLoader.forget();
}

/**
 * The loaded component (undefined until it is in), how the user activated the placeholder, and the
 * placeholder's event handlers that load it.
 */
function useLazy<P>(loader: ReturnType<typeof lazyComponent<ComponentType<P>>>) {
  const component = useSyncExternalStore(loader.subscribe, loader.current);
  const [activation, setActivation] = useState<Activation>('load');
  const start = (how: Activation) => {
    setActivation((previous) => (previous === 'open' || how === 'load' ? previous : how));
    void loader.get();
  };
  const handlers = {
    onPointerEnter: () => start('load'),
    onTouchStart: () => start('open'),
    onPointerDown: () => start('open'),
    onFocus: () => start('focus'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        start('open');
      }
    },
  };
  return { Component: component, activation, handlers };
}

/**
 * The class of the theme's CSS variables that antd puts on each component (zero-runtime theme), from antd's
 * own token hook (its public `theme.useToken` does not return it).
 */
function useCssVarClass(): string {
  return useToken()[4]?.key ?? 'css-var-root';
}

type Option = { value?: unknown; label?: ReactNode; options?: Option[] };

/** The label of `value` among `options` (groups walked), for the placeholder. */
export function optionLabel(options: readonly Option[] | undefined, value: unknown): ReactNode {
  for (const option of options ?? []) {
    if (option.options) {
      const inner = optionLabel(option.options, value);
      if (inner !== undefined) return inner;
    } else if (option.value === value) return option.label ?? String(value);
  }
  return undefined;
}

/** A single antd Select, loaded on first use (module comment). Same props as antd's. */
export function LazySelect<V = unknown>(props: SelectProps<V>) {
  const { Component, activation, handlers } = useLazy(selectLoader);
  const cssVar = useCssVarClass();
  if (Component) {
    const Select = Component as ComponentType<SelectProps<V>>;
    return (
      <Select
        {...props}
        autoFocus={props.autoFocus || activation !== 'load'}
        defaultOpen={props.defaultOpen || activation === 'open'}
      />
    );
  }
  const label =
    props.value === undefined || props.value === null
      ? undefined
      : optionLabel(props.options as Option[] | undefined, props.value);
  const size = props.size === 'large' ? 'ant-select-lg' : props.size === 'small' ? 'ant-select-sm' : '';
  return (
    <div
      data-lazy-placeholder="select"
      className={[
        'ant-select',
        size,
        'ant-select-outlined',
        cssVar,
        'ant-select-css-var',
        'ant-select-single',
        'ant-select-show-arrow',
        props.className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={props.style}
      onPointerEnter={handlers.onPointerEnter}
      onPointerDown={handlers.onPointerDown}
      onTouchStart={handlers.onTouchStart}
    >
      {props.prefix !== undefined && <div className="ant-select-prefix">{props.prefix}</div>}
      <div
        className={
          label === undefined ? 'ant-select-content' : 'ant-select-content ant-select-content-has-value'
        }
        title={typeof label === 'string' ? label : undefined}
      >
        {label ?? <div className="ant-select-placeholder">{props.placeholder}</div>}
        <input
          type="text"
          className="ant-select-input"
          aria-label={props['aria-label']}
          readOnly
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          autoComplete="off"
          value=""
          onFocus={handlers.onFocus}
          onKeyDown={handlers.onKeyDown}
        />
      </div>
      <div className="ant-select-suffix">
        <DownOutlined />
      </div>
    </div>
  );
}

/**
 * The picker's padding. antd.css sizes `.ant-picker` with the picker's own CSS variables, which antd sets only
 * once a picker has rendered; until then the placeholder works them out as antd does from the global tokens
 * (block: half of the control height less a line of text, less the border; inline: paddingSM less the border),
 * so it is as high as the real picker (32 px by default; seen 24 px without it).
 */
const PICKER_PADDING =
  'var(--ant-date-picker-padding-block, calc((var(--ant-control-height) - var(--ant-font-size) * var(--ant-line-height)) / 2 - var(--ant-line-width))) ' +
  'var(--ant-date-picker-padding-inline, calc(var(--ant-padding-sm) - var(--ant-line-width)))';

/** antd's DatePicker.RangePicker, loaded on first use (module comment). Same props as antd's. */
export function LazyRangePicker(props: RangePickerProps) {
  const { Component: RangePicker, activation, handlers } = useLazy(rangePickerLoader);
  const cssVar = useCssVarClass();
  if (RangePicker)
    return (
      <RangePicker
        {...props}
        autoFocus={props.autoFocus || activation !== 'load'}
        defaultOpen={props.defaultOpen || activation === 'open'}
      />
    );
  const format = typeof props.format === 'string' ? props.format : undefined;
  const [startText, endText] = [0, 1].map((i) => props.value?.[i]?.format(format) ?? '');
  const [startPlaceholder = 'Start date', endPlaceholder = 'End date'] = props.placeholder ?? [];
  const input = (side: 'start' | 'end', value: string, placeholder: string) => (
    <div className={`ant-picker-input ant-picker-input-${side}`}>
      <input
        aria-label={props['aria-label']}
        size={12}
        readOnly
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onFocus={handlers.onFocus}
        onKeyDown={handlers.onKeyDown}
      />
    </div>
  );
  return (
    <div
      data-lazy-placeholder="range-picker"
      className={[
        'ant-picker',
        'ant-picker-range',
        'ant-picker-outlined',
        cssVar,
        'ant-picker-css-var',
        props.className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ padding: PICKER_PADDING, ...props.style }}
      onPointerEnter={handlers.onPointerEnter}
      onPointerDown={handlers.onPointerDown}
      onTouchStart={handlers.onTouchStart}
    >
      {input('start', startText ?? '', startPlaceholder)}
      <div className="ant-picker-range-separator">
        <span aria-hidden="true" className="ant-picker-separator">
          <SwapRightOutlined />
        </span>
      </div>
      {input('end', endText ?? '', endPlaceholder)}
      <div className="ant-picker-active-bar" style={{ position: 'absolute', width: 0 }} />
      <span className="ant-picker-suffix">
        <CalendarOutlined aria-hidden="true" />
      </span>
    </div>
  );
}
