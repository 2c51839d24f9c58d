/** The search box of the lists (admin users, sent mail, community members, events): clearable, labelled. */
import type { CSSProperties } from 'react';
import { Input } from 'antd';

/** Props: the accessible label, the placeholder, the typed text and its setter, and optional limits/style. */
export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  style?: CSSProperties;
}

/** Renders an antd search input; Enter or the search button reports the text as typing does. */
export function SearchBox({ label, placeholder, value, onChange, maxLength, style }: SearchBoxProps) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.target.value)}
      onSearch={onChange}
      style={style}
    />
  );
}
