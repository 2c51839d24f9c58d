/**
 * The edit mode of a page framed by `EditableCard` (account details, organisation, dietary, Find an OT):
 * read-only until Edit; Cancel resets the form to its saved values and leaves edit mode.
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';

/**
 * @returns `isEditing`, `setEditing` (a save leaves edit mode with `setEditing(false)`) and `cardProps`
 * (`isEditing`, `onEdit`, `onCancel`) to spread on the `EditableCard`.
 */
export function useEditMode(form: FormInstance) {
  const [isEditing, setEditing] = useState(false);
  const cardProps = {
    isEditing,
    onEdit: () => setEditing(true),
    onCancel: () => {
      form.resetFields();
      setEditing(false);
    },
  };
  return { isEditing, setEditing, cardProps };
}
