/** The search box of the lists (admin users, sent mail, community members, events): clearable, labelled. */
import type { CSSProperties } from 'react';
import { Input } from 'antd';

/**
 * Props: the accessible label, the placeholder, the typed text and its setter, optional limits/style, and
 * `onSearch` (Enter or the search button; by default `onChange` again).
 */
export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the text on Enter or the search button, when that does more than typing (a search now). */
  onSearch?: (value: string) => void;
  maxLength?: number;
  style?: CSSProperties;
}

/** Renders an antd search input; Enter or the search button reports the text to `onSearch`, else as typing does. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  onSearch,
  maxLength,
  style,
}: SearchBoxProps) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.target.value)}
      onSearch={onSearch ?? onChange}
      style={style}
    />
  );
}
