/**
 * A block of server HTML that collapses when taller than 160 px (spec 002 §9 "collapsed html max height 160"):
 * the block is cut at 160 px and a "Show more" / "Show less" button below it (a real button, so Enter and
 * Space work; `aria-expanded` and `aria-controls` tell assistive technology what it does) opens and closes it.
 * Shorter HTML shows whole, with no button. The HTML goes through {@link SafeHtml}.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { SafeHtml } from './SafeHtml';

/** Height, in CSS pixels, above which the block collapses, and its height when collapsed (spec 002 §9). */
export const COLLAPSED_HTML_MAX_HEIGHT = 160;

/** Props: the HTML (nothing is rendered without any) and an optional class for the HTML. */
export interface CollapsibleHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Renders the HTML, collapsed to 160 px with a toggle when taller. */
export function CollapsibleHtml({ html, className }: CollapsibleHtmlProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [isTall, setIsTall] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setIsTall(node.scrollHeight > COLLAPSED_HTML_MAX_HEIGHT);
    measure();
    // Images and fonts change the height after the first paint.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [html]);

  if (!html) return null;
  const isCollapsed = isTall && !isExpanded;
  return (
    <div>
      <div
        ref={ref}
        id={id}
        data-collapsed={isCollapsed ? 'true' : 'false'}
        style={
          isCollapsed
            ? { maxHeight: COLLAPSED_HTML_MAX_HEIGHT, overflow: 'hidden', position: 'relative' }
            : undefined
        }
      >
        <SafeHtml html={html} className={className} />
      </div>
      {isTall ? (
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((v) => !v)}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
