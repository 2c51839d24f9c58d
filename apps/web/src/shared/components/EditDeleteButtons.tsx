/**
 * The Edit and Delete buttons of an admin table row (tags, categories, server values): small buttons whose
 * accessible names carry the row's name ('Edit {name}', 'Delete {name}'), Delete in danger style.
 */
import { Button, Space } from 'antd';

/** Props: the row's name (for the accessible names) and the two actions. */
export interface EditDeleteButtonsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Renders the two buttons side by side. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <Space>
      <Button size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="small" danger aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </Space>
  );
}
